import { INTAKE_CATEGORIES } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { columnTotal, formatTotal, groupFields, groupTotal, rowTotal } from './group-totals';

const categories = INTAKE_CATEGORIES.slice(0, 2); // StrayAtLarge, RelinquishedByOwner

describe('group totals', () => {
  const values = {
    adultStrayAtLargeCount: 2,
    youthStrayAtLargeCount: '3',
    ageUnknownStrayAtLargeCount: '',
    adultRelinquishedByOwnerCount: 5,
    youthRelinquishedByOwnerCount: -4,
    ageUnknownRelinquishedByOwnerCount: null,
  };

  it('sums a row over the age groups, empty and negative values counting as nothing', () => {
    expect(rowTotal(values, 'StrayAtLarge')).toBe(5);
    expect(rowTotal(values, 'RelinquishedByOwner')).toBe(5);
  });

  it('sums a column over the categories, and the whole group', () => {
    expect(columnTotal(values, categories, 'adult')).toBe(7);
    expect(columnTotal(values, categories, 'youth')).toBe(3);
    expect(groupTotal(values, categories)).toBe(10);
  });

  it('has no total (a dash, not 0) over fields none of which is entered, and 0 over entered zeros', () => {
    const empty = { adultStrayAtLargeCount: '', youthStrayAtLargeCount: null };
    expect(rowTotal(empty, 'StrayAtLarge')).toBeNull();
    expect(columnTotal(empty, categories, 'adult')).toBeNull();
    expect(groupTotal({}, categories)).toBeNull();
    expect(columnTotal(values, categories, 'ageUnknown')).toBeNull();
    expect(formatTotal(rowTotal(empty, 'StrayAtLarge'))).toBe('—');
    expect(formatTotal(rowTotal({ adultStrayAtLargeCount: 0 }, 'StrayAtLarge'))).toBe('0');
    expect(formatTotal(1234)).toBe('1,234');
  });

  it('lists the entered fields of the group', () => {
    expect(groupFields(categories)).toEqual([
      'adultStrayAtLargeCount',
      'youthStrayAtLargeCount',
      'ageUnknownStrayAtLargeCount',
      'adultRelinquishedByOwnerCount',
      'youthRelinquishedByOwnerCount',
      'ageUnknownRelinquishedByOwnerCount',
    ]);
  });
});
