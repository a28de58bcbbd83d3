import { YEAR_PICKER_MIN } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { currentYear, homeYears } from './home-years';

describe('home years', () => {
  it('reads the current year from now', () => {
    expect(currentYear(new Date(2026, 0, 1))).toBe(2026);
    expect(currentYear(new Date(2025, 11, 31, 23, 59))).toBe(2025);
  });

  it('offers the current year first, back to the pickers first year', () => {
    const years = homeYears(new Date(2026, 10, 23));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(YEAR_PICKER_MIN);
    expect(years).toHaveLength(2026 - YEAR_PICKER_MIN + 1);
  });
});
