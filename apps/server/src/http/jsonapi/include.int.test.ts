import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addContributor,
  countyId,
  createCoalition,
  createIntake,
  createLocation,
  createOrganization,
} from '../../../test/support/factories';
import { createJsonApiTestApp, type JsonApiTestApp } from '../../../test/support/jsonapi-app';

type ResourceObject = {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: unknown }>;
};
type Document = {
  data: ResourceObject | ResourceObject[];
  included: ResourceObject[];
  meta: Record<string, unknown>;
};

describe('JSON:API includes', () => {
  let t: JsonApiTestApp;
  const org: Record<string, number> = {};
  const coalition: Record<string, number> = {};
  let travis = 0;
  let harris = 0;

  beforeAll(async () => {
    t = await createJsonApiTestApp();
    travis = await countyId(t.db, '48453');
    harris = await countyId(t.db, '48201');
    coalition.texas = (await createCoalition(t.db, { name: 'Texas Coalition' })).id;
    coalition.west = (await createCoalition(t.db, { name: 'West Coalition' })).id;
    for (const name of ['Austin Pets', 'Houston Humane', 'Dallas Rescue']) {
      const { id } = await createOrganization(t.db, { name });
      org[name] = id;
    }
    const austinMain = await createLocation(t.db, org['Austin Pets']!, {
      name: 'Austin Main',
      usCountyId: travis,
      primary: true,
    });
    const austinNorth = await createLocation(t.db, org['Austin Pets']!, {
      name: 'Austin North',
      usCountyId: travis,
    });
    const houston = await createLocation(t.db, org['Houston Humane']!, {
      name: 'Houston Central',
      usCountyId: harris,
    });
    for (const location of [austinMain, austinNorth, houston]) {
      await createIntake(t.db, location, { species: 'canine', year: 2023 });
      await createIntake(t.db, location, { species: 'canine', year: 2024 });
      await createIntake(t.db, location, { species: 'feline', year: 2024 });
    }
    await addContributor(t.db, coalition.texas!, org['Austin Pets']!, { status: 'active' });
    await addContributor(t.db, coalition.texas!, org['Houston Humane']!, { status: 'requested' });
    await addContributor(t.db, coalition.west!, org['Austin Pets']!, { status: 'requested' });
  });
  afterAll(() => t.close());

  const get = async (url: string, as = 'admin'): Promise<Document> => {
    const response = await t.request({ method: 'GET', url: `/test/v1/${url}`, as });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const byName = (doc: Document, name: string) =>
    (doc.data as ResourceObject[]).find((r) => r.attributes.name === name)!;
  const includedOf = (doc: Document, type: string) => doc.included.filter((r) => r.type === type);

  it('loads nested includes with one query per relationship and level, whatever the number of rows', async () => {
    const url =
      'organizations?include=locations.animal_intakes,locations.us_county,coalition_memberships.coalition';
    t.resetQueries();
    const doc = await get(url);
    // organizations, locations, animal_intakes, us_counties, coalition_memberships, coalitions
    expect(t.queries).toHaveLength(6);
    expect(includedOf(doc, 'locations')).toHaveLength(3);
    expect(includedOf(doc, 'animal_intakes')).toHaveLength(9);
    expect(includedOf(doc, 'coalition_memberships')).toHaveLength(3);

    for (let i = 0; i < 5; i++) {
      const { id } = await createOrganization(t.db, { name: `More ${i}` });
      const location = await createLocation(t.db, id, { usCountyId: harris });
      await createIntake(t.db, location);
    }
    t.resetQueries();
    const bigger = await get(`${url}&page[size]=100`);
    expect(t.queries).toHaveLength(6);
    expect(includedOf(bigger, 'animal_intakes')).toHaveLength(14);
  });

  it('renders linkage for included relationships and each included record once', async () => {
    const doc = await get('organizations?include=locations.us_county&filter[name]=Austin Pets');
    const austin = byName(doc, 'Austin Pets');
    const locationIds = includedOf(doc, 'locations').map((l) => l.id);
    expect(austin.relationships!.locations!.data).toEqual(
      locationIds.map((id) => ({ type: 'locations', id })),
    );
    // Both Austin locations are in Travis county: the county is included once, linked from both.
    const counties = includedOf(doc, 'us_counties');
    expect(counties).toEqual([
      expect.objectContaining({
        id: String(travis),
        attributes: { name: 'Travis County', us_state: 'TX', fips_code: '48453' },
      }),
    ]);
    for (const location of includedOf(doc, 'locations')) {
      expect(location.relationships!.us_county!.data).toEqual({ type: 'us_counties', id: String(travis) });
    }
    const keys = doc.included.map((r) => `${r.type}:${r.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('links a missing belongs_to as null and an empty to-many as []', async () => {
    const dallas = await get(`organizations/${org['Dallas Rescue']}?include=locations,primary_location`);
    expect((dallas.data as ResourceObject).relationships).toEqual({
      locations: { data: [] },
      primary_location: { data: null },
    });
    const { id } = await createLocation(t.db, org['Dallas Rescue']!, { name: 'No County' });
    const location = await get(`locations/${id}?include=us_county,organization`);
    expect((location.data as ResourceObject).relationships).toEqual({
      us_county: { data: null },
      organization: { data: { type: 'organizations', id: String(org['Dallas Rescue']) } },
    });
  });

  it('loads has_one, many_to_many through a join table, and custom loaders', async () => {
    const doc = await get(
      'organizations?include=primary_location,coalitions,us_counties&filter[name]=Austin Pets,Houston Humane',
    );
    const austin = byName(doc, 'Austin Pets');
    const houston = byName(doc, 'Houston Humane');
    const primary = includedOf(doc, 'locations');
    expect(primary.map((l) => l.attributes.name)).toEqual(['Austin Main']);
    expect(austin.relationships!.primary_location!.data).toEqual({ type: 'locations', id: primary[0]!.id });
    expect(houston.relationships!.primary_location!.data).toBeNull();
    expect(austin.relationships!.coalitions!.data).toEqual(
      expect.arrayContaining([
        { type: 'coalitions', id: String(coalition.texas) },
        { type: 'coalitions', id: String(coalition.west) },
      ]),
    );
    expect(houston.relationships!.coalitions!.data).toEqual([
      { type: 'coalitions', id: String(coalition.texas) },
    ]);
    expect(includedOf(doc, 'coalitions')).toHaveLength(2);
    expect(austin.relationships!.us_counties!.data).toEqual([{ type: 'us_counties', id: String(travis) }]);
    expect(houston.relationships!.us_counties!.data).toEqual([{ type: 'us_counties', id: String(harris) }]);
  });

  it('applies a dotted filter to the included records, not to the primary ones', async () => {
    const doc = await get(
      `coalitions/${coalition.texas}?include=coalition_memberships&filter[coalition_memberships.status]=requested&filter[coalition_memberships.status_actor]=Organization`,
    );
    const memberships = includedOf(doc, 'coalition_memberships');
    expect(memberships.map((m) => m.attributes.status)).toEqual(['requested']);
    expect(memberships[0]!.attributes.organization_id).toBe(org['Houston Humane']);
    expect((doc.data as ResourceObject).attributes.name).toBe('Texas Coalition');
  });

  it('applies dotted filters at any depth, with operators', async () => {
    const doc = await get(
      'organizations?filter[name]=Austin Pets&include=locations.animal_intakes&filter[locations.animal_intakes.year_of_record][eq]=2024&filter[locations.animal_intakes.species][not_eq]=feline&filter[locations.name][prefix]=austin m',
    );
    expect(includedOf(doc, 'locations').map((l) => l.attributes.name)).toEqual(['Austin Main']);
    const intakes = includedOf(doc, 'animal_intakes');
    expect(intakes.map((i) => [i.attributes.species, i.attributes.year_of_record])).toEqual([
      ['canine', 2024],
    ]);
  });

  it('ignores a dotted filter whose relationship is not included, after checking its names', async () => {
    const doc = await get(
      'organizations?filter[coalition_memberships.status]=requested&filter[name]=Dallas Rescue',
    );
    expect((doc.data as ResourceObject[]).map((o) => o.attributes.name)).toEqual(['Dallas Rescue']);
    const bad = await t.request({
      method: 'GET',
      url: '/test/v1/organizations?filter[coalition_memberships.nope]=x',
      as: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].detail).toBe('Unknown filter: filter[coalition_memberships.nope].');
  });

  it('sorts included records by a dotted sort', async () => {
    const doc = await get(`organizations/${org['Austin Pets']}?include=locations&sort=-locations.name`);
    expect(includedOf(doc, 'locations').map((l) => l.attributes.name)).toEqual([
      'Austin North',
      'Austin Main',
    ]);
  });

  it('applies fields and extra_fields to included records of that type', async () => {
    const doc = await get(
      `organizations/${org['Houston Humane']}?include=locations&fields[locations]=name&extra_fields[locations]=us_county_name&fields[organizations]=name`,
    );
    expect((doc.data as ResourceObject).attributes).toEqual({ name: 'Houston Humane' });
    expect(includedOf(doc, 'locations')[0]!.attributes).toEqual({
      name: 'Houston Central',
      us_county_name: 'Harris County',
    });
  });

  it('limits included records to the related resource scope', async () => {
    const doc = await get(
      `coalitions/${coalition.texas}?include=coalition_memberships`,
      `viewer:${org['Austin Pets']}`,
    );
    expect(includedOf(doc, 'coalition_memberships').map((m) => m.attributes.organization_id)).toEqual([
      org['Austin Pets'],
    ]);
    const anonymous = await get(`coalitions/${coalition.texas}?include=coalition_memberships`, '');
    expect(anonymous.included).toEqual([]);
    expect((anonymous.data as ResourceObject).relationships).toEqual({ coalition_memberships: { data: [] } });
  });

  it('counts with stats[total]=count in one more query', async () => {
    t.resetQueries();
    const doc = await get('organizations?include=locations&stats[total]=count&page[size]=2');
    expect(t.queries).toHaveLength(3);
    expect(doc.meta).toEqual({ stats: { total: { count: 8 } } });
  });
});
