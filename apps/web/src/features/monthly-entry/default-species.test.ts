import { describe, expect, it } from 'vitest';
import { defaultSpecies, missingDefaultRecords } from './default-species';

const kinds = ['animal_counts', 'animal_intakes', 'animal_outcomes'] as const;

describe('default species of a month (000 §4)', () => {
  it('takes the species of the existing records first', () => {
    expect(defaultSpecies({ animal_counts: [{ species: 'rabbit' }] }, ['canine'])).toEqual(['rabbit']);
  });

  it("else the organization's animal species, in the domain's order, unknown ones dropped", () => {
    expect(defaultSpecies({ animal_counts: [] }, ['bird', 'canine', 'unicorn'])).toEqual(['canine', 'bird']);
  });

  it('else canine and feline', () => {
    expect(defaultSpecies({}, null)).toEqual(['canine', 'feline']);
    expect(defaultSpecies({}, [])).toEqual(['canine', 'feline']);
  });

  it('creates every kind of record of the default species on an empty month', () => {
    expect(missingDefaultRecords(kinds, {}, null)).toEqual([
      { kind: 'animal_counts', species: 'canine' },
      { kind: 'animal_counts', species: 'feline' },
      { kind: 'animal_intakes', species: 'canine' },
      { kind: 'animal_intakes', species: 'feline' },
      { kind: 'animal_outcomes', species: 'canine' },
      { kind: 'animal_outcomes', species: 'feline' },
    ]);
  });

  it('fills only the gaps when some kinds already hold records', () => {
    const records = {
      animal_counts: [{ species: 'feline' }],
      animal_intakes: [{ species: 'feline' }],
      animal_outcomes: [],
    };
    expect(missingDefaultRecords(kinds, records, ['canine'])).toEqual([
      { kind: 'animal_outcomes', species: 'feline' },
    ]);
  });

  it('creates nothing when every kind holds the same species', () => {
    const same = [{ species: 'canine' }];
    expect(
      missingDefaultRecords(
        kinds,
        { animal_counts: same, animal_intakes: same, animal_outcomes: same },
        null,
      ),
    ).toEqual([]);
  });
});
