import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countyId, createIntake, createLocation, createOrganization } from '../../../test/support/factories';
import { createJsonApiTestApp, type JsonApiTestApp } from '../../../test/support/jsonapi-app';
import { animalIntakes, locations, organizations } from '../../db/schema/index';

type ResourceObject = { id: string; type: string; 'temp-id'?: string; attributes: Record<string, unknown> };

describe('JSON:API sideposting', () => {
  let t: JsonApiTestApp;
  let mine: { id: number };
  let other: { id: number };
  let location: { id: number; organizationId: number; name: string };
  let as: string;

  beforeAll(async () => {
    t = await createJsonApiTestApp();
    mine = await createOrganization(t.db, { name: 'Mine' });
    other = await createOrganization(t.db, { name: 'Other' });
    as = `manager:${mine.id}`;
  });
  beforeEach(async () => {
    location = await createLocation(t.db, mine.id, { name: 'Main' });
  });
  afterAll(() => t.close());

  const patchLocation = (body: Record<string, unknown>, who = as, id = location.id) =>
    t.request({
      method: 'PATCH',
      url: `/test/v1/locations/${id}`,
      as: who,
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify(body),
    });
  /** The spec's "add or remove species" request: included records carry location, species, month and year. */
  const speciesChange = (
    entries: unknown[],
    included: unknown[],
    attributes: Record<string, unknown> = {},
  ) => ({
    data: {
      id: String(location.id),
      type: 'locations',
      attributes,
      relationships: { animal_intakes: { data: entries } },
    },
    included,
  });
  const newIntake = (tempId: string, species: string, extra: Record<string, unknown> = {}) => ({
    type: 'animal_intakes',
    'temp-id': tempId,
    attributes: { location_id: location.id, species, month_of_record: 4, year_of_record: 2024, ...extra },
  });
  const intakesOf = async (locationId = location.id) =>
    (await t.db.select().from(animalIntakes).where(eq(animalIntakes.locationId, locationId)))
      .map((r) => r.species)
      .sort();
  const locationName = async () =>
    (await t.db.select().from(locations).where(eq(locations.id, location.id)))[0]?.name;

  it('creates and destroys related records in one request, echoing temp-ids', async () => {
    const old = await createIntake(t.db, location, { species: 'canine', year: 2024, month: 4 });
    const response = await patchLocation(
      speciesChange(
        [
          { type: 'animal_intakes', 'temp-id': 'a1', method: 'create' },
          { type: 'animal_intakes', 'temp-id': 'a2', method: 'create' },
          { type: 'animal_intakes', id: String(old.id), method: 'destroy' },
        ],
        [newIntake('a1', 'feline'), newIntake('a2', 'rabbit')],
        { name: 'Main renamed' },
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.attributes.name).toBe('Main renamed');
    const created = body.included as ResourceObject[];
    expect(created.map((r) => [r.type, r['temp-id'], r.attributes.species])).toEqual([
      ['animal_intakes', 'a1', 'feline'],
      ['animal_intakes', 'a2', 'rabbit'],
    ]);
    expect(body.data.relationships.animal_intakes.data).toEqual(
      created.map((r) => ({ type: 'animal_intakes', id: r.id })),
    );
    // The foreign key comes from the parent; the resource's own hook derived the organization.
    expect(created.map((r) => [r.attributes.location_id, r.attributes.organization_id])).toEqual([
      [location.id, mine.id],
      [location.id, mine.id],
    ]);
    expect(await intakesOf()).toEqual(['feline', 'rabbit']);
    expect(await locationName()).toBe('Main renamed');
  });

  describe('all or nothing', () => {
    const attempt = async (entries: unknown[], included: unknown[], status: number) => {
      const old = await createIntake(t.db, location, { species: 'canine', year: 2024, month: 4 });
      const response = await patchLocation(
        speciesChange(
          [{ type: 'animal_intakes', id: String(old.id), method: 'destroy' }, ...entries],
          included,
          { name: 'Changed' },
        ),
      );
      expect(response.statusCode, response.body).toBe(status);
      expect(await intakesOf()).toEqual(['canine']);
      expect(await locationName()).toBe('Main');
      return response.json().errors;
    };

    it('stores nothing when one sideposted record fails its checks, pointing at the included entry', async () => {
      const errors = await attempt(
        [
          { type: 'animal_intakes', 'temp-id': 'ok', method: 'create' },
          { type: 'animal_intakes', 'temp-id': 'bad', method: 'create' },
        ],
        [newIntake('ok', 'feline'), newIntake('bad', 'rabbit', { month_of_record: 13 })],
        422,
      );
      expect(errors).toEqual([
        expect.objectContaining({
          detail: 'Month must be between 1 and 12',
          source: { pointer: '/included/1/attributes/month_of_record' },
        }),
      ]);
    });

    it('stores nothing when the database refuses one record (a species twice)', async () => {
      const errors = await attempt(
        [
          { type: 'animal_intakes', 'temp-id': 'x', method: 'create' },
          { type: 'animal_intakes', 'temp-id': 'y', method: 'create' },
        ],
        [newIntake('x', 'feline'), newIntake('y', 'feline')],
        422,
      );
      expect(errors[0].detail).toBe(
        'A record with the same location_id, year_of_record, month_of_record, species already exists.',
      );
      expect(errors[0].source.pointer).toBe('/included/1');
      expect(errors[0].code).toBe('taken');
    });

    it('stores nothing when a sideposted record is not related to the parent', async () => {
      const elsewhere = await createLocation(t.db, mine.id);
      const foreign = await createIntake(t.db, elsewhere, { species: 'rabbit' });
      const errors = await attempt(
        [{ type: 'animal_intakes', id: String(foreign.id), method: 'destroy' }],
        [],
        404,
      );
      expect(errors[0].detail).toBe(
        `animal_intakes ${foreign.id} is not related to this record through animal_intakes.`,
      );
      expect(await intakesOf(elsewhere.id)).toEqual(['rabbit']);
    });

    it('stores nothing when a sideposted write is refused by its own resource', async () => {
      const errors = await attempt([{ type: 'animal_intakes', id: '999999', method: 'destroy' }], [], 404);
      expect(errors[0].title).toBe('Not Found');
    });

    it('answers malformed relationship entries with 400', async () => {
      const cases: Array<[unknown[], unknown[], string]> = [
        [
          [{ type: 'animal_intakes', 'temp-id': 'zz', method: 'create' }],
          [],
          'No included animal_intakes record with temp-id zz.',
        ],
        [
          [{ type: 'animal_intakes', id: '1', method: 'explode' }],
          [],
          '/data/relationships/animal_intakes/data/1/method must be one of create, update, destroy, disassociate.',
        ],
        [
          [{ type: 'locations', id: '1', method: 'destroy' }],
          [],
          'Expected type animal_intakes in /data/relationships/animal_intakes/data/1.',
        ],
        [
          [{ type: 'animal_intakes', method: 'destroy' }],
          [],
          '/data/relationships/animal_intakes/data/1/id is required for method destroy.',
        ],
        [['nope'], [], '/data/relationships/animal_intakes/data/1 must be a resource identifier.'],
      ];
      for (const [entries, included, detail] of cases) {
        const errors = await attempt(entries, included, 400);
        expect(errors[0].detail).toBe(detail);
        await t.db.delete(animalIntakes).where(eq(animalIntakes.locationId, location.id));
      }
    });
  });

  it('refuses unknown and unwritable relationships', async () => {
    const unknown = await patchLocation({
      data: { type: 'locations', relationships: { nope: { data: [] } } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({
      detail: 'Unknown relationship: nope.',
      source: { pointer: '/data/relationships/nope' },
    });
    const county = await patchLocation({
      data: {
        type: 'locations',
        relationships: { us_county: { data: { type: 'us_counties', 'temp-id': 'c', method: 'create' } } },
      },
      included: [{ type: 'us_counties', 'temp-id': 'c', attributes: { name: 'New County' } }],
    });
    expect(county.statusCode).toBe(403);
    expect(county.json().errors[0].detail).toBe('us_counties records cannot be created through this API.');
  });

  it('updates a related record through its own resource, by id', async () => {
    const intake = await createIntake(t.db, location, { species: 'canine', adultStray: 1 });
    const response = await patchLocation({
      data: {
        type: 'locations',
        relationships: {
          animal_intakes: { data: [{ type: 'animal_intakes', id: String(intake.id), method: 'update' }] },
        },
      },
      included: [
        { type: 'animal_intakes', id: String(intake.id), attributes: { adult_stray_at_large_count: 9 } },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().included[0]).toMatchObject({
      id: String(intake.id),
      attributes: { adult_stray_at_large_count: 9 },
    });
    expect(response.json().included[0]).not.toHaveProperty('temp-id');
  });

  it('sets a belongs_to key from plain linkage, clears it with null, and checks both ends', async () => {
    const travis = await countyId(t.db, '48453');
    const set = await patchLocation({
      data: {
        type: 'locations',
        relationships: { us_county: { data: { type: 'us_counties', id: String(travis) } } },
      },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.attributes.us_county_id).toBe(travis);
    const missing = await patchLocation({
      data: {
        type: 'locations',
        relationships: { us_county: { data: { type: 'us_counties', id: '99999999' } } },
      },
    });
    expect(missing.statusCode).toBe(404);
    const cleared = await patchLocation({
      data: { type: 'locations', relationships: { us_county: { data: null } } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data.attributes.us_county_id).toBeNull();
    // Another organization is outside a manager's scope; a manager of both may move the location.
    const link = {
      data: {
        type: 'locations',
        relationships: { organization: { data: { type: 'organizations', id: String(other.id) } } },
      },
    };
    expect((await patchLocation(link)).statusCode).toBe(404);
    const moved = await patchLocation(link, `manager:${mine.id},manager:${other.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.attributes.organization_id).toBe(other.id);
    const asViewer = await patchLocation(
      {
        data: {
          type: 'locations',
          relationships: { organization: { data: { type: 'organizations', id: String(mine.id) } } },
        },
      },
      `manager:${mine.id},viewer:${other.id}`,
    );
    expect(asViewer.statusCode).toBe(403);
  });

  it('refuses to write a related record whose resource does not allow it', async () => {
    const travis = await countyId(t.db, '48453');
    const response = await patchLocation({
      data: {
        type: 'locations',
        relationships: { us_county: { data: { type: 'us_counties', id: String(travis), method: 'update' } } },
      },
      included: [{ type: 'us_counties', id: String(travis), attributes: { name: 'Renamed' } }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].detail).toBe('us_counties records cannot be updated through this API.');
  });

  it('refuses to detach a child whose key is required', async () => {
    const intake = await createIntake(t.db, location, { species: 'canine' });
    const response = await patchLocation({
      data: {
        type: 'locations',
        relationships: {
          animal_intakes: {
            data: [{ type: 'animal_intakes', id: String(intake.id), method: 'disassociate' }],
          },
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].detail).toBe(
      `animal_intakes ${intake.id} cannot be disassociated: it must belong to a record.`,
    );
  });

  it('creates a parent and its children together', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/test/v1/organizations',
      as: 'admin',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({
        data: {
          type: 'organizations',
          attributes: { name: 'Parent' },
          relationships: { locations: { data: [{ type: 'locations', 'temp-id': 'l1', method: 'create' }] } },
        },
        included: [{ type: 'locations', 'temp-id': 'l1', attributes: { name: 'Child', city: 'Austin' } }],
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.included).toEqual([
      expect.objectContaining({
        type: 'locations',
        'temp-id': 'l1',
        attributes: expect.objectContaining({ name: 'Child', organization_id: Number(body.data.id) }),
      }),
    ]);
    const [parent] = await t.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, Number(body.data.id)));
    expect(parent?.name).toBe('Parent');
  });
});
