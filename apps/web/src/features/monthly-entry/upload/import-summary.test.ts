import { describe, expect, it } from 'vitest';
import { describeSavedImport } from './import-summary';

const at = (locationId: number, year: number, month: number) => ({ locationId, year, month });

describe('the completion screen sentence', () => {
  it('names the months of a small file', () => {
    expect(describeSavedImport(2, [at(12, 2019, 6)])).toBe('2 rows saved for June 2019.');
    expect(describeSavedImport(1, [at(12, 2019, 6)])).toBe('1 row saved for June 2019.');
    expect(describeSavedImport(6, [at(12, 2019, 8), at(12, 2019, 6), at(12, 2019, 7)])).toBe(
      '6 rows saved for June 2019, July 2019 and August 2019.',
    );
  });

  it('gives the span of many months, and the number of locations when there are several', () => {
    const year = Array.from({ length: 12 }, (_, i) => [at(12, 2020, i + 1), at(13, 2020, i + 1)]).flat();
    expect(describeSavedImport(48, year)).toBe(
      '48 rows saved at 2 locations for 12 months, January 2020 to December 2020.',
    );
  });
});
