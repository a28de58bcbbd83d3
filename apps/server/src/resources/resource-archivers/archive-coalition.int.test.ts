/** POST /api/v1/resource_archivers with resource_type coalition (002 §2.7, §4, §7): an admin closes it. */
import { ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { coalitions } from '../../db/schema/index';

describe('closing a coalition', () => {
  let t: TestApp;
  let adminSession: Session;
  beforeAll(async () => {
    t = await createTestApp();
    adminSession = await signIn(t.app, (await createUser(t.database.db, { systemAdmin: true })).email);
  });
  afterAll(() => t.close());

  const archive = (session: Session, attributes: Record<string, unknown>) =>
    session.request({
      method: 'POST',
      url: '/api/v1/resource_archivers',
      payload: { data: { type: 'resource_archivers', attributes } },
    });
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(coalitions).where(eq(coalitions.id, id)))[0]!.status;
  const listed = async (session: Session, name: string) =>
    (await session.request({ method: 'GET', url: `/api/v1/coalitions?filter[search]=${name}` }))
      .json()
      .data.map((d: { id: string; attributes: { status: string } }) => [Number(d.id), d.attributes.status]);

  it('only an admin closes it; lists then show it closed to admins and hide it from others', async () => {
    const coalition = await createCoalition(t.database.db, { name: 'Closing Coalition' });
    const manager = await createUser(t.database.db);
    await addCoalitionMember(t.database.db, manager.id, coalition.id, 'coalition_manager');
    const contributor = await createOrganizationWithMembers(t.database.db);
    await addContributor(t.database.db, coalition.id, contributor.organization.id);
    const managerSession = await signIn(t.app, manager.email);
    for (const session of [managerSession, await signIn(t.app, contributor.manager.email)]) {
      const refused = await archive(session, { resource_type: 'coalition', resource_id: coalition.id });
      expect(refused.statusCode).toBe(403);
    }
    expect(await statusOf(coalition.id)).toBe('active');

    const response = await archive(adminSession, {
      resourceType: 'Coalition',
      resourceId: String(coalition.id),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      meta: { archived: true, message: 'Deleted Closing Coalition successfully' },
    });
    expect(await statusOf(coalition.id)).toBe('closed');
    expect(await listed(adminSession, 'Closing Coalition')).toEqual([[coalition.id, 'closed']]);
    expect(await listed(managerSession, 'Closing Coalition')).toEqual([]);
    const show = await managerSession.request({ method: 'GET', url: `/api/v1/coalitions/${coalition.id}` });
    expect(show.json().data.attributes.status).toBe('closed');
    // Its manager's role no longer counts: no edits, no contributors' data.
    const edit = await managerSession.request({
      method: 'PUT',
      url: `/api/v1/coalitions/${coalition.id}`,
      payload: jsonApi('coalitions', { name: 'Still mine' }, coalition.id),
    });
    expect(edit.statusCode).toBe(403);
    const intakes = await managerSession.request({
      method: 'GET',
      url: `/api/v1/animal_intakes?filter[organization_id][eq]=${contributor.organization.id}&stats[total]=count`,
    });
    expect(intakes.json().meta.stats.total.count).toBe(0);

    // Closing again changes nothing; an admin re-activates it.
    expect(
      (await archive(adminSession, { resource_type: 'coalition', resource_id: coalition.id })).statusCode,
    ).toBe(201);
    const reactivated = await adminSession.request({
      method: 'PUT',
      url: `/api/v1/coalitions/${coalition.id}`,
      payload: jsonApi('coalitions', { status: 'active' }, coalition.id),
    });
    expect(reactivated.statusCode).toBe(200);
    expect(await statusOf(coalition.id)).toBe('active');
    expect(await listed(managerSession, 'Closing Coalition')).toEqual([[coalition.id, 'active']]);
  });

  it('answers an unknown coalition with 404 and a wrong type with 422', async () => {
    expect(
      (await archive(adminSession, { resource_type: 'coalition', resource_id: 2_000_000_000 })).statusCode,
    ).toBe(404);
    const wrong = await archive(adminSession, { resource_type: 'galaxy', resource_id: 1 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].detail).toBe(R.resourceTypeInvalid);
  });
});
