/** Changing the email from the profile: pending until the new address confirms, sign-in unchanged until then. */
import { EMAIL_CHANGE_MESSAGES, PASSWORD_MESSAGES as P } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationWithMembers, createUser, TEST_PASSWORD } from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { createMailTestApp, linkIn, MAIL_APP_URL, type MailTestApp } from '../../../test/support/mail-app';
import { TOO_MANY_PASSWORD_CHECKS } from '../../auth/current-password';
import { hashPassword } from '../../auth/password';
import { outgoingEmails, users } from '../../db/schema/index';
import { EMAIL_CHANGED_SUBJECT } from '../../mail/templates/email-changed';

const ADMIN_PASSWORD = 'admin-own-password-7';

describe('email change', () => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp({ PASSWORD_CHECK_MAX: '3' });
  });
  afterAll(() => t.close());

  const newAddress = (label: string) =>
    `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.test`;
  const patch = (session: Session, id: number, attributes: Record<string, unknown>) =>
    session.request({
      method: 'PATCH',
      url: `/api/v1/users/${id}`,
      payload: jsonApi('users', attributes, id),
    });
  const signInStatus = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        payload: { email, password: TEST_PASSWORD },
      })
    ).statusCode;
  const stored = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
  const pendingEmails = async (to: string) =>
    t.database.db.select().from(outgoingEmails).where(eq(outgoingEmails.toAddress, to));

  it('refuses an email change without the current password or with a wrong one, naming current_password; nothing is stored or sent', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('no-password');
    for (const [current_password, detail] of [
      [undefined, P.currentPasswordRequired],
      ['', P.currentPasswordRequired],
      [42, P.currentPasswordRequired],
      ['wrong-password-1', P.currentPasswordIncorrect],
    ] as const) {
      for (const attribute of ['email', 'unconfirmed_email']) {
        const response = await patch(session, user.id, { [attribute]: next, current_password });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual([
          expect.objectContaining({ detail, source: { pointer: '/data/attributes/current_password' } }),
        ]);
      }
    }
    expect((await stored(user.id)).unconfirmedEmail).toBeNull();
    expect(await pendingEmails(next)).toEqual([]);
    expect(await pendingEmails(user.email)).toEqual([]);
    // Other profile fields need no password.
    const renamed = await patch(session, user.id, { full_name: 'Renamed Person' });
    expect(renamed.statusCode).toBe(200);
  });

  it('tells the old address what changed, when, and how to undo it', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('told');
    const response = await patch(session, user.id, { email: next, current_password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const notice = await t.emailTo(user.email, EMAIL_CHANGED_SUBJECT);
    expect(notice.text).toContain(`from ${user.email} to ${next}`);
    expect(notice.text).toContain('on 2025-06-15 at 12:00 UTC');
    expect(notice.text).toContain(t.config.helpdeskEmail);
    expect(linkIn(notice, 'Reset my password').href).toBe(`${MAIL_APP_URL}/forgot-password`);
    expect((await t.storedEmailTo(user.email))!.template).toBe('email-changed');
  });

  it('limits current_password checks per user with a 429; a right password then waits too', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('guessing');
    for (let i = 0; i < 3; i += 1) {
      const wrong = await patch(session, user.id, { email: next, current_password: `guess-number-${i}` });
      expect(wrong.statusCode).toBe(422);
    }
    const limited = await patch(session, user.id, { email: next, current_password: TEST_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0].detail).toBe(TOO_MANY_PASSWORD_CHECKS);
    // The limit is the user's, whichever screen checks the password.
    const change = await session.request({
      method: 'PUT',
      url: '/auth/password',
      payload: {
        password: 'another-pass-9',
        password_confirmation: 'another-pass-9',
        current_password: TEST_PASSWORD,
      },
    });
    expect(change.statusCode).toBe(429);
    expect((await stored(user.id)).unconfirmedEmail).toBeNull();
    t.clock.advance(16 * 60_000);
    const later = await patch(session, user.id, { email: next, current_password: TEST_PASSWORD });
    expect(later.statusCode).toBe(200);
  });

  it('keeps the new email unconfirmed, signs in with the old one, and mails the new address a link that swaps them', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('moved');

    const response = await patch(session, user.id, {
      email: next,
      full_name: user.fullName,
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ email: user.email, unconfirmed_email: next });
    expect(await signInStatus(user.email)).toBe(200);
    expect(await signInStatus(next)).toBe(401);

    const email = await t.emailTo(next);
    expect(email.subject).toBe('Confirm your new Shelter Animals Count email address');
    expect(email.text).toContain(`changing from ${user.email} to ${next}`);
    const link = linkIn(email, 'Confirm my new email address');
    expect(link.pathname).toBe('/auth/confirmation');

    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/?account_confirmation_success=true');
    const after = await stored(user.id);
    expect(after.email).toBe(next);
    expect(after.unconfirmedEmail).toBeNull();
    expect(await signInStatus(next)).toBe(200);
    expect(await signInStatus(user.email)).toBe(401);
  });

  it('takes the spec’s unconfirmed_email attribute the same way', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('spec');
    const response = await patch(session, user.id, {
      unconfirmed_email: next,
      current_password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ email: user.email, unconfirmed_email: next });
    const row = await t.storedEmailTo(next);
    expect(row).toMatchObject({ template: 'confirm-email-change' });
  });

  it('refuses an address another account signs in with (any case), naming the field', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    for (const [attribute, value] of [
      ['email', other.email],
      ['unconfirmed_email', other.email.toUpperCase()],
    ] as const) {
      const response = await patch(session, user.id, {
        [attribute]: value,
        current_password: TEST_PASSWORD,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        expect.objectContaining({
          detail: EMAIL_CHANGE_MESSAGES.emailTaken,
          source: { pointer: `/data/attributes/${attribute}` },
        }),
      ]);
    }
    expect((await stored(user.id)).unconfirmedEmail).toBeNull();
    const mails = await t.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, other.email.toUpperCase()));
    expect(mails).toEqual([]);
  });

  it('checks the address with the form’s texts', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const detailOf = async (attributes: Record<string, unknown>) => {
      const response = await patch(session, user.id, { ...attributes, current_password: TEST_PASSWORD });
      expect(response.statusCode).toBe(422);
      return response.json().errors[0].detail;
    };
    expect(await detailOf({ email: 'not-an-email' })).toBe('Invalid email');
    expect(await detailOf({ email: '' })).toBe('Email is required');
    expect(await detailOf({ unconfirmed_email: 'a@b' })).toBe('Invalid email');
    expect(await detailOf({ email: `${'x'.repeat(400)}@example.test` })).toBe(
      'Must be at most 254 characters',
    );
    expect(await detailOf({ email: 42 })).toMatch(/email/);
    expect(await detailOf({ email: null })).toMatch(/email/);
  });

  it('cancels a pending change when the current email is written back or unconfirmed_email is cleared; the old link stops working', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('cancel');
    await patch(session, user.id, { email: next, current_password: TEST_PASSWORD });
    const row = await t.storedEmailTo(next);
    const link = new URL(/Confirm my new email address: (\S+)/.exec(row!.textBody)![1]!);

    // Cancelling a pending change asks no password: it only undoes.
    const back = await patch(session, user.id, { email: user.email.toUpperCase() });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.attributes.unconfirmed_email).toBeNull();
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(followed.headers.location).toBe('/login?link_error=invalid');
    expect((await stored(user.id)).email).toBe(user.email);

    await patch(session, user.id, {
      unconfirmed_email: newAddress('again'),
      current_password: TEST_PASSWORD,
    });
    const cleared = await patch(session, user.id, { unconfirmed_email: null });
    expect(cleared.json().data.attributes.unconfirmed_email).toBeNull();
    expect((await stored(user.id)).confirmationTokenHash).toBeNull();
  });

  it('lets an admin change another user’s email with the admin’s own current password (pending too, the old address told) and refuses a manager changing a member’s', async () => {
    const admin = await createUser(t.database.db, {
      systemAdmin: true,
      passwordHash: await hashPassword(ADMIN_PASSWORD),
    });
    const { manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const next = newAddress('by-admin');
    const adminSession = await signIn(t.app, admin.email, ADMIN_PASSWORD);
    for (const current_password of [undefined, TEST_PASSWORD]) {
      const refused = await patch(adminSession, viewer.id, { email: next, current_password });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors[0].source).toEqual({ pointer: '/data/attributes/current_password' });
    }
    expect((await stored(viewer.id)).unconfirmedEmail).toBeNull();
    const byAdmin = await patch(adminSession, viewer.id, { email: next, current_password: ADMIN_PASSWORD });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.attributes).toMatchObject({ email: viewer.email, unconfirmed_email: next });
    const notice = await t.emailTo(viewer.email, EMAIL_CHANGED_SUBJECT);
    expect(notice.text).toContain('an administrator');
    expect(notice.text).toContain(next);

    const managerSession = await signIn(t.app, manager.email);
    const refused = await patch(managerSession, viewer.id, {
      email: newAddress('by-manager'),
      current_password: TEST_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect((await stored(viewer.id)).unconfirmedEmail).toBe(next);
  });
});
