import { describe, expect, it } from 'vitest';
import { monthlyRows, yearTotals } from './monthly-totals';

const total = (month: number, species: string, value: number) => ({
  id: `${month}-${species}`,
  type: 'coalition_record_totals',
  month,
  species,
  total: value,
});

describe('coalition home graph rows', () => {
  it('sums canines, felines and every other species by month, January first', () => {
    const rows = monthlyRows([
      total(1, 'canine', 5),
      total(1, 'feline', 3),
      total(1, 'rabbit', 2),
      total(1, 'bird', 1),
      total(12, 'canine', 7),
    ]);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toEqual({ month: 'Jan', canine: 5, feline: 3, other: 3, total: 11 });
    expect(rows[1]).toEqual({ month: 'Feb', canine: 0, feline: 0, other: 0, total: 0 });
    expect(rows[11]).toEqual({ month: 'Dec', canine: 7, feline: 0, other: 0, total: 7 });
    expect(yearTotals(rows)).toEqual({ canine: 12, feline: 3, other: 3, total: 18 });
  });
});
