/**
 * A calm, professional look: a deep teal accent, generous spacing and readable tables.
 *
 * Contrast (issue 14 §1, WCAG AA 4.5:1 for text): Mantine's grey text (`c="dimmed"`, gray.6 #868e96)
 * reads at 3.2:1 and its tinted "light" variants (badges, active links) put the color's own shade on a
 * 10% tint of it, 4.0–4.5:1 for the brand teal and far less for green, yellow or orange. The CSS
 * variables below darken, for every palette, the shades used as text (text, light and outline colors)
 * until they reach 4.5:1 on the tint over the sidebar grey, and the filled shade until white text on it
 * does; dimmed and placeholder greys are set to greys that pass on white and on the striped rows.
 */
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e7f5f5',
  '#d3e9ea',
  '#a4d2d3',
  '#72babc',
  '#4aa6a8',
  '#31999b',
  '#1f9295',
  '#0c7e81',
  '#007073',
  '#006164',
];

/** Text greys: dimmed 5.2:1 on gray.1 (hovered rows), placeholders 5.0:1 on white inputs. */
export const DIMMED_TEXT = '#5f666d';
export const PLACEHOLDER_TEXT = '#697077';

/** What text must reach (AA for normal text), with a margin for rounding in the browser. */
const TEXT_CONTRAST = 4.6;

type Rgb = [number, number, number];

function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const value = match[1];
  return [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return 0;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` at `alpha` over `background`, as an opaque color (how a tinted background is seen). */
export function overlay(color: string, alpha: number, background: string): string {
  const fg = parseHex(color);
  const bg = parseHex(background);
  if (!fg || !bg) return background;
  return toHex(fg.map((c, i) => c * alpha + (bg[i] ?? 255) * (1 - alpha)) as Rgb);
}

/** `color` mixed with black in small steps until it reaches the contrast on every background. */
export function darkenUntilReadable(color: string, backgrounds: string[], ratio = TEXT_CONTRAST): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  for (let step = 0; step <= 50; step++) {
    const candidate = toHex(rgb.map((c) => c * (1 - step * 0.02)) as Rgb);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return '#000000';
}

const PRIMARY_SHADE = 7;
/** The greyest background colored text sits on: the sidebar and striped rows (gray.0). */
const PAGE_GREY = '#f8f9fa';

/** The readable text, light-variant and filled colors of one palette (light color scheme). */
export function readableVariables(name: string, shades: readonly string[]): Record<string, string> {
  const base = shades[PRIMARY_SHADE] ?? shades[shades.length - 1] ?? '#000000';
  const tints = ['#ffffff', PAGE_GREY].flatMap((bg) => [overlay(base, 0.1, bg), overlay(base, 0.12, bg)]);
  const text = darkenUntilReadable(base, ['#ffffff', PAGE_GREY, ...tints]);
  const filled = darkenUntilReadable(base, ['#ffffff']);
  const filledHover = darkenUntilReadable(shades[PRIMARY_SHADE + 1] ?? base, ['#ffffff']);
  return {
    [`--mantine-color-${name}-text`]: text,
    [`--mantine-color-${name}-light-color`]: text,
    [`--mantine-color-${name}-outline`]: text,
    [`--mantine-color-${name}-filled`]: filled,
    [`--mantine-color-${name}-filled-hover`]: filledHover,
  };
}

export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    ...Object.fromEntries(
      Object.entries(theme.colors)
        .filter(([name]) => name !== 'dark' && name !== 'gray')
        .flatMap(([name, shades]) => Object.entries(readableVariables(name, shades))),
    ),
    '--mantine-color-dimmed': DIMMED_TEXT,
    // Field errors (red.6 #fa5252 is 3.3:1 on white) in the readable red.
    '--mantine-color-error': 'var(--mantine-color-red-text)',
    '--mantine-color-placeholder': PLACEHOLDER_TEXT,
    '--mantine-color-anchor': `var(--mantine-color-${theme.primaryColor}-text)`,
  },
  dark: {},
});

/** Mantine's greys, with gray.6 (used for secondary text) dark enough to read: the dimmed grey. */
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  DIMMED_TEXT,
  '#495057',
  '#343a40',
  '#212529',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: PRIMARY_SHADE,
  colors: { brand, gray },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Someone who asked their system for less motion gets dialogs, menus and toasts without their
  // transitions (WCAG 2.3.3); the browser tests ask for it too, so no click lands on a moving dialog.
  respectReducedMotion: true,
  components: {
    Table: {
      defaultProps: {
        striped: true,
        highlightOnHover: true,
        withTableBorder: true,
        verticalSpacing: 'sm',
        horizontalSpacing: 'md',
      },
      styles: {
        th: { fontWeight: 600, color: 'var(--mantine-color-gray-7)', whiteSpace: 'nowrap' },
        td: { fontVariantNumeric: 'tabular-nums' },
      },
    },
    // A table wider than the screen scrolls in its container: keyboard users reach it with Tab and
    // scroll it with the arrows (WCAG 2.1.1, axe scrollable-region-focusable). A screen can name it
    // better by passing its own scrollAreaProps.
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: {
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Scrollable table' },
        },
      },
    },
    // Every pager names its buttons (axe button-name): "previous page", "Page 2", as lib/ui's pager.
    Pagination: {
      defaultProps: {
        getControlProps: (control: string) => ({ 'aria-label': `${control} page` }),
        getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
      },
    },
    // A menu holds only its items: Mantine's focus placeholder (a div with tabindex) inside role="menu"
    // is a child a menu may not have (axe aria-required-children, critical); the first item takes the
    // focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Paper: { defaultProps: { radius: 'md' } },
    Modal: {
      defaultProps: { radius: 'md', overlayProps: { backgroundOpacity: 0.4, blur: 2 } },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    // A toast's close button is only an ×: without a name a screen reader says "button" (axe button-name).
    Notification: {
      defaultProps: { withBorder: true, closeButtonProps: { 'aria-label': 'Close notification' } },
    },
  },
});
