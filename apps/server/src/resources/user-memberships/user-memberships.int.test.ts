import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/app';
import {
  addCoalitionMember,
  addOrganizationMember,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
} from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { userMemberships, users } from '../../db/schema/index';

describe('user memberships', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.database.db, { systemAdmin: true });
  });
  afterAll(() => t.close());

  const membershipOf = async (userId: number, organizationId: number) =>
    (await t.database.db.select().from(userMemberships).where(eq(userMemberships.userId, userId))).find(
      (m) => m.organizationId === organizationId,
    );
  const setRole = (session: Session, id: number, role: unknown) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/user_memberships/${id}`,
      payload: jsonApi('user_memberships', { role }, id),
    });
  const remove = (session: Session, id: number) =>
    session.request({
      method: 'DELETE',
      url: `/api/v1/user_memberships/${id}`,
      payload: { data: { id: String(id), type: 'user_memberships' } },
    });

  it('a manager makes a viewer a manager; the answer carries user_id and role, and it persists', async () => {
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const membership = (await membershipOf(viewer.id, organization.id))!;
    const session = await signIn(t.app, manager.email);
    const response = await setRole(session, membership.id, 'organization_manager');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      user_id: viewer.id,
      role: 'organization_manager',
    });
    expect((await membershipOf(viewer.id, organization.id))!.role).toBe('organization_manager');
    // The promoted member now manages: the viewer role of the former viewer is theirs to give back.
    const promoted = await signIn(t.app, viewer.email);
    const demote = await setRole(
      promoted,
      (await membershipOf(manager.id, organization.id))!.id,
      'organization_viewer',
    );
    expect(demote.statusCode).toBe(200);
  });

  it('nobody changes their own role, not even an admin', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const second = await createUser(t.database.db);
    await addOrganizationMember(t.database.db, second.id, organization.id, 'organization_manager');
    const own = (await membershipOf(manager.id, organization.id))!;
    const session = await signIn(t.app, manager.email);
    const response = await setRole(session, own.id, 'organization_viewer');
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'You cannot change your own role.',
      source: { pointer: '/data/attributes/role' },
    });
    expect((await membershipOf(manager.id, organization.id))!.role).toBe('organization_manager');

    await addOrganizationMember(t.database.db, admin.id, organization.id, 'organization_viewer');
    const adminSession = await signIn(t.app, admin.email);
    const adminOwn = (await membershipOf(admin.id, organization.id))!;
    expect((await setRole(adminSession, adminOwn.id, 'organization_manager')).statusCode).toBe(403);
  });

  it('the last manager cannot be demoted (422), even by an admin', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const own = (await membershipOf(manager.id, organization.id))!;
    const session = await signIn(t.app, admin.email);
    const response = await setRole(session, own.id, 'organization_viewer');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'An organization must keep at least one manager.',
      source: { pointer: '/data/attributes/role' },
    });
    expect((await membershipOf(manager.id, organization.id))!.role).toBe('organization_manager');
  });

  it('two managers demoting each other at the same moment leave one manager', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const second = await createUser(t.database.db);
    await addOrganizationMember(t.database.db, second.id, organization.id, 'organization_manager');
    const [first, other] = [await signIn(t.app, manager.email), await signIn(t.app, second.email)];
    const responses = await Promise.all([
      setRole(first, (await membershipOf(second.id, organization.id))!.id, 'organization_viewer'),
      setRole(other, (await membershipOf(manager.id, organization.id))!.id, 'organization_viewer'),
    ]);
    // The second is refused by the last-manager rule, or, when it starts after the first ended, as a viewer.
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 422]).toContain(statuses[1]);
    const roles = [
      (await membershipOf(manager.id, organization.id))!.role,
      (await membershipOf(second.id, organization.id))!.role,
    ].sort();
    expect(roles).toEqual(['organization_manager', 'organization_viewer']);
  });

  it('an invited (not yet active) manager does not count as the remaining manager', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const invited = await createUser(t.database.db);
    const invitation = await addOrganizationMember(
      t.database.db,
      invited.id,
      organization.id,
      'organization_manager',
    );
    await t.database.db
      .update(userMemberships)
      .set({ status: 'invited' })
      .where(eq(userMemberships.id, invitation.id));
    const session = await signIn(t.app, admin.email);
    const own = (await membershipOf(manager.id, organization.id))!;
    expect((await setRole(session, own.id, 'organization_viewer')).statusCode).toBe(422);
    expect((await remove(session, own.id)).statusCode).toBe(422);
  });

  it('a viewer changes no role; a manager of another organization does not see the membership', async () => {
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const other = await createOrganizationWithMembers(t.database.db);
    const managerMembership = (await membershipOf(manager.id, organization.id))!;
    const viewerSession = await signIn(t.app, viewer.email);
    expect((await setRole(viewerSession, managerMembership.id, 'organization_viewer')).statusCode).toBe(403);
    const viewerMembership = (await membershipOf(viewer.id, organization.id))!;
    expect((await setRole(viewerSession, viewerMembership.id, 'organization_manager')).statusCode).toBe(403);
    const otherSession = await signIn(t.app, other.manager.email);
    expect((await setRole(otherSession, viewerMembership.id, 'organization_manager')).statusCode).toBe(404);
    expect((await remove(otherSession, viewerMembership.id)).statusCode).toBe(404);
    expect((await membershipOf(viewer.id, organization.id))!.role).toBe('organization_viewer');
  });

  it('refuses a role that is not an organization role with a 422 naming role', async () => {
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const membership = (await membershipOf(viewer.id, organization.id))!;
    const session = await signIn(t.app, manager.email);
    for (const role of ['coalition_manager', 'owner', '', 7, null]) {
      const response = await setRole(session, membership.id, role);
      expect([role, response.statusCode]).toEqual([role, 422]);
      expect(response.json().errors[0].source.pointer).toBe('/data/attributes/role');
    }
    const extra = await session.request({
      method: 'PATCH',
      url: `/api/v1/user_memberships/${membership.id}`,
      payload: jsonApi('user_memberships', { organization_id: 1 }, membership.id),
    });
    expect(extra.statusCode).toBe(400);
  });

  it('a manager removes a member, whose working location of that organization is cleared', async () => {
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const membership = (await membershipOf(viewer.id, organization.id))!;
    const session = await signIn(t.app, manager.email);
    const response = await remove(session, membership.id);
    expect(response.statusCode).toBe(200);
    expect(await membershipOf(viewer.id, organization.id)).toBeUndefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.id, viewer.id));
    expect(user!.locationId).toBeNull();
    const list = await session.request({
      method: 'GET',
      url: `/api/v1/users?filter[organization_id][eq]=${organization.id}`,
    });
    expect(list.json().data.map((u: { id: string }) => Number(u.id))).toEqual([manager.id]);
  });

  it('the last manager cannot be removed; a viewer removes nobody but may leave', async () => {
    const { organization, manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const managerMembership = (await membershipOf(manager.id, organization.id))!;
    const managerSession = await signIn(t.app, manager.email);
    const last = await remove(managerSession, managerMembership.id);
    expect(last.statusCode).toBe(422);
    expect(last.json().errors[0].detail).toBe('An organization must keep at least one manager.');
    expect((await remove(await signIn(t.app, admin.email), managerMembership.id)).statusCode).toBe(422);

    const viewerSession = await signIn(t.app, viewer.email);
    expect((await remove(viewerSession, managerMembership.id)).statusCode).toBe(403);
    const own = (await membershipOf(viewer.id, organization.id))!;
    expect((await remove(viewerSession, own.id)).statusCode).toBe(200);
    expect(await membershipOf(viewer.id, organization.id)).toBeUndefined();
    expect(await membershipOf(manager.id, organization.id)).toBeDefined();
  });

  it('a manager may leave while another manager remains', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const second = await createUser(t.database.db);
    await addOrganizationMember(t.database.db, second.id, organization.id, 'organization_manager');
    const session = await signIn(t.app, manager.email);
    expect((await remove(session, (await membershipOf(manager.id, organization.id))!.id)).statusCode).toBe(
      200,
    );
  });

  it('coalition roles follow the same rules for coalition managers', async () => {
    const coalition = await createCoalition(t.database.db);
    const coordinator = await createUser(t.database.db);
    const colleague = await createUser(t.database.db);
    const own = await addCoalitionMember(t.database.db, coordinator.id, coalition.id, 'coalition_manager');
    const theirs = await addCoalitionMember(t.database.db, colleague.id, coalition.id, 'coalition_viewer');
    const session = await signIn(t.app, coordinator.email);
    expect((await setRole(session, theirs.id, 'organization_manager')).statusCode).toBe(422);
    expect((await setRole(session, theirs.id, 'coalition_manager')).statusCode).toBe(200);
    expect((await setRole(session, own.id, 'coalition_viewer')).statusCode).toBe(403);
  });
});
