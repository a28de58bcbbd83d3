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
});
