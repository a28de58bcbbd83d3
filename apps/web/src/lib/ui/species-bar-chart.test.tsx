// @vitest-environment jsdom
/**
 * The home's stacked bar chart: each species group's bar segment is as tall as its count on the round
 * count axis, stacked canine, feline, other; a month with nothing draws no bar; hovering a month shows
 * its numbers.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SpeciesBarChart, type SpeciesBarRow } from './species-bar-chart';

const HEIGHT = 430;
// The plot's height: the chart's, less the month labels (24), the legend (32) and the top padding (12).
const PLOT = HEIGHT - 24 - 32 - 12;

const rows: SpeciesBarRow[] = ['Jan', 'Feb', 'Mar'].map((month) => ({
  month,
  canine: 0,
  feline: 0,
  other: 0,
}));
rows[0] = { month: 'Jan', canine: 30, feline: 10, other: 0 };
rows[2] = { month: 'Mar', canine: 1200, feline: 0, other: 5 };

const barsOf = (container: HTMLElement, month: string) =>
  [...container.querySelectorAll(`[data-month="${month}"] [data-bar]`)].map((bar) => ({
    series: bar.getAttribute('data-bar'),
    y: Number(bar.getAttribute('y')),
    height: Number(bar.getAttribute('height')),
  }));

describe('SpeciesBarChart', () => {
  it('stacks each month by species group on a round count axis', () => {
    const { container } = renderWithApp(<SpeciesBarChart rows={rows} height={HEIGHT} />);
    // The tallest month (1,205) is inside an axis of round ticks: 0 to 1,250 by 250.
    const labels = [...container.querySelectorAll('svg')[0]!.querySelectorAll('text')].map(
      (t) => t.textContent,
    );
    expect(labels).toEqual(['0', '250', '500', '750', '1,000', '1,250']);

    const january = barsOf(container, 'Jan');
    expect(january.map((bar) => bar.series)).toEqual(['canine', 'feline']);
    expect(january[0]!.height).toBeCloseTo((30 / 1250) * PLOT, 6);
    expect(january[1]!.height).toBeCloseTo((10 / 1250) * PLOT, 6);
    // Feline sits on canine: its bottom is canine's top.
    expect(january[1]!.y + january[1]!.height).toBeCloseTo(january[0]!.y, 6);
    // February has nothing: no bar, not a bar of height 0.
    expect(barsOf(container, 'Feb')).toEqual([]);
    expect(barsOf(container, 'Mar').map((bar) => bar.series)).toEqual(['canine', 'other']);
    expect(screen.getByText('Canine')).toBeTruthy();
    expect(screen.getByText('Other')).toBeTruthy();
  });

  it("shows a month's numbers while the pointer is over it", () => {
    const { container } = renderWithApp(<SpeciesBarChart rows={rows} height={HEIGHT} />);
    const march = container.querySelector('[data-month="Mar"] rect[fill="transparent"]');
    expect(march).toBeTruthy();
    const tooltip = () => container.querySelector('[data-chart-tooltip]');
    expect(tooltip()).toBeNull();
    fireEvent.mouseEnter(march!);
    expect(tooltip()?.textContent).toBe('MarCanine1,200Feline0Other5');
    fireEvent.mouseLeave(container.querySelector('[data-species-chart]')!);
    expect(tooltip()).toBeNull();
  });
});
