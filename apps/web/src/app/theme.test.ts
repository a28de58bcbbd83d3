/** The theme's colors reach WCAG AA contrast for text (issue 14 §1). */
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  cssVariablesResolver,
  DIMMED_TEXT,
  darkenUntilReadable,
  overlay,
  PLACEHOLDER_TEXT,
  theme,
} from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(full).light;
const WHITE = '#ffffff';
const GRAYS = ['#ffffff', '#f8f9fa', '#f1f3f5'];

describe('theme contrast', () => {
  it('the helpers measure as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's own dimmed grey, the 3.2:1.
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
    expect(overlay('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(contrastRatio(darkenUntilReadable('#868e96', [WHITE]), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text and gray.6 reach 4.5:1 on white and the light greys; placeholders on white', () => {
    expect(light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
    expect(full.colors.gray[6]).toBe(DIMMED_TEXT);
    for (const bg of GRAYS) expect(contrastRatio(DIMMED_TEXT, bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(PLACEHOLDER_TEXT, WHITE)).toBeGreaterThanOrEqual(4.5);
    // Field errors use the readable red.
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
  });

  it('every palette’s text, light-variant and outline colors reach 4.5:1 on its tint and on white', () => {
    for (const [name, shades] of Object.entries(full.colors)) {
      if (name === 'dark' || name === 'gray') continue;
      const tint = overlay(shades[7], 0.1, '#f8f9fa');
      for (const kind of ['text', 'light-color', 'outline']) {
        const color = light[`--mantine-color-${name}-${kind}`] ?? '';
        expect(contrastRatio(color, tint), `${name} ${kind} on its tint`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(color, WHITE), `${name} ${kind} on white`).toBeGreaterThanOrEqual(4.5);
      }
      const filled = light[`--mantine-color-${name}-filled`] ?? '';
      expect(contrastRatio(WHITE, filled), `white on ${name} filled`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the brand teal where it already passes and darkens its text on tints', () => {
    expect(light['--mantine-color-brand-filled']).toBe('#0c7e81');
    // #0c7e81 on its own 10% tint is 4.3:1: the text shade is darker.
    expect(contrastRatio('#0c7e81', overlay('#0c7e81', 0.1, '#f8f9fa'))).toBeLessThan(4.5);
    expect(light['--mantine-color-brand-light-color']).not.toBe('#0c7e81');
  });

  it('names every pager button', () => {
    const props = full.components.Pagination?.defaultProps as {
      getControlProps: (c: string) => Record<string, string>;
      getItemProps: (p: number) => Record<string, string>;
    };
    expect(props.getControlProps('next')).toEqual({ 'aria-label': 'next page' });
    expect(props.getItemProps(3)).toEqual({ 'aria-label': 'Page 3' });
  });
});
