import { describe, expect, it } from 'vitest';
import { nextSort, sortAgeRows } from './age-table-sort';

const rows = [
  { label: 'Stray at Large', adult: 5, youth: 1, ageUnknown: 0, subtotal: 6 },
  { label: 'Adoption', adult: 2, youth: 9, ageUnknown: null, subtotal: 11 },
  { label: 'Other Intakes', adult: 7, youth: 0, ageUnknown: 3, subtotal: 10 },
];

describe('nextSort', () => {
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'adult')).toEqual({ key: 'adult', direction: 'asc' });
    expect(nextSort({ key: 'adult', direction: 'asc' }, 'adult')).toEqual({
      key: 'adult',
      direction: 'desc',
    });
    expect(nextSort({ key: 'adult', direction: 'desc' }, 'adult')).toEqual({
      key: 'adult',
      direction: 'asc',
    });
    expect(nextSort({ key: 'adult', direction: 'desc' }, 'label')).toEqual({
      key: 'label',
      direction: 'asc',
    });
  });
});

describe('sortAgeRows', () => {
  it('keeps the order without a sort, and never changes the given rows', () => {
    expect(sortAgeRows(rows, null)).toEqual(rows);
    sortAgeRows(rows, { key: 'label', direction: 'asc' });
    expect(rows[0]?.label).toBe('Stray at Large');
  });

  it('sorts by label alphabetically', () => {
    expect(sortAgeRows(rows, { key: 'label', direction: 'asc' }).map((r) => r.label)).toEqual([
      'Adoption',
      'Other Intakes',
      'Stray at Large',
    ]);
  });

  it('sorts by a number column either way, empty values lowest', () => {
    expect(sortAgeRows(rows, { key: 'subtotal', direction: 'desc' }).map((r) => r.subtotal)).toEqual([
      11, 10, 6,
    ]);
    expect(sortAgeRows(rows, { key: 'ageUnknown', direction: 'asc' }).map((r) => r.ageUnknown)).toEqual([
      null,
      0,
      3,
    ]);
  });
});
