/**
 * Email limits (issue 10): every endpoint that sends email stops at the per-address and per-sender hourly
 * limits with a 429 that stores and sends nothing; unknown addresses count as known ones do; jobs are
 * not limited. Small limits here (2 per address, 4 per sender) keep the test short.
 */
import { EMAIL_LIMIT_MESSAGES } from '@sac/domain';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody, usRegistration } from '../../test/support/accounts';
import { createTestApp, type TestApp } from '../../test/support/app';
import {
  addCoalitionMember,
  addOrganizationMember,
  countyOf,
  createCoalition,
  createLocation,
  createOrganization,
  createOrganizationWithMembers,
  createUser,
  TEST_PASSWORD,
} from '../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../test/support/http';
import { loadConfig } from '../config';
import {
  coalitionMemberships,
  locations,
  organizations,
  outgoingEmails,
  userMembershipInvites,
  users,
} from '../db/schema/index';
import { enqueueEmail } from './enqueue-email';

const HOUR = 60 * 60_000;

describe('email limits', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' }).rateLimit;
    t = await createTestApp({
      config: { rateLimit: { ...defaults, maxEmailsPerAddress: 2, maxEmailsPerSender: 4 } },
    });
    admin = await signIn(t.app, (await createUser(t.database.db, { systemAdmin: true })).email);
  });
  afterAll(() => t.close());

  const emailsTo = async (address: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(outgoingEmails)
        .where(eq(sql`lower(${outgoingEmails.toAddress})`, address.toLowerCase()))
    )[0]!.n;
  let n = 0;
  const fresh = (kind: string) => {
    n += 1;
    return `limits-${kind}-${n}-${Date.now()}@example.test`;
  };
  /** Each test on its own hour, so that the sender's (127.0.0.1's, the admin's) counts start afresh. */
  const nextHour = () => t.clock.advance(HOUR);
  const forgot = (email: string, ip = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/auth/password', payload: { email }, remoteAddress: ip });

  it('POST /auth/password: the third request for one address in an hour is a 429, known address or not, and sends nothing', async () => {
    nextHour();
    const known = await createUser(t.database.db);
    const unknown = fresh('nobody');
    const statuses = async (email: string, ip: string) => [
      (await forgot(email, ip)).statusCode,
      (await forgot(email, ip)).statusCode,
      (await forgot(email, ip)).statusCode,
    ];
    expect(await statuses(known.email, '10.0.0.1')).toEqual([200, 200, 429]);
    expect(await statuses(unknown, '10.0.0.2')).toEqual([200, 200, 429]);
    const refused = await forgot(known.email, '10.0.0.3');
    expect(refused.json()).toEqual({ success: false, errors: [EMAIL_LIMIT_MESSAGES.tooManyEmails] });
    expect(await emailsTo(known.email)).toBe(2);
    expect(await emailsTo(unknown)).toBe(0);

    t.clock.advance(HOUR);
    expect((await forgot(known.email, '10.0.0.1')).statusCode).toBe(200);
    expect(await emailsTo(known.email)).toBe(3);
  });

  it('POST /auth/password: one IP address may cause so many emails an hour, whatever the addresses', async () => {
    nextHour();
    const addresses = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await createUser(t.database.db)).email),
    );
    const statuses: number[] = [];
    for (const email of addresses) statuses.push((await forgot(email, '10.0.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect(await emailsTo(addresses[4]!)).toBe(0);
    expect((await forgot(addresses[4]!, '10.0.1.2')).statusCode).toBe(200);
  });

  it('POST /api/v1/users/{id}/reset: a 429 past the address limit, and the reset link already sent keeps working', async () => {
    nextHour();
    const user = await createUser(t.database.db);
    const reset = () => admin.request({ method: 'POST', url: `/api/v1/users/${user.id}/reset` });
    expect((await reset()).statusCode).toBe(201);
    expect((await reset()).statusCode).toBe(201);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    const refused = await reset();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].detail).toBe(EMAIL_LIMIT_MESSAGES.tooManyEmails);
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after!.resetPasswordTokenHash).toBe(before!.resetPasswordTokenHash);
    expect(await emailsTo(user.email)).toBe(2);
  });

  it('invites: a manager may send so many an hour; past it a 429 that stores no account, membership or invite', async () => {
    nextHour();
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    await t.database.db
      .update(organizations)
      .set({ websiteUrl: 'https://www.example-shelter.org' })
      .where(eq(organizations.id, organization.id));
    const session = await signIn(t.app, manager.email);
    const invite = (email: string) =>
      session.request({
        method: 'POST',
        url: '/api/v1/user_membership_invites',
        payload: {
          data: {
            type: 'user_membership_invites',
            attributes: {
              resource_id: organization.id,
              resource_type: 'organization',
              name: 'Flood Target',
              title: 'Volunteer',
              email,
              email_confirmation: email,
              role: 'organization_viewer',
            },
          },
        },
      });
    const addresses = [1, 2, 3, 4, 5].map(() => fresh('invitee'));
    const statuses: number[] = [];
    for (const email of addresses) statuses.push((await invite(email)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const last = addresses[4]!;
    expect(await t.database.db.select().from(users).where(eq(users.email, last))).toEqual([]);
    expect(
      await t.database.db.select().from(userMembershipInvites).where(eq(userMembershipInvites.email, last)),
    ).toEqual([]);
    expect(await emailsTo(last)).toBe(0);

    // An archived account counts as any address does.
    nextHour();
    const archived = await createUser(t.database.db, { archivedAt: new Date('2025-01-01T00:00:00Z') });
    expect([(await invite(archived.email)).statusCode, (await invite(archived.email)).statusCode]).toEqual([
      201, 201,
    ]);
    expect((await invite(archived.email)).statusCode).toBe(429);
  });

  it("coalition invitations: notices to an organization's managers count once per invitation against the sender", async () => {
    nextHour();
    const db = t.database.db;
    const coalition = await createCoalition(db);
    const coalitionManager = await createUser(db);
    await addCoalitionMember(db, coalitionManager.id, coalition.id);
    const session = await signIn(t.app, coalitionManager.email);
    // Five organizations of two managers each: ten emails, five invitations.
    const invited = [];
    for (let i = 0; i < 5; i += 1) {
      const organization = await createOrganization(db, { searchableOptIn: true });
      for (let m = 0; m < 2; m += 1) {
        await addOrganizationMember(
          db,
          (await createUser(db, { email: fresh('org-manager') })).id,
          organization.id,
        );
      }
      invited.push(organization.id);
    }
    const invite = (organizationId: number) =>
      session.request({
        method: 'POST',
        url: '/api/v1/coalition_memberships',
        payload: jsonApi('coalition_memberships', {
          organization_id: organizationId,
          coalition_id: coalition.id,
          status_actor: 'Coalition',
        }),
      });
    const statuses: number[] = [];
    for (const organizationId of invited) statuses.push((await invite(organizationId)).statusCode);
    // The sender's limit here is 4: four invitations (eight emails) go out, the fifth is refused whole.
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const refused = await db
      .select()
      .from(coalitionMemberships)
      .where(eq(coalitionMemberships.organizationId, invited[4]!));
    expect(refused).toEqual([]);
  });

  it('registration: attempts from one IP address are limited, refused ones ("already exists") included', async () => {
    nextHour();
    const countyId = (await countyOf(t.database, 'NE')).id;
    const register = (attributes: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/registrations',
        payload: registrationBody(attributes),
        remoteAddress: '10.0.2.1',
      });
    const taken = (await createUser(t.database.db)).email;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await register(usRegistration(countyId, { user_email: taken, user_email_confirmation: taken })))
          .statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    const refused = await register(usRegistration(countyId));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].detail).toBe(EMAIL_LIMIT_MESSAGES.tooManyRegistrations);
  });

  it('registration: the per-sender email limit stops a registration before it stores anything', async () => {
    nextHour();
    const countyId = (await countyOf(t.database, 'NE')).id;
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/registrations',
        payload: registrationBody(usRegistration(countyId)),
        remoteAddress: '10.0.3.1',
      });
    // Two emails each (the registrant and the authorizer, one address here): two registrations fill 4.
    expect([(await register()).statusCode, (await register()).statusCode]).toEqual([201, 201]);
    const organizationsBefore = (await t.database.db.select({ n: count() }).from(organizations))[0]!.n;
    expect((await register()).statusCode).toBe(429);
    expect((await t.database.db.select({ n: count() }).from(organizations))[0]!.n).toBe(organizationsBefore);
  });

  it('POST /api/v1/resend_authorization_emails: a 429 past the authorizer address limit', async () => {
    nextHour();
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const authorizer = fresh('authorizer');
    await t.database.db
      .update(organizations)
      .set({ status: 'registered', authorizerEmail: authorizer, authorizerName: 'Ann Authorizer' })
      .where(eq(organizations.id, organization.id));
    const session = await signIn(t.app, manager.email);
    const resend = () =>
      session.request({
        method: 'POST',
        url: '/api/v1/resend_authorization_emails',
        payload: {
          data: { type: 'resend_authorization_emails', attributes: { organizationId: organization.id } },
        },
      });
    expect([(await resend()).statusCode, (await resend()).statusCode, (await resend()).statusCode]).toEqual([
      201, 201, 429,
    ]);
    expect(await emailsTo(authorizer)).toBe(2);
  });

  it('an email change counts its two emails (new address, old address) against the user; past the limit a 429 that changes nothing', async () => {
    nextHour();
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const changeTo = (email: string) =>
      session.request({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}`,
        payload: jsonApi('users', { email, current_password: TEST_PASSWORD }, user.id),
      });
    const first = fresh('new-address');
    const second = fresh('new-address');
    const third = fresh('new-address');
    expect((await changeTo(first)).statusCode).toBe(200);
    expect((await changeTo(second)).statusCode).toBe(200);
    const refused = await changeTo(third);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].detail).toBe(EMAIL_LIMIT_MESSAGES.tooManyEmails);
    const [stored] = await t.database.db
      .select({ unconfirmedEmail: users.unconfirmedEmail })
      .from(users)
      .where(eq(users.id, user.id));
    expect(stored!.unconfirmedEmail).toBe(second);
    expect(await emailsTo(third)).toBe(0);
  });

  it('location deletion requests email the admins and are limited like any email; the refused one stores nothing', async () => {
    nextHour();
    const { organization, manager } = await createOrganizationWithMembers(t.database.db);
    const session = await signIn(t.app, manager.email);
    const outcomes: { status: number; requestedAt: Date | null }[] = [];
    for (let i = 0; i < 5 && outcomes.at(-1)?.status !== 429; i += 1) {
      const location = await createLocation(t.database.db, organization.id);
      const response = await session.request({
        method: 'POST',
        url: '/api/v1/resource_archivers',
        payload: {
          data: {
            type: 'resource_archivers',
            attributes: { resource_type: 'location', resource_id: location.id },
          },
        },
      });
      const [stored] = await t.database.db
        .select({ requestedAt: locations.deletionRequestedAt })
        .from(locations)
        .where(eq(locations.id, location.id));
      outcomes.push({ status: response.statusCode, requestedAt: stored!.requestedAt });
    }
    const refused = outcomes.at(-1)!;
    expect(refused).toEqual({ status: 429, requestedAt: null });
    expect(outcomes.slice(0, -1).every((o) => o.status === 202 && o.requestedAt !== null)).toBe(true);
    expect(outcomes.length).toBeGreaterThan(1);
  });

  it('emails queued outside a request (jobs, the worker) are not limited', async () => {
    nextHour();
    const address = fresh('job');
    for (let i = 0; i < 5; i += 1) {
      await t.database.db.transaction((tx) =>
        enqueueEmail(tx, { to: address, subject: 'Job', text: 'From a job', template: 'job' }),
      );
    }
    expect(await emailsTo(address)).toBe(5);
  });
});
