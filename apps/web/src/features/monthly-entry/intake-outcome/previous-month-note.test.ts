import { describe, expect, it } from 'vitest';
import { previousEndingCounts, previousMonthNote } from './previous-month-note';

const record = { previousEndingAnimalCount: 12, previousEndingFosterAnimalCount: 3 };

describe("the note of last month's ending counts beside the beginning counts (000 §3)", () => {
  it('shows when the beginning count differs from last month’s ending count', () => {
    expect(previousMonthNote(record, 'beginningAnimalCount', 10)).toBe(
      "Last month's Ending Count (in care): 12",
    );
    expect(previousMonthNote(record, 'beginningFosterAnimalCount', 0)).toBe(
      "Last month's Ending Count (in foster): 3",
    );
  });

  it('shows while the beginning count is not entered yet', () => {
    expect(previousMonthNote(record, 'beginningAnimalCount', null)).not.toBeNull();
    expect(previousMonthNote(record, 'beginningAnimalCount', '')).not.toBeNull();
  });

  it('hides when they are equal, also while typing the same number', () => {
    expect(previousMonthNote(record, 'beginningAnimalCount', 12)).toBeNull();
    expect(previousMonthNote(record, 'beginningFosterAnimalCount', '3')).toBeNull();
  });

  it('belongs to the beginning counts only', () => {
    expect(previousMonthNote(record, 'endingAnimalCount', 1)).toBeNull();
    expect(previousMonthNote(record, 'endingFosterAnimalCount', 1)).toBeNull();
  });

  it('hides when last month has no record or no ending count (null)', () => {
    expect(previousMonthNote({ previousEndingAnimalCount: null }, 'beginningAnimalCount', 5)).toBeNull();
    expect(previousMonthNote(undefined, 'beginningFosterAnimalCount', 5)).toBeNull();
  });

  it("gives Auto Calculate last month's ending counts as the record carries them", () => {
    expect(previousEndingCounts(record)).toEqual({ endingAnimalCount: 12, endingFosterAnimalCount: 3 });
    expect(previousEndingCounts(undefined)).toBeUndefined();
  });
});
