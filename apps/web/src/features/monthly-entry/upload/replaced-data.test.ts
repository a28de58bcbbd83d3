import { describe, expect, it } from 'vitest';
import type { CheckedMonth } from './api/check-file-import';
import { describeReplacedMonths, monthsToReplace } from './replaced-data';

const month = (overrides: Partial<CheckedMonth>): CheckedMonth => ({
  locationId: '12',
  locationName: 'Main Shelter',
  year: 2026,
  month: 10,
  species: ['canine', 'feline', 'rabbit'],
  replacedSpecies: [],
  ...overrides,
});

describe('the confirmation of an upload over data already entered', () => {
  it('names the month and the animal types whose data would be replaced', () => {
    const months = [month({ replacedSpecies: ['canine', 'feline', 'rabbit'] })];
    expect(describeReplacedMonths(months)).toEqual([
      'This replaces data already entered for October 2026: Canines, Felines, Rabbits',
    ]);
  });

  it('says one line per location-month, with the location when the file has several, and skips empty months', () => {
    const months = [
      month({ month: 9 }),
      month({ replacedSpecies: ['feline'] }),
      month({ locationId: '13', locationName: 'Annex', year: 2027, month: 1, replacedSpecies: ['canine'] }),
    ];
    expect(monthsToReplace(months)).toHaveLength(2);
    expect(describeReplacedMonths(months)).toEqual([
      'This replaces data already entered for October 2026 at Main Shelter: Felines',
      'This replaces data already entered for January 2027 at Annex: Canines',
    ]);
  });

  it('asks nothing when no month holds data', () => {
    expect(describeReplacedMonths([month({}), month({ month: 11 })])).toEqual([]);
  });
});
