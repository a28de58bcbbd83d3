import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createOrganizationWithMembers, createUser } from '../../../test/support/factories';
import { signIn } from '../../../test/support/http';
import { dataEntryStatuses, organizationDataEntryStatuses } from '../../db/schema/index';

type Doc = {
  data: Array<{ type: string; id: string; attributes: Record<string, unknown> }>;
  errors?: unknown[];
};

describe('GET /api/v1/data_entry_status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2025-06-15T12:00:00Z');
  });
  afterAll(() => t.close());

  async function world() {
    const db = t.database.db;
    const w = await createOrganizationWithMembers(db);
    const base = { locationId: w.location.id, organizationId: w.organization.id, year: 2025 };
    await db.insert(dataEntryStatuses).values([
      { ...base, action: 'intake_outcome', month: 1, status: 'complete' },
      { ...base, action: 'intake_outcome', month: 2, status: 'incomplete' },
      { ...base, action: 'intake_outcome', month: 3, status: 'unbegun' },
      { ...base, action: 'services', month: 1, status: 'completeServicesProvided' },
      { ...base, action: 'services', month: 2, status: 'completeNoServicesProvided' },
      { ...base, action: 'services', month: 3, status: 'inProgress' },
    ]);
    await db.insert(organizationDataEntryStatuses).values([
      {
        organizationId: w.organization.id,
        action: 'intake_outcome',
        year: 2025,
        month: 1,
        status: 'complete',
      },
      {
        organizationId: w.organization.id,
        action: 'intake_outcome',
        year: 2025,
        month: 2,
        status: 'incomplete',
      },
    ]);
    return w;
  }

  const statuses = (doc: Doc) => doc.data.map((d) => d.attributes.status);

  it('answers twelve months for a location: stored values, unbegun without a row, future months unavailable', async () => {
    const w = await world();
    const session = await signIn(t.app, w.manager.email);
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/data_entry_status?filter[location_id][eq]=${w.location.id}&filter[year][eq]=2025`,
    });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as Doc;
    expect(doc.data).toHaveLength(12);
    expect(doc.data.map((d) => d.attributes.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(statuses(doc)).toEqual([
      'complete',
      'incomplete',
      'unbegun',
      'unbegun',
      'unbegun',
      'unbegun',
      ...Array(6).fill('unavailable'),
    ]);
    expect(doc.data[0]).toMatchObject({
      type: 'data_entry_statuses',
      attributes: {
        location_id: w.location.id,
        organization_id: w.organization.id,
        year: 2025,
        action: 'intake_outcome',
      },
    });
  });

  it('answers the four services values and one month when asked', async () => {
    const w = await world();
    const session = await signIn(t.app, w.viewer.email);
    const url = `/api/v1/data_entry_status?filter[location_id][eq]=${w.location.id}&filter[year][eq]=2025&filter[action][eq]=services`;
    const year = (await session.request({ method: 'GET', url })).json() as Doc;
    expect(statuses(year).slice(0, 5)).toEqual([
      'completeServicesProvided',
      'completeNoServicesProvided',
      'inProgress',
      'unbegun',
      'unbegun',
    ]);
    const month = (await session.request({ method: 'GET', url: `${url}&filter[month][eq]=2` })).json() as Doc;
    expect(month.data).toHaveLength(1);
    expect(month.data[0]!.attributes).toMatchObject({ month: 2, status: 'completeNoServicesProvided' });
  });

  it('follows the clock: a month becomes available when it begins, later years are all unavailable', async () => {
    const w = await world();
    const session = await signIn(t.app, w.manager.email);
    const url = (year: number) =>
      `/api/v1/data_entry_status?filter[location_id][eq]=${w.location.id}&filter[year][eq]=${year}&filter[month][eq]=7`;
    expect(statuses((await session.request({ method: 'GET', url: url(2025) })).json())).toEqual([
      'unavailable',
    ]);
    t.clock.set('2025-07-01T00:30:00Z');
    try {
      const later = await signIn(t.app, w.manager.email);
      expect(statuses((await later.request({ method: 'GET', url: url(2025) })).json())).toEqual(['unbegun']);
      const next = (
        await later.request({
          method: 'GET',
          url: `/api/v1/data_entry_status?filter[location_id][eq]=${w.location.id}&filter[year][eq]=2026`,
        })
      ).json() as Doc;
      expect(new Set(statuses(next))).toEqual(new Set(['unavailable']));
    } finally {
      t.clock.set('2025-06-15T12:00:00Z');
    }
  });

  it('answers an organization combined statuses', async () => {
    const w = await world();
    const session = await signIn(t.app, w.manager.email);
    const doc = (
      await session.request({
        method: 'GET',
        url: `/api/v1/data_entry_status?filter[organization_id][eq]=${w.organization.id}&filter[year][eq]=2025`,
      })
    ).json() as Doc;
    expect(statuses(doc)).toEqual([
      'complete',
      'incomplete',
      ...Array(4).fill('unbegun'),
      ...Array(6).fill('unavailable'),
    ]);
    expect(doc.data[0]!.attributes).toMatchObject({ location_id: null, organization_id: w.organization.id });
  });

  it('answers an organization one month, and a location only with its own organization', async () => {
    const w = await world();
    const other = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, w.manager.email);
    const get = async (query: string) => {
      const response = await session.request({ method: 'GET', url: `/api/v1/data_entry_status?${query}` });
      return { status: response.statusCode, doc: response.json() as Doc };
    };
    const month = await get(
      `filter[organization_id][eq]=${w.organization.id}&filter[year][eq]=2025&filter[month][eq]=2`,
    );
    expect(month.doc.data.map((d) => d.attributes)).toMatchObject([{ month: 2, status: 'incomplete' }]);

    const location = `filter[location_id][eq]=${w.location.id}&filter[year][eq]=2025`;
    const own = await get(`${location}&filter[organization_id][eq]=${w.organization.id}&filter[month][eq]=1`);
    expect(own.doc.data.map((d) => d.attributes)).toMatchObject([{ month: 1, status: 'complete' }]);
    // The same location asked for under another organization is not found, even by its own manager.
    expect((await get(`${location}&filter[organization_id][eq]=${other.organization.id}`)).status).toBe(404);
  });

  it('a member of another organization gets 404, an admin reads it', async () => {
    const w = await world();
    const other = await createOrganizationWithMembers(t.database.db);
    const outsider = await signIn(t.app, other.manager.email);
    for (const filter of [`location_id][eq]=${w.location.id}`, `organization_id][eq]=${w.organization.id}`]) {
      const response = await outsider.request({
        method: 'GET',
        url: `/api/v1/data_entry_status?filter[${filter}&filter[year][eq]=2025`,
      });
      expect(response.statusCode).toBe(404);
    }
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const adminSession = await signIn(t.app, admin.email);
    const response = await adminSession.request({
      method: 'GET',
      url: `/api/v1/data_entry_status?filter[location_id][eq]=${w.location.id}&filter[year][eq]=2025`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses unknown filters and bad values with a 400 naming the parameter', async () => {
    const w = await world();
    const session = await signIn(t.app, w.manager.email);
    const base = `/api/v1/data_entry_status?filter[location_id][eq]=${w.location.id}`;
    const cases: Array<[string, string]> = [
      [`${base}&filter[year][eq]=2025&filter[colour][eq]=red`, 'filter[colour][eq]'],
      [`${base}&filter[year][eq]=2025&filter[action][eq]=grooming`, 'filter[action][eq]'],
      [`${base}&filter[year][eq]=2025&filter[month][eq]=13`, 'filter[month][eq]'],
      [`${base}&filter[year][eq]=soon`, 'filter[year][eq]'],
      [base, 'filter[year][eq]'],
      ['/api/v1/data_entry_status?filter[year][eq]=2025', 'filter'],
    ];
    for (const [url, parameter] of cases) {
      const response = await session.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().errors[0].source.parameter).toBe(parameter);
    }
  });
});
