/** Forgot password, reset by the emailed link, change with the current password, and the users screens' reset. */
import { PASSWORD_MESSAGES as P } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizationWithMembers, createUser, TEST_PASSWORD } from '../../test/support/factories';
import { signIn } from '../../test/support/http';
import { createMailTestApp, linkIn, MAIL_APP_URL, type MailTestApp } from '../../test/support/mail-app';
import { outgoingEmails, users } from '../db/schema/index';

const NEW_PASSWORD = 'a-new-password-42';

describe('password reset and change', () => {
  let t: MailTestApp;
  beforeAll(async () => {
    // The reset limit below (5 per address per SIGN_IN_WINDOW_MS) is tested past its window, within the
    // hour of the per-address email limit (tested in mail/email-limits.int.test.ts): that one is raised here.
    t = await createMailTestApp({ EMAIL_MAX_PER_ADDRESS: '100' });
  });
  afterAll(() => t.close());

  const forgot = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/auth/password', payload: payload as object, headers });
  const reset = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/auth/password', payload });
  const signInStatus = async (email: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password } })).statusCode;
  const storedToken = async (email: string) => {
    const row = await t.storedEmailTo(email);
    return new URL(/Reset my password: (\S+)/.exec(row!.textBody)![1]!).searchParams.get(
      'reset_password_token',
    )!;
  };

  it('answers forgot password the same for an existing and an unknown email; only the existing one gets mail', async () => {
    const user = await createUser(t.database.db);
    const unknown = `nobody-${Date.now()}@example.test`;

    const known = await forgot({ email: user.email, redirect_url: 'https://evil.example/steal' });
    const missing = await forgot({ email: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: P.resetInstructionsSent(user.email) });
    expect(missing.json()).toEqual({ success: true, message: P.resetInstructionsSent(unknown) });

    const email = await t.emailTo(user.email);
    expect(email.subject).toBe('Reset your Shelter Animals Count password');
    const link = linkIn(email, 'Reset my password');
    expect(`${link.origin}${link.pathname}`).toBe(`${MAIL_APP_URL}/reset-password`);
    expect(email.html).toContain('href="http://portal.test/reset-password?reset_password_token=');
    const unknownRows = await t.database.db
      .select()
      .from(outgoingEmails)
      .where(eq(outgoingEmails.toAddress, unknown));
    expect(unknownRows).toEqual([]);
  });

  it('resets the password with the emailed link once; the new password signs in, the old one and other devices no longer work', async () => {
    const user = await createUser(t.database.db);
    const otherDevice = await signIn(t.app, user.email);
    await forgot({ email: user.email.toUpperCase() });
    const token = linkIn(await t.emailTo(user.email), 'Reset my password').searchParams.get(
      'reset_password_token',
    );

    const response = await reset({
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      reset_password_token: token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your password has been reset. You can now log in.',
    });

    expect((await otherDevice.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(401);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);

    const again = await reset({
      password: 'another-one-99',
      passwordConfirmation: 'another-one-99',
      reset_password_token: token,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, errors: [P.resetLinkInvalid] });
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('only the newest reset link works', async () => {
    const user = await createUser(t.database.db);
    await forgot({ email: user.email });
    const first = await storedToken(user.email);
    await forgot({ email: user.email });
    const second = await storedToken(user.email);
    expect(second).not.toBe(first);
    const old = await reset({
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      reset_password_token: first,
    });
    expect(old.json().errors).toEqual([P.resetLinkInvalid]);
    const fresh = await reset({
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      reset_password_token: second,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an expired link and a forged one with the message', async () => {
    const user = await createUser(t.database.db);
    await forgot({ email: user.email });
    const token = await storedToken(user.email);
    t.clock.advance(t.config.linkTokens.resetPassword + 60_000);
    const expired = await reset({
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      reset_password_token: token,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({ success: false, errors: [P.resetLinkInvalid] });
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(200);

    for (const forged of ['A'.repeat(43), 'not a token', 12345, { $ne: null }, ['x'], '']) {
      const response = await reset({
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
        reset_password_token: forged,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([P.resetLinkInvalid]);
    }
    const noToken = await reset({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(noToken.json().errors).toEqual([P.resetLinkInvalid]);
  });

  it('gives the password rules their texts and keeps the link usable', async () => {
    const user = await createUser(t.database.db);
    await forgot({ email: user.email });
    const token = await storedToken(user.email);
    const errorsOf = async (payload: Record<string, unknown>) => {
      const response = await reset({ reset_password_token: token, ...payload });
      expect(response.statusCode).toBe(422);
      return response.json().errors;
    };
    expect(await errorsOf({ password: 'short', password_confirmation: 'short' })).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(await errorsOf({ password: NEW_PASSWORD, password_confirmation: 'something-else' })).toEqual([
      'Passwords do not match',
    ]);
    expect(await errorsOf({ password: NEW_PASSWORD })).toEqual(['Confirm your password']);
    expect(await errorsOf({ password_confirmation: NEW_PASSWORD })).toEqual([
      'Password is required',
      'Passwords do not match',
    ]);
    expect(await errorsOf({ password: 42, password_confirmation: 42 })).toEqual([
      'Password is required',
      'Confirm your password',
    ]);
    const long = 'x'.repeat(201);
    expect(await errorsOf({ password: long, password_confirmation: long })).toEqual([P.passwordTooLong]);

    const ok = await reset({
      reset_password_token: token,
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('asks for an email: required, valid', async () => {
    for (const [payload, message] of [
      [{}, 'Email is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 42 }, 'Email is required'],
      [{ email: 'not-an-email' }, 'Invalid email'],
    ] as const) {
      const response = await forgot(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ success: false, errors: [message] });
    }
  });

  it('sends the reset email to the signed-in user when no email is given', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const response = await session.request({ method: 'POST', url: '/auth/password', payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(P.resetInstructionsSent(user.email));
    const link = linkIn(await t.emailTo(user.email), 'Reset my password');
    expect(link.searchParams.get('reset_password_token')).toMatch(/^[\w-]{40,}$/);
  });

  it('confirms an unconfirmed account whose owner resets the password by the emailed link', async () => {
    const user = await createUser(t.database.db, { confirmedAt: null });
    expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);
    await forgot({ email: user.email });
    const token = await storedToken(user.email);
    expect(
      (
        await reset({
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
          reset_password_token: token,
        })
      ).statusCode,
    ).toBe(200);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('sends no reset email to an archived account, with the same answer', async () => {
    const user = await createUser(t.database.db, { archivedAt: new Date('2025-01-01T00:00:00Z') });
    const response = await forgot({ email: user.email });
    expect(response.json()).toEqual({ success: true, message: P.resetInstructionsSent(user.email) });
    expect(await t.storedEmailTo(user.email)).toBeUndefined();
  });

  it('limits reset requests per address', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 5; i++) expect((await forgot({ email: user.email })).statusCode).toBe(200);
    const limited = await forgot({ email: user.email });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, errors: [P.tooManyResetRequests] });
    t.clock.advance(t.config.rateLimit.windowMs + 1000);
    expect((await forgot({ email: user.email })).statusCode).toBe(200);
  });

  it('changes the password of a signed-in user who gives the current one, signing out other devices only', async () => {
    const user = await createUser(t.database.db);
    const other = await signIn(t.app, user.email);
    const session = await signIn(t.app, user.email);
    const change = (payload: Record<string, unknown>) =>
      session.request({ method: 'PUT', url: '/auth/password', payload });

    const missing = await change({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(missing.json()).toEqual({ success: false, errors: [P.currentPasswordRequired] });
    const wrong = await change({
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      current_password: 'wrong-one-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ success: false, errors: [P.currentPasswordIncorrect] });

    const ok = await change({
      password: NEW_PASSWORD,
      passwordConfirmation: NEW_PASSWORD,
      currentPassword: TEST_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: P.passwordChanged });
    expect((await session.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(200);
    expect((await other.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(401);
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);
  });

  it('answers hostile bodies with 4xx, never 500', async () => {
    for (const payload of [
      '"just a string"',
      '[1,2]',
      '{"email":{"$gt":""}}',
      '{"password":["a"],"reset_password_token":null}',
      'null',
    ]) {
      for (const method of ['POST', 'PUT'] as const) {
        const response = await t.app.inject({
          method,
          url: '/auth/password',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, `${method} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${payload}`).toBeLessThan(500);
      }
    }
  });
});

describe('POST /api/v1/users/:id/reset', () => {
  let t: MailTestApp;
  beforeAll(async () => {
    t = await createMailTestApp();
  });
  afterAll(() => t.close());

  const sendReset = (session: Awaited<ReturnType<typeof signIn>>, id: number | string, slash = '') =>
    session.request({ method: 'POST', url: `/api/v1/users/${id}/reset${slash}` });

  it('lets an admin send the reset email to another user, whose link then works', async () => {
    const admin = await createUser(t.database.db, { systemAdmin: true });
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, admin.email);
    const response = await sendReset(session, user.id, '/');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      meta: { message: `A reset password email was sent to ${user.email}.` },
    });

    const token = linkIn(await t.emailTo(user.email), 'Reset my password').searchParams.get(
      'reset_password_token',
    );
    const done = await t.app.inject({
      method: 'PUT',
      url: '/auth/password',
      payload: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, reset_password_token: token },
    });
    expect(done.statusCode).toBe(200);
    expect((await signIn(t.app, user.email, NEW_PASSWORD)).headers.uid).toBe(user.email);
  });

  it('lets a user send it to themselves, with or without the trailing slash', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    expect((await sendReset(session, user.id)).statusCode).toBe(201);
    expect((await sendReset(session, user.id, '/')).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.resetPasswordTokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a manager targeting another member, and hides users outside the scope', async () => {
    const { manager, viewer } = await createOrganizationWithMembers(t.database.db);
    const stranger = await createUser(t.database.db);
    const session = await signIn(t.app, manager.email);
    const refused = await sendReset(session, viewer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].detail).toBe(
      'Only administrators may send a reset password email to another user.',
    );
    expect((await sendReset(session, stranger.id)).statusCode).toBe(404);
    for (const id of ['abc', '99999999999999999999', '-1', '1e3']) {
      expect((await sendReset(session, id)).statusCode).toBe(404);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, viewer.id));
    expect(row!.resetPasswordTokenHash).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/users/${viewer.id}/reset` })).statusCode).toBe(
      401,
    );
  });
});
