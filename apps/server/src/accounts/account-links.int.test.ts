import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, latestEmail, linkIn, registrationBody, usRegistration } from '../../test/support/accounts';
import { createTestApp, type TestApp } from '../../test/support/app';
import {
  addOrganizationMember,
  countyOf,
  createOrganization,
  createUser,
  TEST_PASSWORD,
} from '../../test/support/factories';
import { signIn } from '../../test/support/http';
import { newLinkToken } from '../auth/link-tokens';
import { organizations, outgoingEmails, users } from '../db/schema/index';

const HOUR = 3600_000;

describe('account confirmation and organization authorization links', () => {
  let t: TestApp;
  let countyId: number;

  beforeAll(async () => {
    t = await createTestApp();
    countyId = (await countyOf(t.database, 'NE')).id;
  });
  afterAll(() => t.close());

  async function register(overrides: Record<string, unknown> = {}) {
    const payload = usRegistration(countyId, overrides);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations',
      payload: registrationBody(payload),
    });
    expect(response.statusCode).toBe(201);
    const { user_id: userId, organization_id: organizationId } = response.json().data.attributes;
    return { payload, userId: userId as number, organizationId: organizationId as number };
  }
  const linkOf = async (to: string, template: string) =>
    linkIn((await latestEmail(t.database, to, template))?.textBody, t.config.appUrl);
  const userRow = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const organizationRow = async (id: number) =>
    (await t.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;
  const signInStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password } })).statusCode;

  describe('GET /auth/confirmation', () => {
    it('confirms the account once; the same link then reads "already confirmed"', async () => {
      const { payload, userId } = await register();
      const link = await linkOf(payload.user_email, 'confirm-account');
      expect(link).toMatch(/^\/auth\/confirmation\?confirmation_token=[\w-]+$/);

      expect(await follow(t.app, link)).toEqual({
        status: 302,
        location: '/?account_confirmation_success=true',
      });
      expect((await userRow(userId)).confirmedAt).toEqual(t.clock.now());
      expect(await signInStatus(payload.user_email, payload.user_password)).toBe(200);

      expect(await follow(t.app, link)).toEqual({ status: 302, location: '/?already_confirmed=true' });
      t.clock.advance(t.config.linkTokens.confirmation + HOUR);
      expect(await follow(t.app, link)).toEqual({ status: 302, location: '/?already_confirmed=true' });
      expect(await latestEmail(t.database, payload.user_email, 'confirm-account')).toMatchObject({
        textBody: expect.stringContaining(link),
      });
    });

    it('sends a forged, malformed or missing token to the login page with link_error=invalid', async () => {
      for (const path of [
        '/auth/confirmation?confirmation_token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        '/auth/confirmation?confirmation_token=short',
        `/auth/confirmation?confirmation_token=${'x'.repeat(5000)}`,
        '/auth/confirmation?confirmation_token=a&confirmation_token=b',
        '/auth/confirmation',
      ]) {
        expect(await follow(t.app, path)).toEqual({ status: 302, location: '/login?link_error=invalid' });
      }
    });

    it('answers an expired link with a new confirmation email; only the new link confirms', async () => {
      const { payload, userId } = await register();
      const oldLink = await linkOf(payload.user_email, 'confirm-account');
      t.clock.advance(t.config.linkTokens.confirmation + HOUR);

      expect(await follow(t.app, oldLink)).toEqual({
        status: 302,
        location: '/login?link_error=expired_resent',
      });
      expect((await userRow(userId)).confirmedAt).toBeNull();
      const sent = await t.database.db
        .select()
        .from(outgoingEmails)
        .where(eq(outgoingEmails.toAddress, payload.user_email));
      expect(sent.filter((e) => e.template === 'confirm-account')).toHaveLength(2);
      const newLink = await linkOf(payload.user_email, 'confirm-account');
      expect(newLink).not.toBe(oldLink);

      expect(await follow(t.app, oldLink)).toEqual({ status: 302, location: '/login?link_error=invalid' });
      expect(await follow(t.app, newLink)).toEqual({
        status: 302,
        location: '/?account_confirmation_success=true',
      });
      expect((await userRow(userId)).confirmedAt).toEqual(t.clock.now());
    });

    describe('an email change (unconfirmed_email set)', () => {
      async function pendingChange(newEmail: string, sentAt = t.clock.now()) {
        const user = await createUser(t.database.db);
        const { token, hash } = newLinkToken();
        await t.database.db
          .update(users)
          .set({ unconfirmedEmail: newEmail, confirmationTokenHash: hash, confirmationSentAt: sentAt })
          .where(eq(users.id, user.id));
        return { user, path: `/auth/confirmation?confirmation_token=${token}` };
      }

      it('swaps the sign-in email for the new one, once', async () => {
        const newEmail = `changed-${Date.now()}@example.test`;
        const { user, path } = await pendingChange(newEmail);
        expect(await follow(t.app, path)).toEqual({
          status: 302,
          location: '/?account_confirmation_success=true',
        });
        const row = await userRow(user.id);
        expect(row).toMatchObject({ email: newEmail, unconfirmedEmail: null, confirmationTokenHash: null });
        expect(await signInStatus(newEmail, TEST_PASSWORD)).toBe(200);
        expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);
        expect(await follow(t.app, path)).toEqual({ status: 302, location: '/login?link_error=invalid' });
      });

      it('resends an expired email-change link to the new address and keeps the old email', async () => {
        const newEmail = `late-${Date.now()}@example.test`;
        const { user, path } = await pendingChange(
          newEmail,
          new Date(t.clock.now().getTime() - 8 * 24 * HOUR),
        );
        expect(await follow(t.app, path)).toEqual({
          status: 302,
          location: '/login?link_error=expired_resent',
        });
        expect(await userRow(user.id)).toMatchObject({ email: user.email, unconfirmedEmail: newEmail });
        const resent = await latestEmail(t.database, newEmail, 'confirm-email-change');
        expect(resent).toBeDefined();
        expect(await follow(t.app, linkIn(resent!.textBody, t.config.appUrl))).toEqual({
          status: 302,
          location: '/?account_confirmation_success=true',
        });
        expect((await userRow(user.id)).email).toBe(newEmail);
      });

      it('refuses the swap when another account took the address meanwhile', async () => {
        const other = await createUser(t.database.db);
        const { user, path } = await pendingChange(other.email.toUpperCase());
        expect(await follow(t.app, path)).toEqual({ status: 302, location: '/login?link_error=invalid' });
        expect(await userRow(user.id)).toMatchObject({ email: user.email, unconfirmedEmail: null });
      });
    });
  });

  describe('GET /auth/organization_authorization', () => {
    it('confirms the registered organization once; the same link then reads "already confirmed"', async () => {
      const { payload, organizationId } = await register();
      const link = await linkOf(payload.user_email, 'authorize-organization');
      expect(link).toMatch(/^\/auth\/organization_authorization\?authorization_token=[\w-]+$/);

      expect(await follow(t.app, link)).toEqual({
        status: 302,
        location: '/?org_authorization_success=true',
      });
      expect(await organizationRow(organizationId)).toMatchObject({
        status: 'confirmed',
        authorizedAt: t.clock.now(),
      });
      expect(await follow(t.app, link)).toEqual({ status: 302, location: '/?org_already_confirmed=true' });
    });

    it('never undoes a later pause: the used link keeps reading "already confirmed"', async () => {
      const { payload, organizationId } = await register();
      const link = await linkOf(payload.user_email, 'authorize-organization');
      await follow(t.app, link);
      await t.database.db
        .update(organizations)
        .set({ status: 'paused' })
        .where(eq(organizations.id, organizationId));
      t.clock.advance(HOUR);
      expect(await follow(t.app, link)).toEqual({ status: 302, location: '/?org_already_confirmed=true' });
      expect((await organizationRow(organizationId)).status).toBe('paused');
    });

    it('a link resent after a pause confirms the organization again', async () => {
      const { payload, organizationId } = await register();
      const first = await linkOf(payload.user_email, 'authorize-organization');
      await follow(t.app, first);
      await t.database.db
        .update(organizations)
        .set({ status: 'paused' })
        .where(eq(organizations.id, organizationId));
      await follow(t.app, await linkOf(payload.user_email, 'confirm-account'));
      t.clock.advance(HOUR);
      const manager = await signIn(t.app, payload.user_email, payload.user_password);
      const response = await manager.request({
        method: 'POST',
        url: '/api/v1/resend_authorization_emails',
        payload: {
          data: { type: 'resend_authorization_emails', attributes: { organization_id: organizationId } },
        },
      });
      expect(response.statusCode).toBe(201);
      const resent = await linkOf(payload.user_email, 'authorize-organization');
      expect(await follow(t.app, resent)).toEqual({
        status: 302,
        location: '/?org_authorization_success=true',
      });
      expect(await organizationRow(organizationId)).toMatchObject({
        status: 'confirmed',
        authorizedAt: t.clock.now(),
      });
      expect(await follow(t.app, first)).toEqual({ status: 302, location: '/login?link_error=invalid' });
    });

    it('refuses a forged token and an expired link, leaving the organization registered', async () => {
      expect(
        await follow(
          t.app,
          '/auth/organization_authorization?authorization_token=BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
        ),
      ).toEqual({ status: 302, location: '/login?link_error=invalid' });
      expect(await follow(t.app, '/auth/organization_authorization')).toEqual({
        status: 302,
        location: '/login?link_error=invalid',
      });

      const { payload, organizationId } = await register();
      const link = await linkOf(payload.user_email, 'authorize-organization');
      t.clock.advance(t.config.linkTokens.authorization + HOUR);
      expect(await follow(t.app, link)).toEqual({ status: 302, location: '/login?link_error=expired' });
      expect(await organizationRow(organizationId)).toMatchObject({
        status: 'registered',
        authorizedAt: null,
      });
    });
  });

  describe('POST /api/v1/resend_authorization_emails', () => {
    const resend = (organizationId: unknown) => ({
      method: 'POST' as const,
      url: '/api/v1/resend_authorization_emails',
      payload: {
        data: { type: 'resend_authorization_emails', attributes: { organization_id: organizationId } },
      },
    });

    async function registeredOrganization(status = 'registered') {
      const authorizerEmail = `authorizer-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
      const organization = await createOrganization(t.database.db, {
        status,
        authorizerName: 'Pat Authorizer',
        authorizerEmail,
      });
      const manager = await createUser(t.database.db);
      const viewer = await createUser(t.database.db);
      await addOrganizationMember(t.database.db, manager.id, organization.id, 'organization_manager');
      await addOrganizationMember(t.database.db, viewer.id, organization.id, 'organization_viewer');
      return { organization, manager, viewer, authorizerEmail };
    }

    it('lets a manager send a new link: the old one stops working, the new one confirms', async () => {
      const { payload, organizationId } = await register();
      const oldLink = await linkOf(payload.user_email, 'authorize-organization');
      await follow(t.app, await linkOf(payload.user_email, 'confirm-account'));
      const manager = await signIn(t.app, payload.user_email, payload.user_password);

      const response = await manager.request(resend(organizationId));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        meta: { message: `The authorization email was sent to ${payload.user_email}.` },
      });
      const newLink = await linkOf(payload.user_email, 'authorize-organization');
      expect(newLink).not.toBe(oldLink);
      expect(await follow(t.app, oldLink)).toEqual({ status: 302, location: '/login?link_error=invalid' });
      expect(await follow(t.app, newLink)).toEqual({
        status: 302,
        location: '/?org_authorization_success=true',
      });
      expect((await organizationRow(organizationId)).status).toBe('confirmed');

      const again = await manager.request(resend(organizationId));
      expect(again.statusCode).toBe(422);
      expect(again.json().errors[0]).toMatchObject({
        detail: 'This organization is already authorized.',
        source: { pointer: '/data/attributes/organization_id' },
      });
    });

    it('accepts organizationId (camelCase) from an administrator, and a paused organization', async () => {
      const { organization, authorizerEmail } = await registeredOrganization('paused');
      const admin = await createUser(t.database.db, { systemAdmin: true });
      const session = await signIn(t.app, admin.email);
      const response = await session.request({
        method: 'POST',
        url: '/api/v1/resend_authorization_emails',
        payload: {
          data: { type: 'resend_authorization_emails', attributes: { organizationId: organization.id } },
        },
      });
      expect(response.statusCode).toBe(201);
      const email = await latestEmail(t.database, authorizerEmail, 'authorize-organization');
      expect(email?.textBody).toContain(
        `${admin.fullName} asked us to send you a new authorization link for ${organization.name}`,
      );
    });

    it('refuses a viewer (403), a manager of another organization (404) and anonymous callers (401)', async () => {
      const { organization, viewer, authorizerEmail } = await registeredOrganization();
      const stranger = (await registeredOrganization()).manager;
      expect((await (await signIn(t.app, viewer.email)).request(resend(organization.id))).statusCode).toBe(
        403,
      );
      expect((await (await signIn(t.app, stranger.email)).request(resend(organization.id))).statusCode).toBe(
        404,
      );
      expect((await t.app.inject(resend(organization.id))).statusCode).toBe(401);
      expect(await latestEmail(t.database, authorizerEmail, 'authorize-organization')).toBeUndefined();
    });

    it('refuses imported organizations and organizations without an authorizer email', async () => {
      const imported = await registeredOrganization('imported');
      const session = await signIn(t.app, imported.manager.email);
      const refused = await session.request(resend(imported.organization.id));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].detail).toBe(
        'This organization was imported: its details must be completed before it can be authorized.',
      );

      const { organization, manager } = await registeredOrganization();
      await t.database.db
        .update(organizations)
        .set({ authorizerEmail: null })
        .where(eq(organizations.id, organization.id));
      const missing = await (await signIn(t.app, manager.email)).request(resend(organization.id));
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors[0].detail).toBe(
        "Add the authorizer's email in the organization's details before sending the authorization email.",
      );
    });

    it('answers bad input with 400/422, never a 500', async () => {
      const { manager } = await registeredOrganization();
      const session = await signIn(t.app, manager.email);
      for (const id of [null, 'abc', -1, 0, 1.5, 99999999999, { id: 1 }, []]) {
        const response = await session.request(resend(id));
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[0].source.pointer).toBe('/data/attributes/organization_id');
      }
      expect((await session.request(resend(2_000_000_000))).statusCode).toBe(404);
      for (const payload of [[], { data: [] }, { data: { type: 'users' } }, 'text']) {
        const response = await session.request({
          method: 'POST',
          url: '/api/v1/resend_authorization_emails',
          payload: payload as object,
        });
        expect([400, 409, 415, 422]).toContain(response.statusCode);
      }
    });
  });
});
