/**
 * A coalition's users (002 §2.6, §7): its managers list them with their coalition memberships, change their
 * role and remove them; anyone signed in sees its managers' names and emails, and nothing more of them.
 */
import { ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  addOrganizationMember,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { userMemberships } from '../../db/schema/index';

type Doc = { id: string; type: string; attributes: Record<string, unknown> };

describe('coalition users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A coalition with two managers (one also in an organization), a viewer and an invitee not yet agreed. */
  const world = async () => {
    const coalition = await createCoalition(t.database.db);
    const { organization, manager: orgManager } = await createOrganizationWithMembers(t.database.db);
    const anna = await createUser(t.database.db, { fullName: 'Anna Manager', title: 'Secret Title' });
    const bert = await createUser(t.database.db, { fullName: 'Bert Manager' });
    const vic = await createUser(t.database.db, { fullName: 'Vic Viewer' });
    const ian = await createUser(t.database.db, { fullName: 'Ian Invitee' });
    await addOrganizationMember(t.database.db, anna.id, organization.id, 'organization_viewer');
    const memberships = {
      anna: await addCoalitionMember(t.database.db, anna.id, coalition.id, 'coalition_manager'),
      bert: await addCoalitionMember(t.database.db, bert.id, coalition.id, 'coalition_manager'),
      vic: await addCoalitionMember(t.database.db, vic.id, coalition.id, 'coalition_viewer'),
      ian: await addCoalitionMember(t.database.db, ian.id, coalition.id, 'coalition_manager', false),
    };
    return { coalition, organization, orgManager, anna, bert, vic, ian, memberships };
  };
  const get = async (session: Session, url: string) => {
    const response = await session.request({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      data: Doc[];
      included?: Doc[];
      meta: { stats?: { total: { count: number } } };
    };
  };
  const usersUrl = (coalitionId: number) =>
    `/api/v1/users?filter[coalition_id][eq]=${coalitionId}&include=user_memberships&filter[user_memberships.resource_id][eq]=${coalitionId}&sort=full_name&stats[total]=count&page[number]=1`;

  it('its managers list its users with their coalition memberships only', async () => {
    const w = await world();
    const session = await signIn(t.app, w.anna.email);
    const list = await get(session, usersUrl(w.coalition.id));
    expect(list.data.map((d) => d.attributes.full_name)).toEqual([
      'Anna Manager',
      'Bert Manager',
      'Ian Invitee',
      'Vic Viewer',
    ]);
    expect(list.meta.stats?.total.count).toBe(4);
    // Anna's organization membership is left out by the dotted filter.
    expect(
      (list.included ?? []).map((d) => [
        d.attributes.user_id,
        d.attributes.resource_type,
        d.attributes.role,
        d.attributes.data_use_agreement,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [w.anna.id, 'Coalition', 'coalition_manager', true],
        [w.ian.id, 'Coalition', 'coalition_manager', false],
        [w.vic.id, 'Coalition', 'coalition_viewer', true],
      ]),
    );
    expect(list.included).toHaveLength(4);
    expect(list.included!.every((d) => d.attributes.resource_id === w.coalition.id)).toBe(true);
  });

  it('viewers, invitees, contributors and strangers do not list them', async () => {
    const w = await world();
    await addContributor(t.database.db, w.coalition.id, w.organization.id);
    for (const [who, sees] of [
      [w.vic, [w.vic.id]],
      [w.ian, [w.ian.id]],
      // Anna is also a member of the organization's: it sees her as such, not the coalition's other users.
      [w.orgManager, [w.anna.id]],
      [await createUser(t.database.db), []],
    ] as const) {
      const list = await get(await signIn(t.app, who.email), usersUrl(w.coalition.id));
      expect(list.data.map((d) => Number(d.id))).toEqual(sees);
    }
    const admin = await createUser(t.database.db, { systemAdmin: true });
    expect((await get(await signIn(t.app, admin.email), usersUrl(w.coalition.id))).data).toHaveLength(4);
  });

  it('anyone signed in sees its managers’ names and emails, and nothing else of them', async () => {
    const w = await world();
    const stranger = await signIn(t.app, (await createUser(t.database.db)).email);
    const managers = await get(stranger, `/api/v1/users?filter[coalition_managers][eq]=${w.coalition.id}`);
    expect(managers.data).toEqual([
      {
        id: String(w.anna.id),
        type: 'users',
        attributes: { full_name: 'Anna Manager', email: w.anna.email },
      },
      {
        id: String(w.bert.id),
        type: 'users',
        attributes: { full_name: 'Bert Manager', email: w.bert.email },
      },
    ]);
    // The widening reads names and emails only: no other attribute, include or filter goes through it.
    for (const query of [
      `filter[coalition_managers][eq]=${w.coalition.id}&fields[users]=title`,
      `filter[coalition_managers][eq]=${w.coalition.id}&include=user_memberships`,
      `filter[coalition_managers][eq]=${w.coalition.id}&include=organizations`,
      `filter[coalition_managers][eq]=${w.coalition.id}&filter[system_admin][eq]=true`,
      `filter[coalition_managers][eq]=${w.coalition.id}&extra_fields[users]=location_name`,
    ]) {
      const response = await stranger.request({ method: 'GET', url: `/api/v1/users?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    // Their user records themselves stay out of reach.
    const show = await stranger.request({ method: 'GET', url: `/api/v1/users/${w.anna.id}` });
    expect(show.statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/users?filter[coalition_managers][eq]=${w.coalition.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a manager changes a user’s role, not their own; the coalition keeps a manager', async () => {
    const w = await world();
    const setRole = (session: Session, id: number, role: unknown) =>
      session.request({
        method: 'PATCH',
        url: `/api/v1/user_memberships/${id}`,
        payload: jsonApi('user_memberships', { role }, id),
      });
    const role = async (id: number) =>
      (await t.database.db.select().from(userMemberships).where(eq(userMemberships.id, id)))[0]?.role;
    const anna = await signIn(t.app, w.anna.email);
    const promoted = await setRole(anna, w.memberships.vic.id, 'coalition_manager');
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().data.attributes).toMatchObject({
      role: 'coalition_manager',
      resource_type: 'Coalition',
    });
    expect(await role(w.memberships.vic.id)).toBe('coalition_manager');
    const own = await setRole(anna, w.memberships.anna.id, 'coalition_viewer');
    expect(own.statusCode).toBe(403);
    expect(own.json().errors[0].detail).toBe(R.ownRoleUnchangeable);
    expect((await setRole(anna, w.memberships.bert.id, 'organization_manager')).statusCode).toBe(422);
    // A viewer, an invitee and an outsider change nothing.
    const vicAsViewer = await createUser(t.database.db);
    const viewerMembership = await addCoalitionMember(
      t.database.db,
      vicAsViewer.id,
      w.coalition.id,
      'coalition_viewer',
    );
    for (const who of [vicAsViewer, w.ian, w.orgManager]) {
      const response = await setRole(
        await signIn(t.app, who.email),
        w.memberships.bert.id,
        'coalition_viewer',
      );
      expect([403, 404]).toContain(response.statusCode);
    }
    expect(await role(w.memberships.bert.id)).toBe('coalition_manager');
    expect(viewerMembership).toBeDefined();

    // Down to one manager: Bert demotes Vic and Anna; the last one cannot be removed or demoted.
    const bert = await signIn(t.app, w.bert.email);
    expect((await setRole(bert, w.memberships.vic.id, 'coalition_viewer')).statusCode).toBe(200);
    expect((await setRole(bert, w.memberships.anna.id, 'coalition_viewer')).statusCode).toBe(200);
    // Ian's manager role has no agreement yet but is a manager membership: Bert removes it.
    const removeIan = await bert.request({
      method: 'DELETE',
      url: `/api/v1/user_memberships/${w.memberships.ian.id}`,
    });
    expect(removeIan.statusCode).toBe(200);
    expect(await role(w.memberships.ian.id)).toBeUndefined();
    const admin = await signIn(t.app, (await createUser(t.database.db, { systemAdmin: true })).email);
    const last = await admin.request({
      method: 'DELETE',
      url: `/api/v1/user_memberships/${w.memberships.bert.id}`,
    });
    expect(last.statusCode).toBe(422);
    expect(last.json().errors[0].detail).toBe(R.lastManager);
    const demoteLast = await setRole(admin, w.memberships.bert.id, 'coalition_viewer');
    expect(demoteLast.statusCode).toBe(422);
    expect(await role(w.memberships.bert.id)).toBe('coalition_manager');
    // A manager removes a viewer.
    const removeVic = await bert.request({
      method: 'DELETE',
      url: `/api/v1/user_memberships/${w.memberships.vic.id}`,
    });
    expect(removeVic.statusCode).toBe(200);
    expect(await role(w.memberships.vic.id)).toBeUndefined();
  });
});
