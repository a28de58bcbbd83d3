/**
 * Inviting members: new users set a password by the emailed link; existing users accept by a link while
 * signed in, and until then the organization sees nothing of them. The answer never tells the two apart.
 */
import { INVITE_ACCEPTANCE_MESSAGES, INVITE_MESSAGES, PASSWORD_MESSAGES } from '@sac/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationWithMembers, createUser } from '../../../../test/support/factories';
import { type Session, signIn } from '../../../../test/support/http';
import { createMailTestApp, linkIn, type MailTestApp } from '../../../../test/support/mail-app';
import { organizations, userMembershipInvites, userMemberships, users } from '../../../db/schema/index';

const PASSWORD = 'invited-password-7';

describe('member invites', () => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const freshEmail = () => {
    n += 1;
    return `invitee-${n}-${Date.now()}@example.test`;
  };
  const world = async () => {
    const created = await createOrganizationWithMembers(t.database.db);
    await t.database.db
      .update(organizations)
      .set({ websiteUrl: 'https://www.example-shelter.org' })
      .where(eq(organizations.id, created.organization.id));
    return created;
  };
  const invite = (session: Session, attributes: Record<string, unknown>) =>
    session.request({
      method: 'POST',
      url: '/api/v1/user_membership_invites',
      payload: { data: { type: 'user_membership_invites', attributes } },
    });
  const validInvite = (
    organizationId: number | string,
    email: unknown,
    extra: Record<string, unknown> = {},
  ) => ({
    resource_id: organizationId,
    resource_type: 'organization',
    name: 'Nora Newcomer',
    title: 'Volunteer Coordinator',
    email,
    email_confirmation: email,
    role: 'organization_viewer',
    ...extra,
  });
  const setPassword = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/auth/password', payload });
  const userIdOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const membershipOf = async (userId: number, organizationId: number) =>
    (
      await t.database.db
        .select()
        .from(userMemberships)
        .where(and(eq(userMemberships.userId, userId), eq(userMemberships.organizationId, organizationId)))
    )[0];

  it('invites a new user, who sets a password by the emailed link and signs in as a viewer of the organization', async () => {
    const { organization, manager } = await world();
    const session = await signIn(t.app, manager.email);
    const email = freshEmail();

    const response = await invite(session, validInvite(organization.id, email));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.data).toMatchObject({
      type: 'user_membership_invites',
      attributes: {
        resource_id: organization.id,
        resource_type: 'organization',
        name: 'Nora Newcomer',
        title: 'Volunteer Coordinator',
        email,
        role: 'organization_viewer',
        status: 'invited',
        accepted_at: null,
      },
    });
    expect(body.meta.message).toBe(INVITE_MESSAGES.inviteSent(email));
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    const userId = created!.id;
    expect(created).toMatchObject({
      email,
      fullName: 'Nora Newcomer',
      title: 'Volunteer Coordinator',
      confirmedAt: null,
    });
    expect(await membershipOf(userId, organization.id)).toMatchObject({ status: 'invited' });
    // Not in yet: no password anybody knows, and an unconfirmed account.
    const early = await t.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email, password: PASSWORD },
    });
    expect(early.statusCode).toBe(401);

    const mail = await t.emailTo(email);
    expect(mail.subject).toBe(`You are invited to join ${organization.name} on Shelter Animals Count`);
    expect(mail.text).toContain(
      `invited you to join ${organization.name} on Shelter Animals Count as a Viewer`,
    );
    const link = linkIn(mail, 'Accept the invitation');
    expect(link.pathname).toBe('/reset-password');
    const token = link.searchParams.get('invite_token');

    const accepted = await setPassword({
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invite_token: token,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, message: PASSWORD_MESSAGES.passwordReset });

    const invitee = await signIn(t.app, email, PASSWORD);
    const me = await invitee.request({
      method: 'GET',
      url: `/api/v1/users/${userId}?include=user_memberships`,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().included[0].attributes).toMatchObject({
      role: 'organization_viewer',
      resource_id: organization.id,
    });
    expect(await membershipOf(userId, organization.id)).toMatchObject({ status: 'active' });
    const org = await invitee.request({ method: 'GET', url: `/api/v1/organizations/${organization.id}` });
    expect(org.statusCode).toBe(200);
    // A viewer: editing the organization is refused.
    const edit = await invitee.request({
      method: 'PATCH',
      url: `/api/v1/organizations/${organization.id}`,
      payload: {
        data: { id: String(organization.id), type: 'organizations', attributes: { name: 'Mine now' } },
      },
    });
    expect(edit.statusCode).toBe(403);

    const reused = await setPassword({
      password: 'other-pass-99',
      password_confirmation: 'other-pass-99',
      invite_token: token,
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual([PASSWORD_MESSAGES.resetLinkInvalid]);
  });

  const accept = (session: Session, token: unknown) =>
    session.request({ method: 'POST', url: '/api/v1/user_membership_invites/accept', payload: { token } });
  /** The answer without what differs between any two invites (ids, the address itself, the time). */
  const shapeOf = (
    body: { data: { attributes: Record<string, unknown> }; meta: { message: string } },
    email: string,
  ) => ({
    keys: Object.keys(body.data.attributes).sort(),
    attributes: { ...body.data.attributes, email: undefined, created_at: undefined },
    message: body.meta.message.replace(email, '{email}'),
  });

  it('answers the same for an existing account and an unknown address; the existing user must accept before the organization sees them', async () => {
    const { organization, manager } = await world();
    const elsewhere = await createOrganizationWithMembers(t.database.db);
    const existing = elsewhere.viewer;
    const session = await signIn(t.app, manager.email);
    const unknown = freshEmail();

    const known = await invite(session, validInvite(organization.id, existing.email.toUpperCase()));
    const fresh = await invite(session, validInvite(organization.id, unknown));
    expect(known.statusCode).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(shapeOf(known.json(), existing.email)).toEqual(shapeOf(fresh.json(), unknown));
    expect(known.json().data.attributes).toMatchObject({
      status: 'invited',
      accepted_at: null,
      email: existing.email,
    });
    // No ids of the user or membership: an older account's smaller id would tell it apart.
    expect(known.json().data.attributes).not.toHaveProperty('user_id');
    expect(known.json().data.attributes).not.toHaveProperty('membership_id');
    expect(known.json().meta.message).toBe(INVITE_MESSAGES.inviteSent(existing.email));
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, existing.email.toLowerCase()));
    expect(count[0]!.n).toBe(1);
    expect(await membershipOf(existing.id, organization.id)).toMatchObject({ status: 'invited' });

    // Not accepted yet: the inviting organization cannot read the user, their location or membership.
    for (const url of [`/api/v1/users/${existing.id}`, `/api/v1/locations/${elsewhere.location.id}`]) {
      expect((await session.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const members = await session.request({
      method: 'GET',
      url: `/api/v1/users?filter[organization_id][eq]=${organization.id}&include=user_memberships`,
    });
    expect(members.statusCode).toBe(200);
    expect(members.json().data.map((u: { id: string }) => Number(u.id))).not.toContain(existing.id);
    const memberships = await session.request({
      method: 'GET',
      url: `/api/v1/user_memberships/${(await membershipOf(existing.id, organization.id))!.id}`,
    });
    expect(memberships.statusCode).toBe(404);

    const mail = await t.emailTo(existing.email);
    expect(mail.subject).toBe(`You are invited to join ${organization.name} on Shelter Animals Count`);
    expect(mail.text).toContain('You already have an account with this email address.');
    const link = linkIn(mail, 'Accept the invitation');
    expect(link.pathname).toBe('/accept-invite');
    const token = link.searchParams.get('invite_token');

    const member = await signIn(t.app, existing.email);
    const accepted = await accept(member, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      data: { type: 'user_memberships', attributes: { resource_id: organization.id, status: 'active' } },
      meta: { message: INVITE_ACCEPTANCE_MESSAGES.accepted(organization.name) },
    });
    expect(await membershipOf(existing.id, organization.id)).toMatchObject({ status: 'active' });
    expect((await session.request({ method: 'GET', url: `/api/v1/users/${existing.id}` })).statusCode).toBe(
      200,
    );
    expect((await accept(member, token)).statusCode).toBe(422);
  });

  it('an existing account’s invite link sets no password, and only the invited account can accept it', async () => {
    const { organization, manager } = await world();
    const existing = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    await invite(await signIn(t.app, manager.email), validInvite(organization.id, existing.email));
    const token = linkIn(await t.emailTo(existing.email), 'Accept the invitation').searchParams.get(
      'invite_token',
    );

    const setByLink = await setPassword({
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invite_token: token,
    });
    expect(setByLink.statusCode).toBe(422);
    expect(setByLink.json().errors).toEqual([PASSWORD_MESSAGES.resetLinkInvalid]);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(after!.passwordHash).toBe(existing.passwordHash);

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user_membership_invites/accept',
      payload: { token },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrongAccount = await accept(await signIn(t.app, other.email), token);
    expect(wrongAccount.statusCode).toBe(403);
    expect(wrongAccount.json().errors[0].detail).toBe(INVITE_ACCEPTANCE_MESSAGES.anotherAccount);
    expect(await membershipOf(other.id, organization.id)).toBeUndefined();
    for (const bad of [undefined, '', 42, 'A'.repeat(43), 'x'.repeat(5000)]) {
      const response = await accept(await signIn(t.app, existing.email), bad);
      expect(response.statusCode, String(bad)).toBe(422);
      expect(response.json().errors[0].detail).toBe(INVITE_ACCEPTANCE_MESSAGES.linkInvalid);
    }
    expect(await membershipOf(existing.id, organization.id)).toMatchObject({ status: 'invited' });
    expect((await accept(await signIn(t.app, existing.email), token)).statusCode).toBe(200);
  });

  it('a password reset of an existing account does not accept the invites waiting for it', async () => {
    const { organization, manager } = await world();
    const existing = await createUser(t.database.db);
    await invite(await signIn(t.app, manager.email), validInvite(organization.id, existing.email));
    await t.emailTo(existing.email, /invited/);
    await t.app.inject({ method: 'POST', url: '/auth/password', payload: { email: existing.email } });
    const resetMail = await t.emailTo(existing.email, 'Reset your Shelter Animals Count password');
    const reset = await setPassword({
      password: PASSWORD,
      password_confirmation: PASSWORD,
      reset_password_token: linkIn(resetMail, 'Reset my password').searchParams.get('reset_password_token'),
    });
    expect(reset.statusCode).toBe(200);
    expect(await membershipOf(existing.id, organization.id)).toMatchObject({ status: 'invited' });
  });

  it('refuses someone who is already a member, on the email field', async () => {
    const { organization, manager, viewer } = await world();
    const session = await signIn(t.app, manager.email);
    const response = await invite(session, validInvite(organization.id, viewer.email));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        detail: `${viewer.email} is already a member of this organization.`,
        source: { pointer: '/data/attributes/email' },
      }),
    ]);
  });

  it('sends a fresh link to someone invited but not yet in; only the newest link works', async () => {
    const { organization, manager } = await world();
    const session = await signIn(t.app, manager.email);
    const email = freshEmail();
    const first = await invite(session, validInvite(organization.id, email));
    const second = await invite(
      session,
      validInvite(organization.id, email, { role: 'organization_manager' }),
    );
    expect(second.statusCode).toBe(201);
    expect(first.statusCode).toBe(201);
    const invites = await t.database.db
      .select()
      .from(userMembershipInvites)
      .where(eq(userMembershipInvites.email, email))
      .orderBy(userMembershipInvites.id);
    expect(invites.map((i) => i.tokenHash === null)).toEqual([true, false]);
    expect(await membershipOf(await userIdOf(email), organization.id)).toMatchObject({
      role: 'organization_manager',
      status: 'invited',
    });
  });

  it('lets an invitee who lost the invite join through Forgot Password instead', async () => {
    const { organization, manager } = await world();
    const session = await signIn(t.app, manager.email);
    const email = freshEmail();
    const created = await invite(session, validInvite(organization.id, email));
    expect(created.statusCode).toBe(201);
    const userId = await userIdOf(email);
    await t.emailTo(email, /invited/);

    await t.app.inject({ method: 'POST', url: '/auth/password', payload: { email } });
    const resetMail = await t.emailTo(email, 'Reset your Shelter Animals Count password');
    const token = linkIn(resetMail, 'Reset my password').searchParams.get('reset_password_token');
    const reset = await setPassword({
      password: PASSWORD,
      password_confirmation: PASSWORD,
      reset_password_token: token,
    });
    expect(reset.statusCode).toBe(200);

    expect(await membershipOf(userId, organization.id)).toMatchObject({ status: 'active' });
    const member = await signIn(t.app, email, PASSWORD);
    expect(
      (await member.request({ method: 'GET', url: `/api/v1/organizations/${organization.id}` })).statusCode,
    ).toBe(200);
    const [pending] = await t.database.db
      .select()
      .from(userMembershipInvites)
      .where(eq(userMembershipInvites.userId, userId));
    expect(pending).toMatchObject({ tokenHash: null });
    expect(pending!.acceptedAt).toBeInstanceOf(Date);
  });

  it('answers an archived account as any other address, and neither adds nor emails it', async () => {
    const { organization, manager } = await world();
    const archived = await createUser(t.database.db, { archivedAt: new Date('2025-01-01T00:00:00Z') });
    const session = await signIn(t.app, manager.email);
    const unknown = freshEmail();
    const response = await invite(session, validInvite(organization.id, archived.email));
    const fresh = await invite(session, validInvite(organization.id, unknown));
    expect(response.statusCode).toBe(201);
    expect(shapeOf(response.json(), archived.email)).toEqual(shapeOf(fresh.json(), unknown));
    expect(await membershipOf(archived.id, organization.id)).toBeUndefined();
    expect(await t.storedEmailTo(archived.email)).toBeUndefined();
  });

  it('refuses an expired invite link', async () => {
    const { organization, manager } = await world();
    const session = await signIn(t.app, manager.email);
    const email = freshEmail();
    await invite(session, validInvite(organization.id, email));
    const row = await t.storedEmailTo(email);
    const token = new URL(/Accept the invitation: (\S+)/.exec(row!.textBody)![1]!).searchParams.get(
      'invite_token',
    );
    t.clock.advance(t.config.linkTokens.invite + 60_000);
    const response = await setPassword({
      password: PASSWORD,
      password_confirmation: PASSWORD,
      invite_token: token,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([PASSWORD_MESSAGES.resetLinkInvalid]);
  });

  it('asks for a valid website URL of the organization first', async () => {
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    for (const websiteUrl of [null, 'not a website']) {
      await t.database.db
        .update(organizations)
        .set({ websiteUrl })
        .where(eq(organizations.id, organization.id));
      const response = await invite(session, validInvite(organization.id, freshEmail()));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].detail).toBe(INVITE_MESSAGES.websiteUrlNeeded);
      expect(response.json().errors[0].detail).toContain('website URL');
    }
  });

  it('refuses a viewer, a manager of another organization and a coalition-only user', async () => {
    const { organization, viewer } = await world();
    const other = await world();
    const outsider = await createUser(t.database.db);
    const email = freshEmail();
    for (const [who, status] of [
      [viewer, 403],
      [other.manager, 403],
      [outsider, 403],
    ] as const) {
      const session = await signIn(t.app, who.email);
      const response = await invite(session, validInvite(organization.id, email));
      expect(response.statusCode).toBe(status);
    }
    const missing = await invite(await signIn(t.app, other.manager.email), validInvite(2_000_000_000, email));
    expect(missing.statusCode).toBe(404);
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toBeUndefined();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/user_membership_invites', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('lets an admin invite to any organization', async () => {
    const { organization } = await world();
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const response = await invite(
      await signIn(t.app, admin.email),
      validInvite(organization.id, freshEmail()),
    );
    expect(response.statusCode).toBe(201);
  });

  it('validates with the form’s texts, one error per field', async () => {
    const { organization, manager } = await world();
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
    expect(
      await errorsOf({ resource_id: organization.id, resource_type: 'organization', email_confirmation: '' }),
    ).toEqual({
      name: 'Name is required',
      title: 'Title is required',
      email: 'Email is required',
      email_confirmation: 'Confirm the email',
      role: 'Role is required',
    });
    expect(
      await errorsOf(
        validInvite(organization.id, 'not-an-email', { email_confirmation: 'x@example.test', role: 'boss' }),
      ),
    ).toEqual({
      email: 'Invalid email',
      email_confirmation: 'Emails do not match',
      role: 'Role is required',
    });
    const email = freshEmail();
    expect(
      await errorsOf(validInvite(organization.id, email, { email_confirmation: `other-${email}` })),
    ).toEqual({
      email_confirmation: 'Emails do not match',
    });
    expect(await errorsOf(validInvite(organization.id, email, { role: 'coalition_manager' }))).toEqual({
      role: 'Role is required',
    });
    expect(await errorsOf(validInvite(organization.id, email, { name: '   ', title: 42 }))).toEqual({
      name: 'Name is required',
      title: 'Title is required',
    });
    expect((await errorsOf(validInvite('abc', email))).resource_id).toBe('Invalid id');
  });

  it('accepts camelCase attributes as the spec writes them', async () => {
    const { organization, manager } = await world();
    const email = freshEmail();
    const response = await invite(await signIn(t.app, manager.email), {
      resourceId: String(organization.id),
      resourceType: 'organization',
      name: 'Camel Case',
      title: 'Vet',
      email,
      emailConfirmation: email,
      role: 'organization_manager',
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers hostile input with 4xx, never 500, and stores nothing', async () => {
    const { organization, manager } = await world();
    const session = await signIn(t.app, manager.email);
    const email = freshEmail();
    const bodies: unknown[] = [
      'null',
      '[]',
      '{"data":[]}',
      '{"data":{"type":"users","attributes":{}}}',
      '{"data":{"type":"user_membership_invites","attributes":[]}}',
      JSON.stringify({ data: { type: 'user_membership_invites', attributes: validInvite(1e20, email) } }),
      JSON.stringify({ data: { type: 'user_membership_invites', attributes: validInvite(-1, email) } }),
      JSON.stringify({
        data: { type: 'user_membership_invites', attributes: validInvite(organization.id, { $ne: 1 }) },
      }),
      JSON.stringify({
        data: {
          type: 'user_membership_invites',
          attributes: validInvite(organization.id, email, { name: 'x'.repeat(5000) }),
        },
      }),
      JSON.stringify({
        data: {
          type: 'user_membership_invites',
          attributes: validInvite(organization.id, email, { name: 'bad\u0000name' }),
        },
      }),
    ];
    for (const payload of bodies) {
      const response = await session.request({
        method: 'POST',
        url: '/api/v1/user_membership_invites',
        headers: { 'content-type': 'application/vnd.api+json' },
        payload: payload as string,
      });
      expect(response.statusCode, String(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, String(payload)).toBeLessThan(500);
    }
    const [created] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(created).toBeUndefined();
  });
});
