/**
 * Every email of the accounts endpoints, delivered by the real worker to a real SMTP listener: each
 * test reads the received message, takes its link and follows it as the browser would.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follow, linkIn, registrationBody, usRegistration } from '../../test/support/accounts';
import { createTestApp, type TestApp } from '../../test/support/app';
import {
  addCoalitionMember,
  addOrganizationMember,
  countyOf,
  createCoalition,
  createOrganization,
  createUser,
  TEST_PASSWORD,
} from '../../test/support/factories';
import { signIn } from '../../test/support/http';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/support/smtp-server';
import { newLinkToken } from '../auth/link-tokens';
import { organizations, userMemberships, users } from '../db/schema/index';
import type { CreateJobsOptions } from '../jobs/create-jobs';
import { type RunningWorker, startWorker } from '../jobs/start-worker';
import { sendDataUseAgreementEmail } from './data-use-agreement';

const fast: CreateJobsOptions = {
  pollingIntervalSeconds: 0.5,
  stopTimeoutMs: 1_000,
  queues: { 'deliver-email': { retryLimit: 1, retryDelay: 1, retryBackoff: true } },
};
const HOUR = 3600_000;

describe('accounts emails through SMTP', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let worker: RunningWorker;
  let countyId: number;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://portal.test' } });
    worker = await startWorker(t.database, t.config, fast);
    countyId = (await countyOf(t.database, 'NE')).id;
  });
  afterAll(async () => {
    await worker.stop();
    await t.close();
    await smtp.close();
  });

  const received = (to: string, subject: string | RegExp) =>
    smtp.waitForEmail(
      (m) =>
        m.to.includes(to) &&
        (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? '')),
    );
  const linkOf = (email: { text?: string }) => linkIn(email.text, 'http://portal.test');
  const userRow = async (id: number) =>
    (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const organizationRow = async (id: number) =>
    (await t.database.db.select().from(organizations).where(eq(organizations.id, id)))[0]!;

  it('registration: the user confirms by the emailed link, the authorizer authorizes by theirs', async () => {
    const authorizer = `authorizer-${Date.now()}@example.test`;
    const payload = usRegistration(countyId, {
      user_is_authorizer: false,
      organization_authorizer_name: 'Grace Hopper',
      organization_authorizer_title: 'Board Chair',
      organization_authorizer_email: authorizer,
      organization_authorizer_email_confirmation: authorizer,
      organization_authorizer_phone_number: '4025550111',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations',
      payload: registrationBody(payload),
    });
    expect(response.statusCode).toBe(201);
    const { user_id: userId, organization_id: organizationId } = response.json().data.attributes;

    const confirmation = await received(payload.user_email, 'Confirm your Shelter Animals Count account');
    expect(confirmation.text).toContain('Hello Ada,');
    expect(confirmation.text).toContain('This link works for 7 days');
    expect(confirmation.html).toContain('href="http://portal.test/auth/confirmation?confirmation_token=');
    expect(await follow(t.app, linkOf(confirmation))).toEqual({
      status: 302,
      location: '/?account_confirmation_success=true',
    });
    expect((await userRow(userId)).confirmedAt).toEqual(t.clock.now());
    await signIn(t.app, payload.user_email, payload.user_password);

    const authorization = await received(
      authorizer,
      `Authorize ${payload.organization_name} on Shelter Animals Count`,
    );
    expect(authorization.text).toContain('Hello Grace Hopper,');
    expect(authorization.text).toContain(`Ada Lovelace registered ${payload.organization_name}`);
    expect(await follow(t.app, linkOf(authorization))).toEqual({
      status: 302,
      location: '/?org_authorization_success=true',
    });
    expect((await organizationRow(organizationId)).status).toBe('confirmed');
    expect(await follow(t.app, linkOf(authorization))).toEqual({
      status: 302,
      location: '/?org_already_confirmed=true',
    });
    expect(smtp.received.filter((m) => m.to.includes(authorizer))).toHaveLength(1);
  });

  it('an expired confirmation link brings a new email whose link confirms', async () => {
    const payload = usRegistration(countyId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations',
      payload: registrationBody(payload),
    });
    const { user_id: userId } = response.json().data.attributes;
    const first = await received(payload.user_email, 'Confirm your Shelter Animals Count account');
    t.clock.advance(t.config.linkTokens.confirmation + HOUR);
    expect(await follow(t.app, linkOf(first))).toEqual({
      status: 302,
      location: '/login?link_error=expired_resent',
    });

    const second = await smtp.waitForEmail(
      (m) => m.to.includes(payload.user_email) && m.subject === first.subject && m.text !== first.text,
    );
    expect(linkOf(second)).not.toBe(linkOf(first));
    expect(await follow(t.app, linkOf(second))).toEqual({
      status: 302,
      location: '/?account_confirmation_success=true',
    });
    expect((await userRow(userId)).confirmedAt).not.toBeNull();
  });

  it('a manager resends the authorization email; its link confirms the organization', async () => {
    const authorizer = `resend-${Date.now()}@example.test`;
    const organization = await createOrganization(t.database.db, {
      status: 'registered',
      authorizerName: 'Pat Authorizer',
      authorizerEmail: authorizer,
    });
    const manager = await createUser(t.database.db, { fullName: 'Morgan Manager' });
    await addOrganizationMember(t.database.db, manager.id, organization.id, 'organization_manager');
    const session = await signIn(t.app, manager.email);
    const response = await session.request({
      method: 'POST',
      url: '/api/v1/resend_authorization_emails',
      payload: {
        data: { type: 'resend_authorization_emails', attributes: { organizationId: organization.id } },
      },
    });
    expect(response.json()).toEqual({
      meta: { message: `The authorization email was sent to ${authorizer}.` },
    });

    const email = await received(authorizer, /^Authorize /);
    expect(email.text).toContain(
      `Morgan Manager asked us to send you a new authorization link for ${organization.name}`,
    );
    expect(await follow(t.app, linkOf(email))).toEqual({
      status: 302,
      location: '/?org_authorization_success=true',
    });
    expect(await organizationRow(organization.id)).toMatchObject({
      status: 'confirmed',
      authorizedAt: t.clock.now(),
    });
  });

  it('finalizing a legacy organization emails its authorizer a working authorization link', async () => {
    const authorizer = `legacy-${Date.now()}@example.test`;
    const organization = await createOrganization(t.database.db, {
      status: 'imported',
      authorizerName: 'Chris Walker',
      authorizerEmail: authorizer,
    });
    const manager = await createUser(t.database.db);
    await addOrganizationMember(t.database.db, manager.id, organization.id, 'organization_manager');
    const session = await signIn(t.app, manager.email);
    const response = await session.request({
      method: 'POST',
      url: '/api/v1/organization_import_finalizers',
      payload: {
        data: {
          type: 'organization_import_finalizers',
          attributes: { organizationId: organization.id, incorporatedOn: '2010-09-01', ein: '741234567' },
        },
      },
    });
    expect(response.statusCode).toBe(201);
    const email = await received(authorizer, /^Authorize /);
    expect(await follow(t.app, linkOf(email))).toEqual({
      status: 302,
      location: '/?org_authorization_success=true',
    });
    expect((await organizationRow(organization.id)).status).toBe('confirmed');
  });

  it('the data use agreement email links to the page whose token accepts the agreement', async () => {
    const coalition = await createCoalition(t.database.db, { name: 'Prairie Coalition' });
    const user = await createUser(t.database.db, { fullName: 'Casey Coalition' });
    const membership = await addCoalitionMember(
      t.database.db,
      user.id,
      coalition.id,
      'coalition_viewer',
      false,
    );
    await t.database.db.transaction((tx) =>
      sendDataUseAgreementEmail(tx, t.config, membership.id, t.clock.now()),
    );

    const email = await received(user.email, 'Accept the Shelter Animals Count data use agreement');
    expect(email.text).toContain('You have been given access to Prairie Coalition');
    const link = new URL(`http://portal.test${linkOf(email)}`);
    expect(link.pathname).toBe('/data-use-agreement');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/user_memberships/${link.searchParams.get('membership_id')}/data_use_agreement`,
      payload: {
        data: { data_use_agreement: true, data_use_timestamp: t.clock.now().toISOString() },
        token: link.searchParams.get('token'),
      },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(userMemberships)
      .where(eq(userMemberships.id, membership.id));
    expect(row).toMatchObject({ dataUseAgreement: true, dataUseTimestamp: t.clock.now() });
  });

  it('an expired email-change link brings a new email to the new address whose link swaps the email', async () => {
    const user = await createUser(t.database.db);
    const newEmail = `moved-${Date.now()}@example.test`;
    const { token, hash } = newLinkToken();
    await t.database.db
      .update(users)
      .set({
        unconfirmedEmail: newEmail,
        confirmationTokenHash: hash,
        confirmationSentAt: new Date(t.clock.now().getTime() - t.config.linkTokens.confirmation - HOUR),
      })
      .where(eq(users.id, user.id));
    expect(await follow(t.app, `/auth/confirmation?confirmation_token=${token}`)).toEqual({
      status: 302,
      location: '/login?link_error=expired_resent',
    });
    const email = await received(newEmail, 'Confirm your new Shelter Animals Count email address');
    expect(await follow(t.app, linkOf(email))).toEqual({
      status: 302,
      location: '/?account_confirmation_success=true',
    });
    expect((await userRow(user.id)).email).toBe(newEmail);
    await signIn(t.app, newEmail, TEST_PASSWORD);
  });
});
