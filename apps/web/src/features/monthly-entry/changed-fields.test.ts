import { describe, expect, it } from 'vitest';
import { changedFields, toCountValue } from './changed-fields';

describe('changedFields', () => {
  const record = { adultStrayAtLargeCount: 3, youthStrayAtLargeCount: null, ageUnknownStrayAtLargeCount: 0 };
  const fields = ['adultStrayAtLargeCount', 'youthStrayAtLargeCount', 'ageUnknownStrayAtLargeCount'];

  it('sends nothing when no value changed (an empty input stays null)', () => {
    expect(
      changedFields(
        record,
        { adultStrayAtLargeCount: 3, youthStrayAtLargeCount: '', ageUnknownStrayAtLargeCount: 0 },
        fields,
      ),
    ).toEqual({});
  });

  it('sends only the fields whose value changed, emptied ones as null', () => {
    expect(
      changedFields(
        record,
        { adultStrayAtLargeCount: '', youthStrayAtLargeCount: 4, ageUnknownStrayAtLargeCount: 0 },
        fields,
      ),
    ).toEqual({ adultStrayAtLargeCount: null, youthStrayAtLargeCount: 4 });
  });

  it('ignores fields outside the edited group', () => {
    expect(changedFields(record, { adultAdoptionCount: 9, adultStrayAtLargeCount: 5 }, fields)).toEqual({
      adultStrayAtLargeCount: 5,
    });
  });

  it('reads numeric text as a number', () => {
    expect(toCountValue('7')).toBe(7);
    expect(toCountValue('')).toBeNull();
    expect(toCountValue(undefined)).toBeNull();
  });
});
