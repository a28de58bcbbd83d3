import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiError } from '../errors';
import { readAttributes } from './attributes';
import { readQuery, wholeNumberParameter } from './query';
import { idFilter, readQueryFilters, wholeNumberFilter } from './query-filters';

const errorsOf = (read: () => unknown) => {
  try {
    read();
  } catch (error) {
    const { status, errors } = error as ApiError;
    return { status, errors: errors.map((e) => ({ detail: e.detail, source: e.source })) };
  }
  throw new Error('expected a refusal');
};

describe('readQueryFilters', () => {
  const filters = z
    .object({
      location_id: idFilter().optional(),
      year: wholeNumberFilter(1900, 9999),
      action: z
        .enum(['intake_outcome', 'services'], 'expected intake_outcome or services')
        .default('intake_outcome'),
    })
    .refine((f) => f.location_id !== undefined, { message: 'filter[location_id][eq] is needed here.' });

  it('reads eq values, with or without [eq], converted by the schema', () => {
    expect(readQueryFilters({ 'filter[location_id]': '7', 'filter[year][eq]': '2025' }, filters)).toEqual({
      location_id: 7,
      year: 2025,
      action: 'intake_outcome',
    });
  });

  it('names the parameter of an unknown filter or operator, a missing one and a refused value', () => {
    expect(errorsOf(() => readQueryFilters({ 'filter[colour][eq]': 'red' }, filters))).toEqual({
      status: 400,
      errors: [
        { detail: 'Unknown filter: filter[colour][eq].', source: { parameter: 'filter[colour][eq]' } },
      ],
    });
    expect(errorsOf(() => readQueryFilters({ 'filter[year][gt]': '1' }, filters)).errors[0]!.source).toEqual({
      parameter: 'filter[year][gt]',
    });
    expect(errorsOf(() => readQueryFilters({ 'filter[location_id]': '1' }, filters)).errors).toEqual([
      { detail: 'filter[year][eq] is required.', source: { parameter: 'filter[year][eq]' } },
    ]);
    expect(
      errorsOf(() => readQueryFilters({ 'filter[location_id]': '1', 'filter[year]': 'soon' }, filters))
        .errors,
    ).toEqual([
      {
        detail: 'Invalid value "soon" for filter[year][eq]: expected a whole number from 1900 to 9999.',
        source: { parameter: 'filter[year][eq]' },
      },
    ]);
    expect(errorsOf(() => readQueryFilters({ 'filter[year]': '2025' }, filters)).errors).toEqual([
      { detail: 'filter[location_id][eq] is needed here.', source: { parameter: 'filter' } },
    ]);
  });
});

describe('readQuery', () => {
  const query = z.object({
    year: wholeNumberParameter({
      min: 2000,
      max: 9999,
      digits: 4,
      invalid: 'Bad year.',
      required: 'No year.',
    }),
    month: wholeNumberParameter({ min: 1, max: 12, digits: 4, invalid: 'Bad month.' }),
  });

  it('reads the parameters, an absent or empty optional one as undefined', () => {
    expect(readQuery({ year: ' 2024 ', month: '' }, query)).toEqual({ year: 2024, month: undefined });
  });

  it('refuses each bad parameter once, naming it, with the schema text', () => {
    expect(errorsOf(() => readQuery({ month: '13' }, query))).toEqual({
      status: 400,
      errors: [
        { detail: 'No year.', source: { parameter: 'year' } },
        { detail: 'Bad month.', source: { parameter: 'month' } },
      ],
    });
    expect(errorsOf(() => readQuery({ year: ['2024', '2025'] }, query)).errors).toEqual([
      { detail: 'Bad year.', source: { parameter: 'year' } },
    ]);
  });
});

describe('readAttributes', () => {
  it('reads a command body as the JSON:API layer does, keys in camelCase; data.type may be left out', () => {
    expect(readAttributes({ data: { type: 'things', attributes: { full_name: 'A' } } }, 'things')).toEqual({
      fullName: 'A',
    });
    expect(readAttributes({ data: { attributes: { resource_id: 1 } } }, 'things')).toEqual({ resourceId: 1 });
    expect(readAttributes({ organization_id: 3 }, 'things', { topLevel: true })).toEqual({
      organizationId: 3,
    });
  });

  it("answers a malformed body with the layer's 400 and another type with its 409", () => {
    expect(errorsOf(() => readAttributes([], 'things'))).toEqual({
      status: 400,
      errors: [
        { detail: 'The request body must be a JSON:API document with a data object.', source: undefined },
      ],
    });
    expect(errorsOf(() => readAttributes({ data: { type: 'others' } }, 'things'))).toEqual({
      status: 409,
      errors: [{ detail: 'Expected data of type things, got others.', source: undefined }],
    });
    expect(errorsOf(() => readAttributes({ data: { attributes: 5 } }, 'things')).status).toBe(400);
  });
});
