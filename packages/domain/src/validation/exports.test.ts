import { describe, expect, it } from 'vitest';
import { REPORT_MAX_PERIODS } from '../constants/limits';
import { formatIsoDate } from '../format/dates';
import { errorsOf } from '../testing/issues';
import {
  createCoalitionExportAttributesSchema,
  createCoalitionExportSchema,
  createReportExportAttributesSchema,
  createReportExportSchema,
  toCoalitionExportAttributes,
  toReportExportAttributes,
} from './exports';
import { VALIDATION_MESSAGES } from './messages';

const now = new Date(2025, 5, 15);

describe('report export form', () => {
  const schema = createReportExportSchema({ now });

  it('requires the date format and at least one date', () => {
    expect(errorsOf(schema, { location: 'all' })).toEqual({
      dateFormat: 'Select an export date format',
      dates: 'Select an export date',
    });
    expect(errorsOf(schema, { location: 'all', dateFormat: 'month', dates: [] })).toEqual({
      dates: 'too short',
    });
  });

  it('refuses a month after the current one, and a year after the current one', () => {
    expect(
      errorsOf(schema, { location: '3', dateFormat: 'month', dates: ['2025-06-01', '2025-07-01'] }),
    ).toEqual({
      'dates.1': 'Date cannot be in the future',
    });
    expect(errorsOf(schema, { location: 3, dateFormat: 'year', dates: ['2025-01-01'] })).toEqual({});
    expect(errorsOf(schema, { location: 3, dateFormat: 'year', dates: ['2026-01-01'] })).toEqual({
      'dates.0': 'Date cannot be in the future',
    });
  });

  it('sends dates as dd/MM/yyyy and all locations as null', () => {
    const values = schema.parse({ location: 'all', dateFormat: 'month', dates: ['2025-03-01'] });
    const attributes = toReportExportAttributes(values, { organizationId: 9, action: 'services' });
    expect(attributes).toEqual({
      organizationId: 9,
      locationId: null,
      action: 'services',
      dateFormat: 'month',
      dates: ['01/03/2025'],
    });
    expect(errorsOf(createReportExportAttributesSchema({ now }), attributes)).toEqual({});
  });
});

describe('coalition export form', () => {
  const schema = createCoalitionExportSchema({ now });

  it('requires a date format and a date except for contributor contacts', () => {
    expect(errorsOf(schema, { exportFor: 'intake_outcome', organizationIds: [1] })).toEqual({
      dateFormat: 'Select a date format',
      date: 'Select an export date',
    });
    expect(errorsOf(schema, { exportFor: 'contributors', organizationIds: [1] })).toEqual({});
  });

  it('requires at least one organization', () => {
    expect(errorsOf(schema, { exportFor: 'contributors', organizationIds: [] })).toEqual({
      organizationIds: 'Select at least one organization',
    });
  });

  it('refuses a date later than today', () => {
    const values = {
      exportFor: 'community',
      organizationIds: ['4'],
      dateFormat: 'month',
      date: '2025-07-01',
    };
    expect(errorsOf(schema, values)).toEqual({ date: 'Date cannot be in the future' });
  });

  it('builds the request: the month when exporting a month, the current year for contributors', () => {
    const month = schema.parse({
      exportFor: 'intake_outcome',
      organizationIds: ['4', 5],
      states: ['CO'],
      dateFormat: 'month',
      date: '2025-02-01',
    });
    const attributes = toCoalitionExportAttributes(month, 12, now);
    expect(attributes).toMatchObject({
      coalitionId: 12,
      exportFor: 'intake_outcome',
      state: 'CO',
      organizationIds: [4, 5],
      yearOfRecord: 2025,
      monthOfRecord: 2,
    });
    expect(errorsOf(createCoalitionExportAttributesSchema({ now }), attributes)).toEqual({});
    const contributors = toCoalitionExportAttributes(
      schema.parse({ exportFor: 'contributors', organizationIds: [1] }),
      12,
      now,
    );
    expect(contributors.yearOfRecord).toBe(2025);
    expect(contributors).not.toHaveProperty('monthOfRecord');
  });
});

describe('report export size', () => {
  const now = new Date('2026-11-25T12:00:00');
  const months = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      formatIsoDate({ year: 2020 + Math.floor(i / 12), month: (i % 12) + 1, day: 1 }),
    );

  it(`takes ${REPORT_MAX_PERIODS} months, refuses one more, and counts a month given twice once`, () => {
    const schema = createReportExportSchema({ now });
    const values = (dates: string[]) => ({ location: 'all', dateFormat: 'month', dates });
    expect(schema.safeParse(values(months(REPORT_MAX_PERIODS))).success).toBe(true);
    expect(schema.safeParse(values([...months(REPORT_MAX_PERIODS), '2020-01-15'])).success).toBe(true);
    const refused = schema.safeParse(values(months(REPORT_MAX_PERIODS + 1)));
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dates', VALIDATION_MESSAGES.exportDatesTooMany],
    ]);
  });
});
