import { describe, expect, it } from 'vitest';
import {
  isSelectableEntryMonth,
  latestEntryMonth,
  monthStatusWord,
  pickedEntryMonth,
  previousEntryMonth,
} from './entry-months';

// A fixed clock: 15 March 2025, local time.
const now = new Date(2025, 2, 15, 10, 30);

describe('the options screen month picker', () => {
  it('offers months up to the current one, named by its first day', () => {
    expect(latestEntryMonth(now)).toBe('2025-03-01');
    expect(latestEntryMonth(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-01');
    expect(latestEntryMonth(new Date(2025, 0, 1, 0, 0))).toBe('2025-01-01');
  });

  it('refuses future months and values that do not parse', () => {
    expect(isSelectableEntryMonth('2025-03-01', now)).toBe(true);
    expect(isSelectableEntryMonth('2025-02-01', now)).toBe(true);
    expect(isSelectableEntryMonth('2010-01-01', now)).toBe(true);
    expect(isSelectableEntryMonth('2025-04-01', now)).toBe(false);
    expect(isSelectableEntryMonth('2026-01-01', now)).toBe(false);
    expect(isSelectableEntryMonth('', now)).toBe(false);
    expect(isSelectableEntryMonth(null, now)).toBe(false);
    expect(isSelectableEntryMonth('2025-13-01', now)).toBe(false);
  });

  it('opens the year and month of the picked value', () => {
    expect(pickedEntryMonth('2025-03-01', now)).toEqual({ year: 2025, month: 3 });
    expect(pickedEntryMonth('2024-11-01', now)).toEqual({ year: 2024, month: 11 });
    expect(pickedEntryMonth('2025-04-01', now)).toBeNull();
    expect(pickedEntryMonth(null, now)).toBeNull();
  });

  it('starts on last month, across a new year too', () => {
    expect(previousEntryMonth(now)).toBe('2025-02-01');
    expect(previousEntryMonth(new Date(2025, 0, 1, 0, 0))).toBe('2024-12-01');
    expect(previousEntryMonth(new Date(2024, 2, 31, 12))).toBe('2024-02-01');
  });

  it("says each month's status in the legend's words, whatever the spelling", () => {
    expect(monthStatusWord('complete')).toBe('Complete');
    expect(monthStatusWord('complete_no_services_provided')).toBe('Complete');
    expect(monthStatusWord('completeServicesProvided')).toBe('Complete');
    expect(monthStatusWord('incomplete')).toBe('Incomplete');
    expect(monthStatusWord('in_progress')).toBe('Incomplete');
    expect(monthStatusWord('unbegun')).toBe('Unbegun');
    expect(monthStatusWord(null)).toBe('Unbegun');
    expect(monthStatusWord('something else')).toBe('Unbegun');
  });
});
