import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from '../../../test/support/factories';
import { createJsonApiTestApp, type JsonApiTestApp } from '../../../test/support/jsonapi-app';

type Resource = {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  meta?: Record<string, unknown>;
};

describe('JSON:API reads: filters, sort, paging, stats, fieldsets', () => {
  let t: JsonApiTestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createJsonApiTestApp();
    const rows = [
      {
        name: 'Alpha Rescue',
        ein: '11-111',
        status: 'confirmed',
        animalSpecies: ['canine', 'feline'],
        communicationsOptIn: true,
        incorporatedOn: '2001-05-01',
        authorizedAt: new Date('2024-01-10T12:00:00Z'),
      },
      {
        name: 'beta shelter',
        ein: '22-222',
        status: 'confirmed',
        animalSpecies: ['feline'],
        communicationsOptIn: false,
        incorporatedOn: '2010-01-15',
        authorizedAt: new Date('2024-03-01T08:30:00Z'),
      },
      {
        name: 'Gamma Humane',
        ein: '33-333',
        status: 'closed',
        animalSpecies: ['rabbit'],
        communicationsOptIn: true,
        incorporatedOn: null,
        authorizedAt: null,
      },
      {
        name: 'Delta 100% Pets_',
        ein: '44-444',
        status: 'registered',
        animalSpecies: [],
        communicationsOptIn: true,
        incorporatedOn: '2020-12-31',
        authorizedAt: null,
      },
    ];
    for (const row of rows) ids[row.name] = (await createOrganization(t.db, row)).id;
    await createLocation(t.db, ids['Alpha Rescue']!, { usState: 'TX' });
    await createLocation(t.db, ids['Alpha Rescue']!, { usState: 'CA' });
    await createLocation(t.db, ids['beta shelter']!, { usState: 'TX' });
  });
  afterAll(() => t.close());

  const list = async (query: string, as = 'admin') => {
    const response = await t.request({ method: 'GET', url: `/test/v1/organizations?${query}`, as });
    return { status: response.statusCode, body: response.json() };
  };
  const names = async (query: string, as = 'admin') => {
    const { status, body } = await list(query, as);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.data as Resource[]).map((r) => r.attributes.name);
  };
  const error = async (query: string) => {
    const { status, body } = await list(query);
    return { status, detail: body.errors?.[0]?.detail as string };
  };

  it('renders string ids, the type, declared attributes only, and an empty meta', async () => {
    const { body } = await list('filter[name]=Alpha Rescue');
    expect(body.meta).toEqual({});
    expect(body.included).toEqual([]);
    const [alpha] = body.data as Resource[];
    expect(alpha!.id).toBe(String(ids['Alpha Rescue']));
    expect(alpha!.type).toBe('organizations');
    expect(alpha!.attributes).toEqual({
      name: 'Alpha Rescue',
      country: 'United States',
      status: 'confirmed',
      ein: '11-111',
      animal_species: ['canine', 'feline'],
      communications_opt_in: true,
      incorporated_on: '2001-05-01',
      authorized_at: '2024-01-10T12:00:00.000Z',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      locations_count: 2,
    });
    expect(alpha!.attributes).not.toHaveProperty('authorization_token_hash');
    expect(alpha!.meta).toEqual({ can_update: true });
  });

  describe('string operators', () => {
    it('eq ignores case, eql does not, and a bare filter means eq', async () => {
      expect(await names('filter[name][eq]=BETA SHELTER')).toEqual(['beta shelter']);
      expect(await names('filter[name]=beta Shelter')).toEqual(['beta shelter']);
      expect(await names('filter[name][eql]=BETA SHELTER')).toEqual([]);
      expect(await names('filter[name][eql]=beta shelter')).toEqual(['beta shelter']);
    });
    it('comma-separated values mean any of; not_eq means none of', async () => {
      expect(await names('filter[name][eq]=alpha rescue,GAMMA HUMANE')).toEqual([
        'Alpha Rescue',
        'Gamma Humane',
      ]);
      expect(await names('filter[status][not_eq]=closed,registered')).toEqual([
        'Alpha Rescue',
        'beta shelter',
      ]);
      expect(await names('filter[name][not_eql]=Alpha Rescue')).toEqual([
        'beta shelter',
        'Delta 100% Pets_',
        'Gamma Humane',
      ]);
    });
    it('prefix, suffix and match are case-insensitive and treat % and _ literally', async () => {
      expect(await names('filter[name][prefix]=al')).toEqual(['Alpha Rescue']);
      expect(await names('filter[name][suffix]=SHELTER')).toEqual(['beta shelter']);
      expect(await names('filter[name][match]=hum')).toEqual(['Gamma Humane']);
      expect(await names('filter[name][match]=100%')).toEqual(['Delta 100% Pets_']);
      expect(await names('filter[name][match]=%')).toEqual(['Delta 100% Pets_']);
      expect(await names('filter[name][suffix]=_')).toEqual(['Delta 100% Pets_']);
      expect(await names('filter[name][not_match]=a')).toEqual([]);
      expect(await names('filter[ein][prefix]=11,33')).toEqual(['Alpha Rescue', 'Gamma Humane']);
    });
    it('keeps a comma inside {{ }} as part of one value', async () => {
      expect(await names('filter[name][eq]={{Alpha Rescue,beta shelter}}')).toEqual([]);
    });
    it('answers SQL-looking values as plain text', async () => {
      expect(await names(`filter[name]=${encodeURIComponent("x' or '1'='1")}`)).toEqual([]);
      expect(
        await names(`filter[name][match]=${encodeURIComponent("'; drop table organizations; --")}`),
      ).toEqual([]);
      expect(await names('filter[name]=Alpha Rescue')).toEqual(['Alpha Rescue']);
    });
  });

  describe('typed operators', () => {
    it('integer: eq, not_eq, gt, gte, lt, lte on a column and on a computed attribute', async () => {
      const alpha = ids['Alpha Rescue']!;
      expect(await names(`filter[id][eq]=${alpha}`)).toEqual(['Alpha Rescue']);
      expect(await names(`filter[id][not_eq]=${alpha}`)).toHaveLength(3);
      expect(await names(`filter[id][gt]=${alpha}`)).toEqual([
        'beta shelter',
        'Delta 100% Pets_',
        'Gamma Humane',
      ]);
      expect(await names(`filter[id][gte]=${ids['Gamma Humane']}`)).toEqual([
        'Delta 100% Pets_',
        'Gamma Humane',
      ]);
      expect(await names(`filter[id][lt]=${ids['beta shelter']}`)).toEqual(['Alpha Rescue']);
      expect(await names(`filter[id][lte]=${ids['beta shelter']}`)).toEqual(['Alpha Rescue', 'beta shelter']);
      expect(await names('filter[locations_count][gte]=1')).toEqual(['Alpha Rescue', 'beta shelter']);
      expect(await names('filter[locations_count]=0')).toEqual(['Delta 100% Pets_', 'Gamma Humane']);
      expect(await names('filter[locations_count][lt]=2')).toEqual([
        'beta shelter',
        'Delta 100% Pets_',
        'Gamma Humane',
      ]);
    });
    it('boolean', async () => {
      expect(await names('filter[communications_opt_in]=false')).toEqual(['beta shelter']);
      expect(await names('filter[communications_opt_in][eq]=TRUE')).toHaveLength(3);
    });
    it('date and datetime comparisons', async () => {
      expect(await names('filter[incorporated_on][gte]=2010-01-15')).toEqual([
        'beta shelter',
        'Delta 100% Pets_',
      ]);
      expect(await names('filter[incorporated_on][lt]=2010-01-15')).toEqual(['Alpha Rescue']);
      expect(await names('filter[incorporated_on]=2020-12-31')).toEqual(['Delta 100% Pets_']);
      expect(await names('filter[authorized_at][gt]=2024-02-01T00:00:00Z')).toEqual(['beta shelter']);
      expect(await names('filter[authorized_at][lte]=2024-01-10T12:00:00Z')).toEqual(['Alpha Rescue']);
      expect(await names('filter[authorized_at][eq]=2024-03-01T09:30:00%2B01:00')).toEqual(['beta shelter']);
    });
    it('string arrays: eq means contains any of, not_eq none of', async () => {
      expect(await names('filter[animal_species]=feline')).toEqual(['Alpha Rescue', 'beta shelter']);
      expect(await names('filter[animal_species]=rabbit,canine')).toEqual(['Alpha Rescue', 'Gamma Humane']);
      expect(await names('filter[animal_species][not_eq]=feline')).toEqual([
        'Delta 100% Pets_',
        'Gamma Humane',
      ]);
    });
    it('named filters build their own SQL from the values', async () => {
      expect(await names('filter[search]=RESCUE')).toEqual(['Alpha Rescue']);
      expect(await names('filter[search]=33-333')).toEqual(['Gamma Humane']);
      expect(await names('filter[search]=')).toHaveLength(4);
    });
    it('several filters combine with AND', async () => {
      expect(await names('filter[status]=confirmed&filter[communications_opt_in]=true')).toEqual([
        'Alpha Rescue',
      ]);
    });
  });

  describe('sorting', () => {
    it('sorts names case-insensitively, descending with -, and by several keys', async () => {
      expect(await names('sort=name')).toEqual([
        'Alpha Rescue',
        'beta shelter',
        'Delta 100% Pets_',
        'Gamma Humane',
      ]);
      expect(await names('sort=-name')).toEqual([
        'Gamma Humane',
        'Delta 100% Pets_',
        'beta shelter',
        'Alpha Rescue',
      ]);
      expect(await names('sort=status,-name')).toEqual([
        'Gamma Humane',
        'beta shelter',
        'Alpha Rescue',
        'Delta 100% Pets_',
      ]);
      expect(await names('sort=-locations_count,name')).toEqual([
        'Alpha Rescue',
        'beta shelter',
        'Delta 100% Pets_',
        'Gamma Humane',
      ]);
      expect(await names('sort=-id')).toEqual([
        'Delta 100% Pets_',
        'Gamma Humane',
        'beta shelter',
        'Alpha Rescue',
      ]);
    });
  });

  describe('paging and stats', () => {
    it('pages with page[number] and page[size]; page[number]=0 is the first page', async () => {
      expect(await names('page[size]=2')).toEqual(['Alpha Rescue', 'beta shelter']);
      expect(await names('page[size]=2&page[number]=2')).toEqual(['Delta 100% Pets_', 'Gamma Humane']);
      expect(await names('page[size]=2&page[number]=3')).toEqual([]);
      expect(await names('page[size]=3&page[number]=0')).toEqual([
        'Alpha Rescue',
        'beta shelter',
        'Delta 100% Pets_',
      ]);
      expect(await names('page[size]=1000')).toHaveLength(4);
    });
    it('answers stats[total]=count with the filtered total, whatever the page', async () => {
      const { body } = await list('stats[total]=count&page[size]=1&filter[status]=confirmed');
      expect(body.data).toHaveLength(1);
      expect(body.meta).toEqual({ stats: { total: { count: 2 } } });
      const countOnly = await list('stats[total]=count&page[size]=0');
      expect(countOnly.body.data).toEqual([]);
      expect(countOnly.body.meta.stats.total.count).toBe(4);
    });
    it('defaults to 20 records a page', async () => {
      for (let i = 0; i < 20; i++)
        await createOrganization(t.db, { name: `Zz ${String(i).padStart(2, '0')}`, status: 'paging' });
      const { body } = await list('filter[status]=paging,confirmed&stats[total]=count');
      expect(body.data).toHaveLength(20);
      expect(body.meta.stats.total.count).toBe(22);
    });
  });

  describe('fieldsets', () => {
    it('fields[type] renders only the named attributes', async () => {
      const { body } = await list('fields[organizations]=name,status&filter[name]=Alpha Rescue');
      expect(body.data[0].attributes).toEqual({ name: 'Alpha Rescue', status: 'confirmed' });
    });
    it('extra_fields[type] adds a computed attribute only when asked', async () => {
      const plain = await list('filter[name]=Alpha Rescue');
      expect(plain.body.data[0].attributes).not.toHaveProperty('locations_us_states');
      const extra = await list('filter[name]=Alpha Rescue&extra_fields[organizations]=locations_us_states');
      expect(extra.body.data[0].attributes.locations_us_states).toEqual(['CA', 'TX']);
    });
  });

  describe('scope', () => {
    it('limits the list to what the requester may see, and nothing for an anonymous requester', async () => {
      expect(await names('', `viewer:${ids['beta shelter']}`)).toEqual(['beta shelter']);
      const anonymous = await t.request({ method: 'GET', url: '/test/v1/organizations?stats[total]=count' });
      expect(anonymous.json()).toEqual({ data: [], included: [], meta: { stats: { total: { count: 0 } } } });
    });
    it('answers a record outside the scope, an unknown id and a malformed id with 404', async () => {
      const as = `viewer:${ids['beta shelter']}`;
      const visible = await t.request({
        method: 'GET',
        url: `/test/v1/organizations/${ids['beta shelter']}`,
        as,
      });
      expect(visible.statusCode).toBe(200);
      expect(visible.json().data.attributes.name).toBe('beta shelter');
      for (const id of [ids['Alpha Rescue'], 999999, 'abc', '99999999999999999999', '1.5', '-1']) {
        const response = await t.request({ method: 'GET', url: `/test/v1/organizations/${id}`, as });
        expect(response.statusCode, String(id)).toBe(404);
        expect(response.json().errors[0].title).toBe('Not Found');
      }
    });
  });

  it('applies plain filters to a show too: a record they exclude is a 404', async () => {
    const url = `/test/v1/organizations/${ids['Gamma Humane']}`;
    expect(
      (await t.request({ method: 'GET', url: `${url}?filter[status]=closed`, as: 'admin' })).statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `${url}?filter[status]=confirmed`, as: 'admin' })).statusCode,
    ).toBe(404);
  });

  describe('bad queries are 400s naming the offender', () => {
    it.each([
      ['filter[nope]=1', 'Unknown filter: filter[nope].'],
      ['filter[country][prefix]=Uni', 'Unsupported operator "prefix" in filter[country][prefix] (use eq).'],
      [
        'filter[name][gt]=a',
        'Unsupported operator "gt" in filter[name][gt] (use eq, not_eq, eql, not_eql, prefix, not_prefix, suffix, not_suffix, match, not_match).',
      ],
      [
        'filter[id][eq]=abc',
        'Invalid value "abc" for filter[id][eq]: expected a whole number between -2147483648 and 2147483647.',
      ],
      [
        'filter[id]=1,x',
        'Invalid value "x" for filter[id]: expected a whole number between -2147483648 and 2147483647.',
      ],
      [
        'filter[id]=99999999999',
        'Invalid value "99999999999" for filter[id]: expected a whole number between -2147483648 and 2147483647.',
      ],
      [
        'filter[communications_opt_in]=yes',
        'Invalid value "yes" for filter[communications_opt_in]: expected true or false.',
      ],
      [
        'filter[incorporated_on]=2024-02-30',
        'Invalid value "2024-02-30" for filter[incorporated_on]: expected a date (YYYY-MM-DD).',
      ],
      [
        'filter[authorized_at][gt]=yesterday',
        'Invalid value "yesterday" for filter[authorized_at][gt]: expected a date and time in ISO 8601 (e.g. 2024-05-31T14:00:00Z).',
      ],
      [
        'filter[created_at][gt]=2024-01-01T00:00:00Z&filter[name]=a%00b',
        'Invalid value "a\\u0000b" for filter[name]: expected text without NUL characters.',
      ],
      ['filter[locations.nope]=1', 'Unknown filter: filter[locations.nope].'],
      ['filter[nope.name]=1', 'Unknown filter: filter[nope.name].'],
      ['filter[name][eq][x]=1', 'Malformed query parameter: filter[name][eq][x].'],
      ['sort=nope', 'Unknown sort: nope.'],
      ['sort=name,-ein', 'Sorting by ein is not supported.'],
      ['sort=locations.name', 'Sort locations.name needs include=locations.'],
      ['include=nope', 'Unknown include: nope.'],
      ['include=locations.nope', 'Unknown include: locations.nope.'],
      ['fields[organizations]=name,nope', 'Unknown field "nope" in fields[organizations].'],
      ['fields[nope]=name', 'Unknown type in fields[nope].'],
      ['extra_fields[organizations]=nope', 'Unknown extra field "nope" in extra_fields[organizations].'],
      ['extra_fields[organizations]=name', 'Unknown extra field "name" in extra_fields[organizations].'],
      ['page[size]=1001', 'page[size] must be at most 1000.'],
      ['page[size]=-1', 'page[size] must be a whole number from 0 to 1000.'],
      ['page[number]=abc', 'page[number] must be a whole number from 1 to 1000000000.'],
      ['page[offset]=3', 'Unknown page parameter: page[offset] (use page[number] and page[size]).'],
      ['stats[total]=sum', 'Unsupported statistic: stats[total]=sum (only stats[total]=count).'],
      ['stats[name]=count', 'Unsupported statistic: stats[name]=count (only stats[total]=count).'],
    ])('%s', async (query, detail) => {
      expect(await error(query)).toEqual({ status: 400, detail });
    });
  });
});
