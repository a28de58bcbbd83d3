import { describe, expect, it } from 'vitest';
import { changedFields } from '../changed-fields';
import { groupTotal, rowTotal } from '../group-totals';
import { SERVICE_SECTIONS } from './service-sections';

const section = (group: string) => SERVICE_SECTIONS.find((s) => s.group === group)!;
const field = section('field');

describe('SERVICE_SECTIONS', () => {
  it('numbers the four groups in the spec order with their services', () => {
    expect(SERVICE_SECTIONS.map((s) => s.title)).toEqual([
      '1. Field Services',
      '2. Veterinary Services',
      '3. Behavioral Services',
      '4. Support Services',
    ]);
    expect(field.categories.map((c) => c.key)).toEqual(['TrapNeuterReturn', 'ReturnToOwner']);
    expect(field.fields).toEqual([
      'adultTrapNeuterReturnCount',
      'youthTrapNeuterReturnCount',
      'ageUnknownTrapNeuterReturnCount',
      'adultReturnToOwnerCount',
      'youthReturnToOwnerCount',
      'ageUnknownReturnToOwnerCount',
    ]);
    expect(SERVICE_SECTIONS.map((s) => s.fields.length)).toEqual([6, 18, 12, 21]);
  });

  it('covers every service field exactly once', () => {
    const all = SERVICE_SECTIONS.flatMap((s) => s.fields);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(57);
  });
});

describe("a section's save", () => {
  const record = {
    adultTrapNeuterReturnCount: 3,
    youthTrapNeuterReturnCount: null,
    ageUnknownTrapNeuterReturnCount: 0,
    adultPetFoodCount: 9,
  };

  it('sends only the changed fields of the section, cleared inputs as null', () => {
    const inputs = {
      adultTrapNeuterReturnCount: 4,
      youthTrapNeuterReturnCount: '0',
      ageUnknownTrapNeuterReturnCount: '',
      adultReturnToOwnerCount: '',
      adultPetFoodCount: 1,
    };
    expect(changedFields(record, inputs, field.fields)).toEqual({
      adultTrapNeuterReturnCount: 4,
      youthTrapNeuterReturnCount: 0,
      ageUnknownTrapNeuterReturnCount: null,
    });
  });

  it('sends nothing when the inputs hold what the record holds', () => {
    expect(
      changedFields(
        record,
        { adultTrapNeuterReturnCount: '3', youthTrapNeuterReturnCount: '' },
        field.fields,
      ),
    ).toEqual({});
  });
});

describe('section totals while editing', () => {
  it('follow the inputs, empty ones counting as nothing; a section with nothing entered has no total', () => {
    const inputs = {
      adultTrapNeuterReturnCount: 2,
      youthTrapNeuterReturnCount: '3',
      ageUnknownTrapNeuterReturnCount: 10,
      adultReturnToOwnerCount: 1,
      youthReturnToOwnerCount: '',
    };
    expect(rowTotal(inputs, 'TrapNeuterReturn')).toBe(15);
    expect(rowTotal(inputs, 'ReturnToOwner')).toBe(1);
    expect(groupTotal(inputs, field.categories)).toBe(16);
    expect(groupTotal({}, field.categories)).toBeNull();
  });
});
