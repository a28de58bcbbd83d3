import { INTAKE_CATEGORIES } from '@sac/domain';
import { describe, expect, it } from 'vitest';
import { columnTotal, groupFields, groupTotal, rowTotal } from './group-totals';

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
