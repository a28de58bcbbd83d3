import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addOrganizationMember,
  createLocation,
  createOrganization,
  createUser,
} from '../../../test/support/factories';
import { type Session, signIn } from '../../../test/support/http';

/** The All Organizations directory (002 §2.12) and who is listed in it. */
describe('organization directory', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  const orgs: Record<string, { id: number }> = {};
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    // A unique word in every name, so the tests find only their own organizations.
    const make = async (key: string, values: Parameters<typeof createOrganization>[1]) => {
      orgs[key] = await createOrganization(db, { name: `Zephyr ${key}`, ...values });
    };
    await make('Searchable Confirmed', {
      status: 'confirmed',
      organizationType: 'Government Animal Services',
    });
    await make('Searchable Registered', {
      status: 'registered',
      organizationType: 'Shelter without a Government Contract',
    });
    await make('Hidden', { status: 'confirmed', searchableOptIn: false });
    await make('Paused', { status: 'paused' });
    await make('Imported', { status: 'imported' });
    await make('Archived', { status: 'confirmed', archivedAt: new Date('2025-01-01T00:00:00Z') });
    await make('Own Hidden', { status: 'confirmed', searchableOptIn: false });
    await make('Canadian', {
      status: 'confirmed',
      country: 'Canada',
      ein: null,
      businessNumber: '123456789',
    });
    await createLocation(db, orgs['Searchable Confirmed']!.id, { usState: 'TX' });
    await createLocation(db, orgs['Searchable Confirmed']!.id, { usState: 'NM' });
    await createLocation(db, orgs['Searchable Registered']!.id, { usState: 'CO' });
    await createLocation(db, orgs['Searchable Registered']!.id, {
      usState: 'TX',
      archivedAt: new Date('2025-01-01'),
    });
    await createLocation(db, orgs.Canadian!.id, {
      usState: null,
      country: 'Canada',
      provinceOrTerritory: 'BC',
    });
    member = await createUser(db);
    await addOrganizationMember(db, member.id, orgs['Own Hidden']!.id, 'organization_viewer');
    admin = await createUser(db, { systemAdmin: true });
  });
  afterAll(() => t.close());

  const names = async (session: Session, query = '') => {
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/organization_directory?filter[search]=zephyr${query}&page[size]=100`,
    });
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .data.map((o: { attributes: { name: string } }) => o.attributes.name.replace('Zephyr ', ''));
  };

  it('shows a non-admin the searchable registered or confirmed organizations and their own, sorted by name', async () => {
    const session = await signIn(t.app, member.email);
    expect(await names(session)).toEqual([
      'Canadian',
      'Own Hidden',
      'Searchable Confirmed',
      'Searchable Registered',
    ]);
    const hidden = await session.request({
      method: 'GET',
      url: `/api/v1/organization_directory/${orgs.Hidden!.id}`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('shows an admin every organization that is not archived', async () => {
    const session = await signIn(t.app, admin.email);
    expect(await names(session)).toEqual([
      'Canadian',
      'Hidden',
      'Imported',
      'Own Hidden',
      'Paused',
      'Searchable Confirmed',
      'Searchable Registered',
    ]);
  });

  it('gives the columns of the table: states or provinces of live locations, EIN or business number, type', async () => {
    const session = await signIn(t.app, member.email);
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/organization_directory/${orgs['Searchable Registered']!.id}`,
    });
    expect(response.json().data).toMatchObject({
      type: 'organization_directory_entries',
      attributes: {
        organization_type: 'Shelter without a Government Contract',
        country: 'United States',
        locations_us_states: ['CO'],
        locations_provinces: [],
      },
    });
    expect(response.json().data.attributes).not.toHaveProperty('notes');
    const canadian = await session.request({
      method: 'GET',
      url: `/api/v1/organization_directory/${orgs.Canadian!.id}`,
    });
    expect(canadian.json().data.attributes).toMatchObject({
      business_number: '123456789',
      locations_provinces: ['BC'],
    });
  });

  it('filters by country, state or province, organization type, and EIN or business number', async () => {
    const session = await signIn(t.app, member.email);
    expect(await names(session, '&filter[country][eq]=Canada')).toEqual(['Canadian']);
    expect(await names(session, '&filter[state][eq]=TX')).toEqual(['Searchable Confirmed']);
    expect(await names(session, '&filter[state][eq]=BC')).toEqual(['Canadian']);
    expect(await names(session, '&filter[state][eq]=NM,CO')).toEqual([
      'Searchable Confirmed',
      'Searchable Registered',
    ]);
    expect(
      await names(
        session,
        `&filter[organization_type][eq]=${encodeURIComponent('Government Animal Services')}`,
      ),
    ).toEqual(['Searchable Confirmed']);
    const byNumber = await session.request({
      method: 'GET',
      url: '/api/v1/organization_directory?filter[search]=123-456-789',
    });
    expect(byNumber.json().data.map((o: { id: string }) => Number(o.id))).toEqual([orgs.Canadian!.id]);
  });

  it('answers a bad filter with a 400 and is read-only', async () => {
    const session = await signIn(t.app, member.email);
    expect(
      (
        await session.request({
          method: 'GET',
          url: '/api/v1/organization_directory?filter[status][eq]=paused',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await session.request({
          method: 'GET',
          url: '/api/v1/organization_directory?filter[search]=%25%25%27',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await session.request({
          method: 'POST',
          url: '/api/v1/organization_directory',
          payload: { data: { type: 'organization_directory_entries' } },
        })
      ).statusCode,
    ).toBe(404);
  });
});
