import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/issues';
import { aggregationAttributesSchema, aggregationSchema, toAggregationAttributes } from './aggregation';
import { sacCategoryMappingSchema } from './api-mapping';
import { createEntryOptionsSchema, createRecordCountsSchema } from './data-entry';
import {
  allOrganizationsSearchSchema,
  coalitionSearchSchema,
  contributorSearchSchema,
  createYearFilterSchema,
} from './search';

const now = new Date(2025, 5, 15);

describe('aggregation form', () => {
  it('requires the date and trims an optional organization id', () => {
    expect(errorsOf(aggregationSchema, { orgId: '', date: null })).toEqual({ date: 'Date is required' });
    const attributes = toAggregationAttributes(
      aggregationSchema.parse({ orgId: ' 42 ', date: '2025-05-01' }),
    );
    expect(attributes).toEqual({ orgId: 42, month: 5, year: 2025 });
    expect(errorsOf(aggregationSchema, { orgId: '0', date: '2025-05-01' })).toEqual({
      orgId: 'Org ID must be a number',
    });
    expect(
      toAggregationAttributes(aggregationSchema.parse({ orgId: '  ', date: '2025-05-01' })).orgId,
    ).toBeNull();
    expect(errorsOf(aggregationAttributesSchema, attributes)).toEqual({});
  });
});

describe('searches that need at least one filter', () => {
  it('all organizations: a country alone is a filter, nothing at all is not', () => {
    expect(errorsOf(allOrganizationsSearchSchema, { country: 'United States', search: ' ' })).toEqual({});
    expect(errorsOf(allOrganizationsSearchSchema, { country: '', search: ' ' })).toEqual({
      '': 'Select at least one filter.',
    });
    expect(
      errorsOf(allOrganizationsSearchSchema, { country: 'Canada', organizationType: 'Community' }),
    ).toEqual({});
  });

  it('coalitions and contributors', () => {
    expect(errorsOf(coalitionSearchSchema, { operatingRegions: [] })).toEqual({
      '': 'Select at least one filter.',
    });
    expect(errorsOf(coalitionSearchSchema, { operatingRegions: ['CO'] })).toEqual({});
    expect(errorsOf(contributorSearchSchema, {})).toEqual({ '': 'Select at least one filter.' });
    expect(errorsOf(contributorSearchSchema, { state: 'CO' })).toEqual({});
  });

  it('year filters take 2010 to the current year', () => {
    const schema = createYearFilterSchema({ now });
    expect(errorsOf(schema, { year: 2009 })).toEqual({ year: 'Select a year from 2010 to this year' });
    expect(errorsOf(schema, { year: 2026 })).toEqual({ year: 'Select a year from 2010 to this year' });
    expect(errorsOf(schema, { year: '2025' })).toEqual({});
  });
});

describe('data entry options', () => {
  const schema = createEntryOptionsSchema({ now });

  it('requires a month, not in the future, for manual entry only', () => {
    expect(errorsOf(schema, { method: 'manually', month: null })).toEqual({ month: 'Date is required' });
    expect(errorsOf(schema, { method: 'manually', month: '2025-07-01' })).toEqual({
      month: 'Date cannot be in the future',
    });
    expect(errorsOf(schema, { method: 'manually', month: '2025-06-01' })).toEqual({});
    expect(errorsOf(schema, { method: 'csv' })).toEqual({});
  });
});

describe('record counts', () => {
  const schema = createRecordCountsSchema('animal_intakes');

  it('takes whole numbers of 0 or more, or null, for entered fields only', () => {
    expect(errorsOf(schema, { adultStrayAtLargeCount: 3, youthStrayAtLargeCount: null })).toEqual({});
    expect(errorsOf(schema, { adultStrayAtLargeCount: -1 })).toEqual({
      adultStrayAtLargeCount: 'Must be a whole number of 0 or more',
    });
    expect(errorsOf(schema, { adultStrayAtLargeCount: 1.5 })).toEqual({
      adultStrayAtLargeCount: 'Must be a whole number of 0 or more',
    });
    expect(schema.safeParse({ totalStrayAtLargeCount: 4 }).success).toBe(false);
  });

  it('accepts the count dates on animal counts', () => {
    const counts = createRecordCountsSchema('animal_counts');
    expect(errorsOf(counts, { beginningAnimalCount: 4, beginningAnimalCountDate: '2025-01-01' })).toEqual({});
  });
});

describe('SAC category mapping', () => {
  it('accepts a category of the event type only', () => {
    const row = { type: 'intake', subtype: 'Stray', key: 'k', sacCategory: 'stray_at_large_count' };
    expect(errorsOf(sacCategoryMappingSchema, row)).toEqual({});
    expect(errorsOf(sacCategoryMappingSchema, { ...row, sacCategory: 'adoption_count' })).toEqual({
      sacCategory: 'Select one of the options',
    });
    expect(
      errorsOf(sacCategoryMappingSchema, { ...row, type: 'outcome', sacCategory: 'do_not_include' }),
    ).toEqual({});
  });
});
