import { describe, expect, it } from 'vitest';
import { groupTotal, rowTotal } from '../matrix/group-totals';
import { SERVICE_SECTIONS, sectionChanges, sectionDraft } from './service-sections';

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
    expect(section('veterinary').fields).toHaveLength(18);
  });
});

describe('sectionDraft', () => {
  it('fills the inputs of one section from the record, empty where nothing is entered', () => {
    const draft = sectionDraft({ adultTrapNeuterReturnCount: 3, youthTrapNeuterReturnCount: null }, field);
    expect(Object.keys(draft)).toEqual(field.fields);
    expect(draft.adultTrapNeuterReturnCount).toBe(3);
    expect(draft.youthTrapNeuterReturnCount).toBe('');
  });
});

describe('sectionChanges', () => {
  const record = {
    adultTrapNeuterReturnCount: 3,
    youthTrapNeuterReturnCount: null,
    ageUnknownTrapNeuterReturnCount: 0,
    adultPetFoodCount: 9,
  };

  it('sends nothing when nothing changed', () => {
    expect(sectionChanges(record, sectionDraft(record, field), field)).toEqual({});
  });

  it('sends only the changed fields of the section, cleared inputs as null', () => {
    const draft = {
      ...sectionDraft(record, field),
      adultTrapNeuterReturnCount: 4,
      youthTrapNeuterReturnCount: '0',
      ageUnknownTrapNeuterReturnCount: '',
    };
    expect(sectionChanges(record, draft, field)).toEqual({
      adultTrapNeuterReturnCount: 4,
      youthTrapNeuterReturnCount: 0,
      ageUnknownTrapNeuterReturnCount: null,
    });
  });

  it('ignores inputs of other sections', () => {
    const draft = { ...sectionDraft(record, field), adultPetFoodCount: 1 };
    expect(sectionChanges(record, draft, field)).toEqual({});
  });
});

describe('section totals while editing', () => {
  const record = { adultTrapNeuterReturnCount: 2, youthTrapNeuterReturnCount: 3 };

  it('follow the inputs, empty ones counting as nothing', () => {
    const draft = {
      ...sectionDraft(record, field),
      ageUnknownTrapNeuterReturnCount: 10,
      adultReturnToOwnerCount: 1,
    };
    expect(rowTotal(draft, 'TrapNeuterReturn')).toBe(15);
    expect(rowTotal(draft, 'ReturnToOwner')).toBe(1);
    expect(groupTotal(draft, field.categories)).toBe(16);
    expect(groupTotal(sectionDraft({}, field), field.categories)).toBe(0);
  });
});
