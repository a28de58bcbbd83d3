import { ENTERED_FIELDS, statusFields } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { missingGroups, missingLine, speciesCompletion } from './missing-groups';
import type { RecordsByKind } from './use-intake-outcome-month';

const AFTER_CUTOFF = { year: 2024, month: 5 };
const BEFORE_CUTOFF = { year: 2020, month: 6 };

/** One record of `species` per kind, each field filled with `value` (null: empty). */
function month(species: string[], value: number | null = null): RecordsByKind {
  const recordOf = (kind: keyof RecordsByKind, s: string, i: number) => ({
    id: `${kind}-${s}`,
    type: kind,
    species: s,
    locationId: 1,
    yearOfRecord: 2024,
    monthOfRecord: 5,
    ...Object.fromEntries(ENTERED_FIELDS[kind].map((f) => [f, value === null ? null : value + i])),
  });
  const kinds = ['animal_counts', 'animal_intakes', 'animal_outcomes'] as const;
  return Object.fromEntries(
    kinds.map((kind) => [kind, species.map((s, i) => recordOf(kind, s, i))]),
  ) as unknown as RecordsByKind;
}

const lines = (records: RecordsByKind, when = AFTER_CUTOFF) => missingGroups(records, when).map(missingLine);

describe('what Submit says is missing (000 §4-§5: every field must hold a number, 0 included)', () => {
  it('an empty month: every group of every species, species by their labels', () => {
    expect(lines(month(['canine', 'feline']))).toEqual([
      'Canines: Animal Counts, Live Intakes, Live Outcomes, Other Outcomes',
      'Felines: Animal Counts, Live Intakes, Live Outcomes, Other Outcomes',
    ]);
  });

  it('a complete month (zeros count as entered): nothing', () => {
    expect(lines(month(['canine', 'rabbit'], 0))).toEqual([]);
  });

  it('names only the groups that still have an empty field', () => {
    const records = month(['canine', 'feline'], 0);
    records.animal_outcomes[0]!.adultAdoptionCount = null;
    records.animal_outcomes[0]!.youthDiedInCareCount = undefined;
    records.animal_counts[1]!.endingFosterAnimalCount = null;
    expect(lines(records)).toEqual(['Canines: Live Outcomes, Other Outcomes', 'Felines: Animal Counts']);
  });

  it('a species without a record of a kind misses that kind’s groups', () => {
    const records = month(['canine'], 0);
    records.animal_intakes = [];
    expect(lines(records)).toEqual(['Canines: Live Intakes']);
  });

  it('follows the month’s status fields: the undesignated transfers only before March 2021', () => {
    const records = month(['canine'], 0);
    records.animal_intakes[0]!.adultLegacyTransferredInFromAgencyCount = null;
    expect(lines(records, AFTER_CUTOFF)).toEqual([]);
    expect(lines(records, BEFORE_CUTOFF)).toEqual(['Canines: Live Intakes']);
    expect(statusFields('animal_intakes', BEFORE_CUTOFF)).toContain(
      'adultLegacyTransferredInFromAgencyCount',
    );
  });

  it('returns the species and group names for the message', () => {
    expect(missingGroups(month(['bird']), AFTER_CUTOFF)).toEqual([
      {
        species: 'bird',
        label: 'Birds',
        groups: ['Animal Counts', 'Live Intakes', 'Live Outcomes', 'Other Outcomes'],
      },
    ]);
  });
});

describe("the species buttons' completion marks", () => {
  it('reads a species complete only when every group is entered, not started when nothing is', () => {
    expect(speciesCompletion(month(['canine', 'feline']), AFTER_CUTOFF)).toEqual({
      canine: 'unbegun',
      feline: 'unbegun',
    });
    expect(speciesCompletion(month(['canine'], 0), AFTER_CUTOFF)).toEqual({ canine: 'complete' });
    const partly = month(['canine', 'feline'], 0);
    partly.animal_outcomes[1]!.adultAdoptionCount = null;
    expect(speciesCompletion(partly, AFTER_CUTOFF)).toEqual({ canine: 'complete', feline: 'incomplete' });
  });
});
