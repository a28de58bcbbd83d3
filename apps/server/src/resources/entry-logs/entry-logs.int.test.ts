import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import { createLocation, createOrganizationWithMembers, createUser } from '../../../test/support/factories';
import { signIn } from '../../../test/support/http';
import type { DbOrTx } from '../../db/connection';
import { entryLogs } from '../../db/schema/index';

async function createEntryLog(
  db: DbOrTx,
  location: { id: number; organizationId: number },
  values: { month: number; year: number; channel: string; createdAt: Date },
) {
  const [row] = await db
    .insert(entryLogs)
    .values({
      locationId: location.id,
      organizationId: location.organizationId,
      action: 'intake_outcome',
      updatedAt: values.createdAt,
      ...values,
    })
    .returning();
  return row!;
}

describe('entry logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists an organization’s logs newest first with the spec’s columns, by orgId as the screen asks', async () => {
    const { organization, location, viewer } = await createOrganizationWithMembers(t.database.db);
    const annex = await createLocation(t.database.db, organization.id, { name: 'Annex' });
    const older = await createEntryLog(t.database.db, location, {
      month: 4,
      year: 2025,
      channel: 'manually',
      createdAt: new Date('2025-05-02T10:00:00Z'),
    });
    const newer = await createEntryLog(t.database.db, annex, {
      month: 5,
      year: 2025,
      channel: 'csv',
      createdAt: new Date('2025-06-03T10:00:00Z'),
    });
    const session = await signIn(t.app, viewer.email);
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/entry_logs?page=1&orgId=${organization.id}&stats[total]=count`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((l: { id: string }) => Number(l.id))).toEqual([newer.id, older.id]);
    expect(body.data[0].attributes).toEqual({
      created_at: '2025-06-03T10:00:00.000Z',
      updated_at: '2025-06-03T10:00:00.000Z',
      month: 5,
      year: 2025,
      channel: 'csv',
      action: 'intake_outcome',
      location_id: annex.id,
      organization_id: organization.id,
      location_name: 'Annex',
    });
    expect(body.meta.stats.total.count).toBe(2);
    const byLocation = await session.request({
      method: 'GET',
      url: `/api/v1/entry_logs?filter[location_id][eq]=${location.id}`,
    });
    expect(byLocation.json().data.map((l: { id: string }) => Number(l.id))).toEqual([older.id]);
  });

  it('members see only their organizations’ logs; admins see all', async () => {
    const mine = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const theirs = await createEntryLog(t.database.db, other.location, {
      month: 1,
      year: 2025,
      channel: 'api',
      createdAt: new Date('2025-02-01T00:00:00Z'),
    });
    const session = await signIn(t.app, mine.manager.email);
    const list = await session.request({
      method: 'GET',
      url: `/api/v1/entry_logs?orgId=${other.organization.id}`,
    });
    expect(list.json().data).toEqual([]);
    expect(
      (await session.request({ method: 'GET', url: `/api/v1/entry_logs/${theirs.id}` })).statusCode,
    ).toBe(404);
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const adminSession = await signIn(t.app, admin.email);
    const all = await adminSession.request({
      method: 'GET',
      url: `/api/v1/entry_logs?orgId=${other.organization.id}`,
    });
    expect(all.json().data.map((l: { id: string }) => Number(l.id))).toEqual([theirs.id]);
  });

  it('answers a bad orgId or filter with a 400, and writes are not routes', async () => {
    const { manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    expect((await session.request({ method: 'GET', url: '/api/v1/entry_logs?orgId=abc' })).statusCode).toBe(
      400,
    );
    expect(
      (await session.request({ method: 'GET', url: '/api/v1/entry_logs?filter[user_id][eq]=1' })).statusCode,
    ).toBe(400);
    expect(
      (
        await session.request({
          method: 'POST',
          url: '/api/v1/entry_logs',
          payload: { data: { type: 'entry_logs' } },
        })
      ).statusCode,
    ).toBe(404);
  });
  describe('the options screen’s call: ?page={n}&locationId={id} (000 §7)', () => {
    const ids = (response: { json(): { data: { id: string }[] } }) =>
      response.json().data.map((l) => Number(l.id));

    /** 25 logs of one location and 2 of a second one, a minute apart, newest last. */
    async function twoLocationsWithLogs() {
      const world = await createOrganizationWithMembers(t.database.db);
      const annex = await createLocation(t.database.db, world.organization.id, { name: 'Annex' });
      const main: number[] = [];
      for (let i = 0; i < 25; i++) {
        const log = await createEntryLog(t.database.db, world.location, {
          month: 1 + (i % 12),
          year: 2024,
          channel: 'manually',
          createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        });
        main.unshift(log.id);
      }
      const annexLogs: number[] = [];
      for (let i = 0; i < 2; i++) {
        const log = await createEntryLog(t.database.db, annex, {
          month: 1,
          year: 2025,
          channel: 'csv',
          createdAt: new Date(Date.UTC(2025, 0, 2, 0, i)),
        });
        annexLogs.unshift(log.id);
      }
      return { ...world, annex, main, annexLogs };
    }

    it('locationId keeps one location’s logs and page is the page number, 20 a page', async () => {
      const world = await twoLocationsWithLogs();
      const session = await signIn(t.app, world.manager.email);
      const page = (query: string) => session.request({ method: 'GET', url: `/api/v1/entry_logs?${query}` });
      expect(ids(await page(`page=1&locationId=${world.location.id}`))).toEqual(world.main.slice(0, 20));
      expect(ids(await page(`page=2&locationId=${world.location.id}`))).toEqual(world.main.slice(20));
      expect(ids(await page(`page=3&locationId=${world.location.id}`))).toEqual([]);
      expect(ids(await page(`locationId=${world.annex.id}`))).toEqual(world.annexLogs);
      // page=0 is the first page, as page[number]=0 is; page[size] still sets the size.
      expect(ids(await page(`page=0&locationId=${world.location.id}`))).toEqual(world.main.slice(0, 20));
      expect(ids(await page(`page=3&page[size]=5&locationId=${world.location.id}`))).toEqual(
        world.main.slice(10, 15),
      );
      // With orgId too, both apply.
      expect(ids(await page(`page=1&orgId=${world.organization.id}&locationId=${world.annex.id}`))).toEqual(
        world.annexLogs,
      );
    });

    it('the web client’s call (filter[location_id][eq], page[number], page[size]) still works', async () => {
      const world = await twoLocationsWithLogs();
      const session = await signIn(t.app, world.viewer.email);
      const response = await session.request({
        method: 'GET',
        url: `/api/v1/entry_logs?filter[location_id][eq]=${world.location.id}&filter[action][eq]=intake_outcome&sort=-created_at&page[number]=2&page[size]=20&stats[total]=count`,
      });
      expect(response.statusCode).toBe(200);
      expect(ids(response)).toEqual(world.main.slice(20));
      expect(response.json().meta.stats.total.count).toBe(25);
    });

    it('another organization’s location reads as an empty list; an admin reads it', async () => {
      const world = await twoLocationsWithLogs();
      const stranger = await createOrganizationWithMembers(t.database.db);
      const session = await signIn(t.app, stranger.manager.email);
      const theirs = await session.request({
        method: 'GET',
        url: `/api/v1/entry_logs?page=1&locationId=${world.location.id}`,
      });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json().data).toEqual([]);
      const admin = await createUser(t.database.db, { systemAdmin: true });
      const adminSession = await signIn(t.app, admin.email);
      const all = await adminSession.request({
        method: 'GET',
        url: `/api/v1/entry_logs?page=2&locationId=${world.location.id}`,
      });
      expect(ids(all)).toEqual(world.main.slice(20));
    });

    it('a bad page or locationId is a 400 naming it', async () => {
      const { manager } = await createOrganizationWithMembers(t.database.db);
      const session = await signIn(t.app, manager.email);
      const cases: Array<[string, string, string]> = [
        [
          'locationId=abc',
          'locationId',
          'Invalid value "abc" for locationId: expected a whole number between -2147483648 and 2147483647.',
        ],
        ['page=abc', 'page', 'page must be a whole number from 1 to 1000000000.'],
        ['page=-1', 'page', 'page must be a whole number from 1 to 1000000000.'],
        ['page=2&page[number]=3', 'page', 'Send page or page[number], not both.'],
      ];
      for (const [query, parameter, detail] of cases) {
        const response = await session.request({ method: 'GET', url: `/api/v1/entry_logs?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().errors[0]).toMatchObject({ detail, source: { parameter } });
      }
    });
  });
});
