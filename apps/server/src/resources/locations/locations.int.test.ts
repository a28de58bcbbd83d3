import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  createOrganization,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { locations, usCounties } from '../../db/schema/index';

describe('locations', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let travis: { id: number };
  let denver: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { systemAdmin: true });
    const county = (state: string, name: string) =>
      t.database.db
        .select({ id: usCounties.id })
        .from(usCounties)
        .where(and(eq(usCounties.usState, state), eq(usCounties.name, name)));
    [travis] = (await county('TX', 'Travis County')) as [{ id: number }];
    [denver] = (await county('CO', 'Denver County')) as [{ id: number }];
  });
  afterAll(() => t.close());

  const usLocation = (organizationId: number, overrides: Record<string, unknown> = {}) => ({
    organization_id: organizationId,
    name: 'Eastside Adoption Center',
    country: 'United States',
    address_line_1: '12 Oak Street',
    address_line_2: 'Suite 4',
    city: 'Austin',
    us_state: 'TX',
    us_county_id: travis.id,
    zip_code: '78701-1234',
    contact_phone_number: '(512) 555-0199',
    contact_phone_extension: '12',
    ...overrides,
  });
  const create = (session: Session, attributes: Record<string, unknown>) =>
    session.request({ method: 'POST', url: '/api/v1/locations', payload: jsonApi('locations', attributes) });
  const patch = (session: Session, id: number, attributes: Record<string, unknown>) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/locations/${id}`,
      payload: jsonApi('locations', attributes, id),
    });
  const pointers = (body: { errors: { source: { pointer: string }; detail: string }[] }) =>
    Object.fromEntries(body.errors.map((e) => [e.source.pointer.replace('/data/attributes/', ''), e.detail]));

  it('a manager adds a US location to their organization; it reads back with its county and is not primary', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await create(session, usLocation(organization.id));
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id;
    const reread = await session.request({
      method: 'GET',
      url: `/api/v1/locations/${id}?extra_fields[locations]=us_county_name`,
    });
    expect(reread.json().data.attributes).toMatchObject({
      organization_id: organization.id,
      name: 'Eastside Adoption Center',
      address_line_1: '12 Oak Street',
      us_state: 'TX',
      us_county_id: travis.id,
      us_county_name: 'Travis County',
      zip_code: '78701-1234',
      province_or_territory: null,
      primary: false,
      status: 'active',
    });
  });

  it('the first location of an organization is its primary location; primary cannot be sent', async () => {
    const organization = await createOrganization(t.database.db);
    const session = await signIn(t.app, admin.email);
    const first = await create(session, usLocation(organization.id));
    expect(first.json().data.attributes.primary).toBe(true);
    const refused = await create(session, usLocation(organization.id, { primary: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].source.pointer).toBe('/data/attributes/primary');
  });

  it('a Canadian location needs a province and a postal code, stored in its A1A 1A1 form', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const canadian = {
      organization_id: organization.id,
      name: 'Fraser Annex',
      country: 'Canada',
      address_line_1: '1 Main St',
      city: 'Abbotsford',
      contact_phone_number: '6045550100',
    };
    const missing = await create(session, canadian);
    expect(missing.statusCode).toBe(422);
    expect(pointers(missing.json())).toEqual({
      province_or_territory: 'Province/Territory is required',
      postal_code: 'Postal code is required',
    });
    const bad = await create(session, { ...canadian, province_or_territory: 'BC', postal_code: '12345' });
    expect(pointers(bad.json())).toEqual({ postal_code: 'Invalid postal code' });
    const saved = await create(session, {
      ...canadian,
      province_or_territory: 'BC',
      postal_code: 'v2s1a1',
      us_state: 'TX',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data.attributes).toMatchObject({
      province_or_territory: 'BC',
      postal_code: 'V2S 1A1',
      us_state: null,
    });
  });

  it('answers 422 naming each field with the domain texts', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await create(session, {
      organization_id: organization.id,
      name: '',
      country: 'United States',
      address_line_1: ' ',
      city: '',
      zip_code: '7870',
      contact_phone_number: '555',
    });
    expect(response.statusCode).toBe(422);
    expect(pointers(response.json())).toEqual({
      name: 'Name is required',
      address_line_1: 'Address is required',
      city: 'City is required',
      us_state: 'State is required',
      us_county_id: 'County is required',
      zip_code: 'Invalid zip code',
      contact_phone_number: 'Invalid phone number',
    });
  });

  it('refuses a county of another state', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const response = await create(session, usLocation(organization.id, { us_county_id: denver.id }));
    expect(response.statusCode).toBe(422);
    expect(pointers(response.json())).toEqual({ us_county_id: 'The county is not in TX.' });
    const unknown = await create(session, usLocation(organization.id, { us_county_id: 2_000_000_000 }));
    expect(unknown.statusCode).toBe(422);
  });

  it('a viewer adds and edits nothing; a manager of another organization is refused', async () => {
    const { organization, location, viewer } = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const viewerSession = await signIn(t.app, viewer.email);
    expect((await create(viewerSession, usLocation(organization.id))).statusCode).toBe(403);
    expect((await patch(viewerSession, location.id, { name: 'Mine now' })).statusCode).toBe(403);
    const otherSession = await signIn(t.app, other.manager.email);
    expect((await create(otherSession, usLocation(organization.id))).statusCode).toBe(403);
    expect((await patch(otherSession, location.id, { name: 'Mine now' })).statusCode).toBe(404);
    const [stored] = await t.database.db.select().from(locations).where(eq(locations.id, location.id));
    expect(stored!.name).toBe(location.name);
  });

  it('a manager edits a location; the address is re-checked only when it changes', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const created = await create(session, usLocation(organization.id));
    const id = Number(created.json().data.id);
    const renamed = await patch(session, id, { name: 'Westside', contact_phone_number: '512-555-0111' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data.attributes).toMatchObject({ name: 'Westside', us_county_id: travis.id });
    const moved = await patch(session, id, { us_state: 'CO' });
    expect(moved.statusCode).toBe(422);
    expect(pointers(moved.json())).toEqual({ us_county_id: 'The county is not in CO.' });
    const movedWithCounty = await patch(session, id, {
      us_state: 'CO',
      us_county_id: denver.id,
      zip_code: '80202',
    });
    expect(movedWithCounty.statusCode).toBe(200);
    expect(movedWithCounty.json().data.attributes).toMatchObject({ us_state: 'CO', zip_code: '80202' });
  });

  it('closing a location is for admins only (403 naming status for a manager)', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const managerSession = await signIn(t.app, manager.email);
    const created = await create(managerSession, usLocation(organization.id));
    const id = Number(created.json().data.id);
    const refused = await patch(managerSession, id, { status: 'closed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatchObject({
      detail: 'Only administrators may change status.',
      source: { pointer: '/data/attributes/status' },
    });
    expect((await create(managerSession, usLocation(organization.id, { status: 'closed' }))).statusCode).toBe(
      403,
    );
    // Sent back unchanged, as the edit form does, it is accepted.
    expect((await patch(managerSession, id, { status: 'active', name: 'Same' })).statusCode).toBe(200);

    const adminSession = await signIn(t.app, admin.email);
    const closed = await patch(adminSession, id, { status: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.attributes.status).toBe('closed');
    expect((await patch(adminSession, id, { status: 'gone' })).statusCode).toBe(422);
  });

  it('answers hostile input with 400/422, never 500', async () => {
    const { organization, location, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const cases: [Record<string, unknown>, number][] = [
      [{ us_county_id: 'abc' }, 422],
      [{ us_county_id: -1 }, 422],
      [{ name: ['a'] }, 422],
      [{ name: 'a\u0000b' }, 422],
      [{ organization_id: organization.id + 1 }, 400],
      [{ archived_at: '2025-01-01T00:00:00Z' }, 400],
      [{ deletion_requested_at: null }, 400],
    ];
    for (const [attributes, status] of cases) {
      const response = await patch(session, location.id, attributes);
      expect([JSON.stringify(attributes), response.statusCode]).toEqual([JSON.stringify(attributes), status]);
    }
    const noOrganization = await create(session, usLocation(organization.id, { organization_id: undefined }));
    expect(noOrganization.statusCode).toBe(422);
    expect((await create(session, usLocation(2_000_000_000))).statusCode).toBe(403);
    const adminSession = await signIn(t.app, admin.email);
    expect((await create(adminSession, usLocation(2_000_000_000))).statusCode).toBe(422);
    expect(
      (await session.request({ method: 'DELETE', url: `/api/v1/locations/${location.id}` })).statusCode,
    ).toBe(404);
  });
});
