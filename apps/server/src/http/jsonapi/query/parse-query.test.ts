import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { DEFAULT_PAGE_SIZE, parseQuery, splitValues } from './parse-query';

const detailOf = (query: Record<string, unknown>) => {
  try {
    parseQuery(query);
  } catch (error) {
    if (error instanceof ApiError)
      return { status: error.status, detail: error.errors[0]!.detail, source: error.errors[0]!.source };
    throw error;
  }
  throw new Error('expected a 400');
};

describe('parseQuery', () => {
  it('has defaults for everything', () => {
    expect(parseQuery({})).toEqual({
      filters: [],
      sort: [],
      page: { number: 1, size: DEFAULT_PAGE_SIZE },
      stats: { total: false },
      include: new Map(),
      fields: new Map(),
      extraFields: new Map(),
    });
  });

  it('reads filters with and without an operator, dotted paths, and repeated keys', () => {
    const { filters } = parseQuery({
      'filter[name][eq]': 'Alpha',
      'filter[status]': 'active,closed',
      'filter[coalition_memberships.status]': 'requested',
      'filter[a.b.c][gt]': ['1', '2'],
    });
    expect(filters).toEqual([
      { key: 'filter[name][eq]', path: [], name: 'name', operator: 'eq', texts: ['Alpha'] },
      { key: 'filter[status]', path: [], name: 'status', operator: undefined, texts: ['active,closed'] },
      {
        key: 'filter[coalition_memberships.status]',
        path: ['coalition_memberships'],
        name: 'status',
        operator: undefined,
        texts: ['requested'],
      },
      { key: 'filter[a.b.c][gt]', path: ['a', 'b'], name: 'c', operator: 'gt', texts: ['1', '2'] },
    ]);
  });

  it('reads sort keys with direction and path', () => {
    expect(parseQuery({ sort: 'name,-created_at, locations.name' }).sort).toEqual([
      { path: [], name: 'name', descending: false },
      { path: [], name: 'created_at', descending: true },
      { path: ['locations'], name: 'name', descending: false },
    ]);
    expect(parseQuery({ sort: '' }).sort).toEqual([]);
  });

  it('reads includes as a tree', () => {
    const { include } = parseQuery({ include: 'locations.animal_intakes,locations.us_county,coalitions' });
    expect(include).toEqual(
      new Map([
        [
          'locations',
          new Map([
            ['animal_intakes', new Map()],
            ['us_county', new Map()],
          ]),
        ],
        ['coalitions', new Map()],
      ]),
    );
  });

  it('reads paging: page[number]=0 is the first page, page[size]=0 asks for statistics only', () => {
    expect(parseQuery({ 'page[number]': '0' }).page).toEqual({ number: 1, size: 20 });
    expect(parseQuery({ 'page[number]': '3', 'page[size]': '1000' }).page).toEqual({ number: 3, size: 1000 });
    expect(parseQuery({ 'page[size]': '0' }).page.size).toBe(0);
    // The spec's screens send a bare page (000 §7, 001 §7): the page number, with the default size.
    expect(parseQuery({ page: '4' }).page).toEqual({ number: 4, size: 20 });
    expect(parseQuery({ page: '0', 'page[size]': '5' }).page).toEqual({ number: 1, size: 5 });
  });

  it('reads stats, fields and extra_fields', () => {
    const query = parseQuery({
      'stats[total]': 'count',
      'fields[locations]': 'name, city',
      'extra_fields[locations]': 'us_county_name',
    });
    expect(query.stats).toEqual({ total: true });
    expect(query.fields).toEqual(new Map([['locations', ['name', 'city']]]));
    expect(query.extraFields).toEqual(new Map([['locations', ['us_county_name']]]));
  });

  it('ignores parameters outside the JSON:API families', () => {
    expect(parseQuery({ locationId: '5', orgId: '3', page: '2' }).filters).toEqual([]);
  });

  it('reads the plain parameters a route names as filters, naming them as sent', () => {
    const query = parseQuery({ locationId: '5', search: 'x', other: '1' }, { locationId: 'location_id' });
    expect(query.filters).toEqual([
      { key: 'locationId', path: [], name: 'location_id', operator: undefined, texts: ['5'] },
    ]);
  });

  it('limits includes to 3 relationships a path and 10 distinct paths', () => {
    expect(() => parseQuery({ include: 'a.b.c' })).not.toThrow();
    expect(() => parseQuery({ include: 'a.b.c.d' })).toThrow(
      'Include a.b.c.d is 4 relationships deep; at most 3 are allowed.',
    );
    const ten = Array.from({ length: 10 }, (_, i) => `r${i}`);
    expect(() => parseQuery({ include: [...ten, ...ten].join(',') })).not.toThrow();
    expect(() => parseQuery({ include: [...ten, 'r10'].join(',') })).toThrow(
      'include names 11 paths; at most 10 are allowed.',
    );
  });

  it.each([
    [{ 'page[size]': '1001' }, 'page[size] must be at most 1000.'],
    [{ page: 'two' }, 'page must be a whole number from 1 to 1000000000.'],
    [{ page: '2', 'page[number]': '3' }, 'Send page or page[number], not both.'],
    [{ 'page[size]': '-5' }, 'page[size] must be a whole number from 0 to 1000.'],
    [{ 'page[size]': '2.5' }, 'page[size] must be a whole number from 0 to 1000.'],
    [{ 'page[number]': '-1' }, 'page[number] must be a whole number from 1 to 1000000000.'],
    [{ 'page[number]': '1e9' }, 'page[number] must be a whole number from 1 to 1000000000.'],
    [{ 'page[number]': '99999999999' }, 'page[number] must be a whole number from 1 to 1000000000.'],
    [{ 'page[limit]': '5' }, 'Unknown page parameter: page[limit] (use page[number] and page[size]).'],
    [{ 'stats[total]': 'sum' }, 'Unsupported statistic: stats[total]=sum (only stats[total]=count).'],
    [{ 'filter[name][eq][deep]': 'x' }, 'Malformed query parameter: filter[name][eq][deep].'],
    [{ 'filter[]': 'x' }, 'Malformed query parameter: filter[].'],
    [{ 'fields[locations][x]': 'x' }, 'Malformed query parameter: fields[locations][x].'],
    [{ 'filter[a..b]': 'x' }, 'Unknown filter: filter[a..b].'],
    [{ include: 'locations..us_county' }, 'Unknown include: locations..us_county.'],
    [{ sort: '-' }, 'Unknown sort: -.'],
  ])('answers %j with a 400 naming it', (query, detail) => {
    expect(detailOf(query)).toMatchObject({ status: 400, detail });
  });

  it('names the parameter in source.parameter', () => {
    expect(detailOf({ 'page[size]': '5000' }).source).toEqual({ parameter: 'page[size]' });
  });
});

describe('splitValues', () => {
  it('splits on commas and keeps {{ }} groups whole', () => {
    expect(splitValues('a,b')).toEqual(['a', 'b']);
    expect(splitValues('a,,b')).toEqual(['a', 'b']);
    expect(splitValues('{{Smith, John}},Doe')).toEqual(['Smith, John', 'Doe']);
    expect(splitValues('')).toEqual([]);
  });
});
