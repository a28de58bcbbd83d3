import { describe, expect, it } from 'vitest';
import {
  addMonths,
  displayMonthStatus,
  formatMonthYear,
  isPickerYear,
  isValidEntryMonth,
  monthName,
  parseYearMonth,
  pickerYears,
} from './months';

const now = new Date(2025, 5, 15);

describe('months', () => {
  it('names months 1 to 12 only', () => {
    expect(monthName(1)).toBe('January');
    expect(monthName(12)).toBe('December');
    expect(monthName(0)).toBeUndefined();
    expect(monthName(13)).toBeUndefined();
    expect(monthName(2.5)).toBeUndefined();
    expect(formatMonthYear(2021, 3)).toBe('March 2021');
  });

  it('parses route parameters', () => {
    expect(parseYearMonth('2025', '06')).toEqual({ year: 2025, month: 6 });
    expect(parseYearMonth('2025', '13')).toBeNull();
    expect(parseYearMonth('twenty', '1')).toBeNull();
    expect(parseYearMonth(2025, 0)).toBeNull();
  });

  it('opens a month for entry only if it parses and is not in the future', () => {
    expect(isValidEntryMonth('2025', '6', now)).toBe(true);
    expect(isValidEntryMonth(2019, 1, now)).toBe(true);
    expect(isValidEntryMonth('2025', '7', now)).toBe(false);
    expect(isValidEntryMonth('2025', 'x', now)).toBe(false);
  });

  it('forces future month tiles to unavailable', () => {
    expect(displayMonthStatus('complete', 2025, 7, now)).toBe('unavailable');
    expect(displayMonthStatus(undefined, 2025, 5, now)).toBe('unbegun');
    expect(displayMonthStatus('incomplete', 2025, 6, now)).toBe('incomplete');
  });

  it('offers years from 2010 to the current year', () => {
    const years = pickerYears(now);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(2010);
    expect(isPickerYear('2010', now)).toBe(true);
    expect(isPickerYear(2026, now)).toBe(false);
  });

  it('adds months across years', () => {
    expect(addMonths({ year: 2025, month: 11 }, 3)).toEqual({ year: 2026, month: 2 });
    expect(addMonths({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
  });
});
