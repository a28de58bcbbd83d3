/**
 * Inviting a coalition's users (002 §2.6, §6, §7): its managers and admins invite by email; the invitee gets
 * a coalition membership whose role counts only once they accept the data use agreement from the email.
 */
import { INVITE_MESSAGES, VALIDATION_MESSAGES as M } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestEmail, linkIn } from '../../../../test/support/accounts';
import { createTestApp, type TestApp } from '../../../../test/support/app';
import {
  addCoalitionMember,
  addContributor,
  createCoalition,
  createIntake,
  createOrganizationWithMembers,
  createUser,
} from '../../../../test/support/factories';
import { type Session, signIn } from '../../../../test/support/http';
import { userMembershipInvites, userMemberships, users } from '../../../db/schema/index';

const PASSWORD = 'coalition-invitee-9';

describe('coalition user invites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const freshEmail = () => {
    n += 1;
    return `coalition-invitee-${n}-${Date.now()}@example.test`;
  };
  /** A coalition with its manager and a contributor sharing intake/outcome data only, with one intake. */
  const world = async () => {
    const coalition = await createCoalition(t.database.db, { name: `Invite Coalition ${Date.now()}` });
    const manager = await createUser(t.database.db, { fullName: 'Cora Manager' });
    await addCoalitionMember(t.database.db, manager.id, coalition.id, 'coalition_manager');
    const contributor = await createOrganizationWithMembers(t.database.db);
    await addContributor(t.database.db, coalition.id, contributor.organization.id, {
      communityServiceDataSharing: false,
    });
    await createIntake(t.database.db, contributor.location, { adultStray: 3 });
    return { coalition, manager, contributor };
  };
  const invite = (session: Session, attributes: Record<string, unknown>) =>
    session.request({
      method: 'POST',
      url: '/api/v1/user_membership_invites',
      payload: { data: { type: 'user_membership_invites', attributes } },
    });
  const validInvite = (
    coalitionId: number | string,
    email: unknown,
    extra: Record<string, unknown> = {},
  ) => ({
    resource_id: coalitionId,
    resource_type: 'Coalition',
    name: 'Vera Viewer',
    email,
    role: 'coalition_viewer',
    ...extra,
  });
  const membershipOf = async (userId: number, coalitionId: number) =>
    (
      await t.database.db
        .select()
        .from(userMemberships)
        .where(and(eq(userMemberships.userId, userId), eq(userMemberships.coalitionId, coalitionId)))
    )[0];
  const intakesOf = async (session: Session, organizationId: number) => {
    const response = await session.request({
      method: 'GET',
      url: `/api/v1/animal_intakes?filter[organization_id][eq]=${organizationId}&stats[total]=count`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().meta.stats.total.count as number;
  };
  /** Follows the emailed link: accepts the agreement as the public page does. */
  const acceptFromEmail = async (email: string) => {
    const mail = await latestEmail(t.database, email, 'coalition-user-invite');
    const link = new URL(`${t.config.appUrl}${linkIn(mail!.textBody, t.config.appUrl)}`);
    expect(link.pathname).toBe('/data-use-agreement');
    const token = link.searchParams.get('token')!;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user_memberships/${link.searchParams.get('membership_id')}/data_use_agreement`,
      payload: { data: { data_use_agreement: true, data_use_timestamp: t.clock.now().toISOString() }, token },
    });
    expect(response.statusCode, response.body).toBe(200);
    return token;
  };

  it('a new user: created with the role, emailed the agreement, sees shared data only after accepting', async () => {
    const { coalition, manager, contributor } = await world();
    const session = await signIn(t.app, manager.email);
    const email = freshEmail();
    const response = await invite(session, validInvite(coalition.id, email));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: {
        type: 'user_membership_invites',
        attributes: {
          resource_id: coalition.id,
          resource_type: 'coalition',
          name: 'Vera Viewer',
          email,
          role: 'coalition_viewer',
          status: 'invited',
        },
      },
      meta: { message: INVITE_MESSAGES.inviteSent(email) },
    });
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toMatchObject({ fullName: 'Vera Viewer', confirmedAt: null });
    expect(await membershipOf(created!.id, coalition.id)).toMatchObject({
      role: 'coalition_viewer',
      status: 'active',
      dataUseAgreement: false,
    });
    const mail = await latestEmail(t.database, email, 'coalition-user-invite');
    expect(mail!.subject).toBe(`You are invited to ${coalition.name} on Shelter Animals Count`);
    expect(mail!.textBody).toContain(
      `Cora Manager invited you to ${coalition.name} on Shelter Animals Count as a Viewer`,
    );
    // No password anybody knows yet.
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);

    const token = await acceptFromEmail(email);
    expect(await membershipOf(created!.id, coalition.id)).toMatchObject({ dataUseAgreement: true });
    // The page's New Users link sets the password with the same token.
    const password = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { password: PASSWORD, password_confirmation: PASSWORD, reset_password_token: token },
    });
    expect(password.statusCode, password.body).toBe(200);
    const invitee = await signIn(t.app, email, PASSWORD);
    expect(await intakesOf(invitee, contributor.organization.id)).toBe(1);
    // Shared intake/outcome data only: the contributor does not share community services.
    const services = await invitee.request({
      method: 'GET',
      url: `/api/v1/animal_services?filter[organization_id][eq]=${contributor.organization.id}&stats[total]=count`,
    });
    expect(services.json().meta.stats.total.count).toBe(0);
  });

  it('an existing user is attached; their role counts for nothing until they accept', async () => {
    const { coalition, manager, contributor } = await world();
    const existing = await createUser(t.database.db, { fullName: 'Esther Existing' });
    const session = await signIn(t.app, manager.email);
    const response = await invite(
      session,
      validInvite(coalition.id, existing.email.toUpperCase(), { role: 'coalition_manager' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(await membershipOf(existing.id, coalition.id)).toMatchObject({
      role: 'coalition_manager',
      dataUseAgreement: false,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(user!.fullName).toBe('Esther Existing');

    const theirs = await signIn(t.app, existing.email);
    expect(await intakesOf(theirs, contributor.organization.id)).toBe(0);
    const coalitionShow = await theirs.request({ method: 'GET', url: `/api/v1/coalitions/${coalition.id}` });
    expect(coalitionShow.json().data.attributes.user_role).toBeNull();
    // Their manager role does not count yet either: no users list, no invites.
    expect((await invite(theirs, validInvite(coalition.id, freshEmail()))).statusCode).toBe(403);

    await acceptFromEmail(existing.email);
    expect(await intakesOf(theirs, contributor.organization.id)).toBe(1);
    const after = await theirs.request({ method: 'GET', url: `/api/v1/coalitions/${coalition.id}` });
    expect(after.json().data.attributes.user_role).toBe('coalition_manager');
    // Once accepted, inviting them again is refused.
    const again = await invite(session, validInvite(coalition.id, existing.email));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      detail: INVITE_MESSAGES.alreadyCoalitionUser(existing.email),
      source: { pointer: '/data/attributes/email' },
    });
  });

  it('inviting again before acceptance changes the role and sends a fresh link; the old one stops working', async () => {
    const { coalition, manager } = await world();
    const session = await signIn(t.app, manager.email);
    const email = freshEmail();
    await invite(session, validInvite(coalition.id, email));
    const first = await latestEmail(t.database, email, 'coalition-user-invite');
    const firstLink = new URL(`${t.config.appUrl}${linkIn(first!.textBody, t.config.appUrl)}`);
    t.clock.advance(1000);
    expect(
      (await invite(session, validInvite(coalition.id, email, { role: 'coalition_manager' }))).statusCode,
    ).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(await membershipOf(user!.id, coalition.id)).toMatchObject({ role: 'coalition_manager' });
    const stale = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user_memberships/${firstLink.searchParams.get('membership_id')}/data_use_agreement`,
      payload: { data: { data_use_agreement: true }, token: firstLink.searchParams.get('token') },
    });
    expect(stale.statusCode).toBe(404);
    await acceptFromEmail(email);
    const invites = await t.database.db
      .select()
      .from(userMembershipInvites)
      .where(eq(userMembershipInvites.email, email));
    // Accepting the agreement accepts the invitations.
    expect(invites.map((i) => [i.coalitionId, i.role, i.acceptedAt])).toEqual([
      [coalition.id, 'coalition_viewer', t.clock.now()],
      [coalition.id, 'coalition_manager', t.clock.now()],
    ]);
  });

  it('an archived account gets the same answer and neither a membership nor an email', async () => {
    const { coalition, manager } = await world();
    const archived = await createUser(t.database.db, { archivedAt: new Date('2024-01-01T00:00:00Z') });
    const response = await invite(
      await signIn(t.app, manager.email),
      validInvite(coalition.id, archived.email),
    );
    expect(response.statusCode).toBe(201);
    expect(await membershipOf(archived.id, coalition.id)).toBeUndefined();
    expect(await latestEmail(t.database, archived.email, 'coalition-user-invite')).toBeUndefined();
  });

  it('only the coalition’s managers and admins invite; the rest are refused and nothing is stored', async () => {
    const { coalition, contributor } = await world();
    const viewer = await createUser(t.database.db);
    await addCoalitionMember(t.database.db, viewer.id, coalition.id, 'coalition_viewer');
    const otherCoalition = await world();
    const email = freshEmail();
    for (const who of [
      viewer,
      contributor.manager,
      otherCoalition.manager,
      await createUser(t.database.db),
    ]) {
      expect(
        (await invite(await signIn(t.app, who.email), validInvite(coalition.id, email))).statusCode,
      ).toBe(403);
    }
    const missing = await invite(await signIn(t.app, viewer.email), validInvite(2_000_000_000, email));
    expect(missing.statusCode).toBe(404);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const byAdmin = await invite(
      await signIn(t.app, admin.email),
      validInvite(coalition.id, email, { resource_type: 'coalition' }),
    );
    expect(byAdmin.statusCode).toBe(201);
  });

  it('validates with the form’s texts and refuses hostile input with 4xx, storing nothing', async () => {
    const { coalition, manager } = await world();
    const session = await signIn(t.app, manager.email);
    const errorsOf = async (attributes: Record<string, unknown>) => {
      const response = await invite(session, attributes);
      expect(response.statusCode).toBe(422);
      return Object.fromEntries(
        response
          .json()
          .errors.map((e: { source: { pointer: string }; detail: string }) => [
            e.source.pointer.replace('/data/attributes/', ''),
            e.detail,
          ]),
      );
    };
    expect(await errorsOf({ resource_id: coalition.id, resource_type: 'coalition' })).toEqual({
      name: M.nameRequired,
      email: M.emailRequired,
      role: M.roleRequired,
    });
    const email = freshEmail();
    expect(await errorsOf(validInvite(coalition.id, email, { role: 'organization_manager' }))).toEqual({
      role: M.roleRequired,
    });
    expect(
      await errorsOf(validInvite(coalition.id, 'not-an-email', { email_confirmation: 'x@example.test' })),
    ).toEqual({
      email: M.emailInvalid,
      email_confirmation: 'Emails do not match',
    });
    expect(await errorsOf(validInvite(coalition.id, email, { name: 'x'.repeat(201) }))).toMatchObject({
      name: expect.stringContaining('200'),
    });
    expect(await errorsOf(validInvite(coalition.id, email, { resource_type: 'galaxy' }))).toHaveProperty(
      'resource_type',
    );
    for (const payload of [
      JSON.stringify({
        data: {
          type: 'user_membership_invites',
          attributes: validInvite(coalition.id, email, { name: 'a\u0000b' }),
        },
      }),
      JSON.stringify({
        data: { type: 'user_membership_invites', attributes: validInvite(coalition.id, { $ne: 1 }) },
      }),
      JSON.stringify({ data: { type: 'user_membership_invites', attributes: validInvite(1e20, email) } }),
      JSON.stringify({
        data: {
          type: 'user_membership_invites',
          attributes: validInvite(coalition.id, email, { role: ['coalition_manager'] }),
        },
      }),
    ]) {
      const response = await session.request({
        method: 'POST',
        url: '/api/v1/user_membership_invites',
        headers: { 'content-type': 'application/vnd.api+json' },
        payload,
      });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
