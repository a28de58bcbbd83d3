import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createOrganization } from '../../../test/support/factories';
import { createJsonApiTestApp, type JsonApiTestApp } from '../../../test/support/jsonapi-app';
import { locations, organizations } from '../../db/schema/index';

describe('JSON:API writes', () => {
  let t: JsonApiTestApp;
  let mine: { id: number };
  let other: { id: number };
  let location: { id: number; organizationId: number };

  beforeAll(async () => {
    t = await createJsonApiTestApp();
    mine = await createOrganization(t.db, { name: 'Mine' });
    other = await createOrganization(t.db, { name: 'Other' });
    location = await createLocation(t.db, mine.id, { name: 'Main' });
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = 'admin') =>
    t.request({
      method,
      url: `/test/v1/${url}`,
      as,
      ...(payload === undefined
        ? {}
        : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/vnd.api+json' } }),
    });
  const organization = (attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    data: { type: 'organizations', attributes, ...extra },
  });
  const organizationCount = async () => (await t.db.select().from(organizations)).length;
  const errorsOf = (response: { json(): { errors: unknown[] } }) => response.json().errors;

  describe('create, update, destroy', () => {
    it('creates a record and answers 201 with its declared attributes, computed ones included', async () => {
      const response = await send(
        'POST',
        'organizations',
        organization({ name: 'New Shelter', animal_species: ['canine'], incorporated_on: '2020-02-29' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({
        type: 'organizations',
        attributes: {
          name: 'New Shelter',
          animal_species: ['canine'],
          incorporated_on: '2020-02-29',
          status: 'registered',
          locations_count: 0,
        },
        meta: { can_update: true },
      });
      const [row] = await t.db
        .select()
        .from(organizations)
        .where(eq(organizations.id, Number(data.id)));
      expect(row?.name).toBe('New Shelter');
    });

    it('runs the resource create hook (derived columns) and returns the stored record', async () => {
      const response = await send(
        'POST',
        'animal_intakes',
        {
          data: {
            type: 'animal_intakes',
            attributes: {
              location_id: location.id,
              species: 'rabbit',
              year_of_record: 2024,
              month_of_record: '3',
              adult_stray_at_large_count: '12',
            },
          },
        },
        `manager:${mine.id}`,
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.attributes).toMatchObject({
        organization_id: mine.id,
        month_of_record: 3,
        adult_stray_at_large_count: 12,
      });
    });

    it('refuses a create that `can` refuses, and stores nothing', async () => {
      const before = await organizationCount();
      const response = await send(
        'POST',
        'organizations',
        organization({ name: 'Sneaky' }),
        `manager:${mine.id}`,
      );
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)).toEqual([
        expect.objectContaining({
          status: '403',
          detail: 'You are not allowed to create this organizations record.',
        }),
      ]);
      expect(await organizationCount()).toBe(before);
    });

    it('updates with PATCH and with PUT, and leaves other attributes alone', async () => {
      const patch = await send(
        'PATCH',
        `organizations/${mine.id}`,
        organization({ ein: '12-345' }, { id: String(mine.id) }),
        `manager:${mine.id}`,
      );
      expect(patch.statusCode, patch.body).toBe(200);
      const put = await send(
        'PUT',
        `organizations/${mine.id}`,
        organization({ communications_opt_in: false }),
        `manager:${mine.id}`,
      );
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().data.attributes).toMatchObject({
        name: 'Mine',
        ein: '12-345',
        communications_opt_in: false,
      });
    });

    it('answers 404 for an update or destroy outside the scope, unknown, or malformed, and 403 when `can` refuses', async () => {
      for (const id of [other.id, 999999, 'abc', '1e3', '99999999999']) {
        expect(
          (await send('PATCH', `organizations/${id}`, organization({ name: 'x' }), `manager:${mine.id}`))
            .statusCode,
          String(id),
        ).toBe(404);
        expect(
          (await send('DELETE', `organizations/${id}`, undefined, `manager:${mine.id}`)).statusCode,
          String(id),
        ).toBe(404);
      }
      const viewer = await send(
        'PATCH',
        `organizations/${mine.id}`,
        organization({ name: 'x' }),
        `viewer:${mine.id}`,
      );
      expect(viewer.statusCode).toBe(403);
      const [row] = await t.db.select().from(organizations).where(eq(organizations.id, mine.id));
      expect(row?.name).toBe('Mine');
    });

    it('checks `can` again after an update, so a record cannot be moved out of reach', async () => {
      const response = await send(
        'PATCH',
        `locations/${location.id}`,
        {
          data: {
            type: 'locations',
            id: String(location.id),
            attributes: { name: 'Moved', organization_id: other.id },
          },
        },
        `manager:${mine.id}`,
      );
      expect(response.statusCode).toBe(403);
      expect(errorsOf(response)[0]).toMatchObject({
        detail: 'You are not allowed to update this locations record.',
      });
      const [row] = await t.db.select().from(locations).where(eq(locations.id, location.id));
      expect(row).toMatchObject({ name: 'Main', organizationId: mine.id });
    });

    it('destroys a record and answers 200 with an empty document', async () => {
      const doomed = await createLocation(t.db, mine.id, { name: 'Doomed' });
      const response = await send(
        'DELETE',
        `locations/${doomed.id}`,
        { data: { type: 'locations', id: String(doomed.id) } },
        `manager:${mine.id}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ data: null, included: [], meta: {} });
      expect(await t.db.select().from(locations).where(eq(locations.id, doomed.id))).toEqual([]);
      expect(
        (await send('DELETE', `locations/${doomed.id}`, undefined, `manager:${mine.id}`)).statusCode,
      ).toBe(404);
    });

    it('registers no route for a write the resource does not declare', async () => {
      const response = await send('POST', 'us_counties', {
        data: { type: 'us_counties', attributes: { name: 'x' } },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('request documents that are not right are 4xx, never 500, and store nothing', () => {
    it.each([
      ['no body', undefined, 400, 'The request body must be a JSON:API document with a data object.'],
      [
        'a body without data',
        { type: 'organizations' },
        400,
        'The request body must be a JSON:API document with a data object.',
      ],
      [
        'data as a list',
        { data: [{ type: 'organizations' }] },
        400,
        'The request body must be a JSON:API document with a data object.',
      ],
      [
        'data as text',
        { data: 'organizations' },
        400,
        'The request body must be a JSON:API document with a data object.',
      ],
      ['a JSON array', [1, 2], 400, 'The request body must be a JSON:API document with a data object.'],
      ['data without type', { data: { attributes: { name: 'x' } } }, 400, '/data/type is required.'],
      [
        'another type',
        { data: { type: 'locations', attributes: { name: 'x' } } },
        409,
        'Expected data of type organizations, got locations.',
      ],
      [
        'a client id',
        { data: { type: 'organizations', id: '5', attributes: { name: 'x' } } },
        400,
        'Client-generated ids are not supported: leave out data.id.',
      ],
      [
        'attributes as a list',
        { data: { type: 'organizations', attributes: ['x'] } },
        400,
        '/data/attributes must be an object.',
      ],
      ['an unknown attribute', organization({ name: 'x', nope: 1 }), 400, 'Unknown attribute: nope.'],
      ['the id as an attribute', organization({ name: 'x', id: 7 }), 400, 'Unknown attribute: id.'],
      [
        'a computed attribute',
        organization({ name: 'x', locations_count: 7 }),
        400,
        'Attribute locations_count cannot be written on create.',
      ],
      [
        'a read-only attribute',
        organization({ name: 'x', status: 'confirmed' }),
        400,
        'Attribute status cannot be written on create.',
      ],
      [
        'included as an object',
        { ...organization({ name: 'x' }), included: {} },
        400,
        'included must be an array.',
      ],
    ])('POST with %s', async (_case, payload, status, detail) => {
      const before = await organizationCount();
      const response = await send('POST', 'organizations', payload);
      expect(response.statusCode).toBe(status);
      expect(errorsOf(response)[0]).toMatchObject({ status: String(status), detail });
      expect(await organizationCount()).toBe(before);
    });

    it('names the attribute in source.pointer of a 400', async () => {
      const response = await send('POST', 'organizations', organization({ name: 'x', nope: 1 }));
      expect(errorsOf(response)).toEqual([
        {
          status: '400',
          code: 'unknown_attribute',
          title: 'Bad Request',
          detail: 'Unknown attribute: nope.',
          source: { pointer: '/data/attributes/nope' },
        },
      ]);
    });

    it('answers an id in the body that differs from the URL with 409', async () => {
      const response = await send(
        'PATCH',
        `organizations/${mine.id}`,
        organization({ name: 'x' }, { id: String(other.id) }),
      );
      expect(response.statusCode).toBe(409);
      expect(errorsOf(response)[0]).toMatchObject({
        detail: `data.id ${other.id} does not match the id ${mine.id} in the URL.`,
      });
    });

    it('refuses a create-only attribute on update', async () => {
      const response = await send('PATCH', `organizations/${mine.id}`, organization({ country: 'Canada' }));
      expect(response.statusCode).toBe(400);
      expect(errorsOf(response)[0]).toMatchObject({
        detail: 'Attribute country cannot be written on update.',
      });
    });
  });
});
