import { describe, expect, it } from 'vitest';
import type { MonthRecord } from './api/month-records';
import { recordsOfSpecies, speciesChangeBody } from './api/species-changes';
import { speciesEdit } from './species-change';

describe('species edit of the Details panel', () => {
  it('splits the chosen species into additions and removals', () => {
    expect(speciesEdit(['canine', 'feline'], ['feline', 'rabbit'])).toEqual({
      add: ['rabbit'],
      remove: ['canine'],
    });
  });
});

describe('species change sidepost (000 §7 PATCH /api/v1/locations/{id})', () => {
  it('creates a record of every kind for an added species and destroys the removed records', () => {
    const body = speciesChangeBody({
      locationId: '12',
      year: 2022,
      month: 5,
      kinds: ['animal_counts', 'animal_intakes'],
      add: ['rabbit'],
      remove: [{ kind: 'animal_intakes', id: '881' }],
    });
    expect(body.data).toEqual({
      id: '12',
      type: 'locations',
      attributes: {},
      relationships: {
        animal_counts: {
          data: [{ type: 'animal_counts', 'temp-id': 'animal_counts-rabbit-0', method: 'create' }],
        },
        animal_intakes: {
          data: [
            { type: 'animal_intakes', 'temp-id': 'animal_intakes-rabbit-1', method: 'create' },
            { type: 'animal_intakes', id: '881', method: 'destroy' },
          ],
        },
      },
    });
    expect(body.included[0]).toEqual({
      type: 'animal_counts',
      'temp-id': 'animal_counts-rabbit-0',
      attributes: { locationId: 12, species: 'rabbit', monthOfRecord: 5, yearOfRecord: 2022 },
    });
  });

  it('finds the records of the removed species in every kind', () => {
    const record = (id: string, species: string) => ({ id, type: 'x', species }) as unknown as MonthRecord;
    expect(
      recordsOfSpecies(
        {
          animal_counts: [record('1', 'canine'), record('2', 'feline')],
          animal_outcomes: [record('3', 'canine')],
        },
        ['canine'],
      ),
    ).toEqual([
      { kind: 'animal_counts', id: '1' },
      { kind: 'animal_outcomes', id: '3' },
    ]);
  });
});
