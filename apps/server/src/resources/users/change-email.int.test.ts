/** Changing the email from the profile: pending until the new address confirms, sign-in unchanged until then. */
import { EMAIL_CHANGE_MESSAGES } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationWithMembers, createUser, TEST_PASSWORD } from '../../../test/support/factories';
import { jsonApi, type Session, signIn } from '../../../test/support/http';
import { outgoingEmails, users } from '../../db/schema/index';
import { createMailTestApp, linkIn, type MailTestApp } from '../../mail/testing/mail-test-app';

describe('email change', () => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp();
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

  it('keeps the new email unconfirmed, signs in with the old one, and mails the new address a link that swaps them', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('moved');

    const response = await patch(session, user.id, { email: next, full_name: user.fullName });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ email: user.email, unconfirmed_email: next });
    expect(await signInStatus(user.email)).toBe(200);
    expect(await signInStatus(next)).toBe(401);
    expect(await t.storedEmailTo(user.email)).toBeUndefined();

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
    const response = await patch(session, user.id, { unconfirmed_email: next });
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
      const response = await patch(session, user.id, { [attribute]: value });
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
      const response = await patch(session, user.id, attributes);
      expect(response.statusCode).toBe(422);
      return response.json().errors[0].detail;
    };
    expect(await detailOf({ email: 'not-an-email' })).toBe('Invalid email');
    expect(await detailOf({ email: '' })).toBe('Email is required');
    expect(await detailOf({ unconfirmed_email: 'a@b' })).toBe('Invalid email');
    expect(await detailOf({ email: `${'x'.repeat(400)}@example.test` })).toBe('Invalid email');
    expect(await detailOf({ email: 42 })).toMatch(/email/);
    expect(await detailOf({ email: null })).toMatch(/email/);
  });

  it('cancels a pending change when the current email is written back or unconfirmed_email is cleared; the old link stops working', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const next = newAddress('cancel');
    await patch(session, user.id, { email: next });
    const row = await t.storedEmailTo(next);
    const link = new URL(/Confirm my new email address: (\S+)/.exec(row!.textBody)![1]!);

    const back = await patch(session, user.id, { email: user.email.toUpperCase() });
    expect(back.statusCode).toBe(200);
    expect(back.json().data.attributes.unconfirmed_email).toBeNull();
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(followed.headers.location).toBe('/login?link_error=invalid');
    expect((await stored(user.id)).email).toBe(user.email);

    await patch(session, user.id, { unconfirmed_email: newAddress('again') });
    const cleared = await patch(session, user.id, { unconfirmed_email: null });
    expect(cleared.json().data.attributes.unconfirmed_email).toBeNull();
    expect((await stored(user.id)).confirmationTokenHash).toBeNull();
  });

  it('lets an admin change another user’s email (pending too) and refuses a manager changing a member’s', async () => {
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const { manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const next = newAddress('by-admin');
    const adminSession = await signIn(t.app, admin.email);
    const byAdmin = await patch(adminSession, viewer.id, { email: next });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data.attributes).toMatchObject({ email: viewer.email, unconfirmed_email: next });

    const managerSession = await signIn(t.app, manager.email);
    const refused = await patch(managerSession, viewer.id, { email: newAddress('by-manager') });
    expect(refused.statusCode).toBe(403);
    expect((await stored(viewer.id)).unconfirmedEmail).toBe(next);
  });
});
