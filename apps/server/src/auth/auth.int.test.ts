import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { createUser, TEST_PASSWORD } from '../../test/support/factories';
import { authHeadersOf, signIn } from '../../test/support/http';
import { authTokens, users } from '../db/schema/index';
import { hashToken } from './tokens';

describe('devise_token_auth compatible authentication', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_MAX_FAILURES_PER_EMAIL: '3', SIGN_IN_MAX_PER_IP: '1000' } });
  });
  afterAll(() => t.close());

  const signInRequest = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password }, remoteAddress: ip });

  it('signs in with email and password and answers with the user and the token headers', async () => {
    const user = await createUser(t.database.db);
    const response = await signInRequest(user.email.toUpperCase(), TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email, full_name: user.fullName });
    expect(response.json().data.password_hash).toBeUndefined();
    const headers = authHeadersOf(response)!;
    expect(headers['token-type']).toBe('Bearer');
    expect(headers.uid).toBe(user.email);
    expect(headers['access-token']!.length).toBeGreaterThanOrEqual(32);
    expect(Number(headers.expiry) * 1000 - t.clock.now().getTime()).toBe(14 * 24 * 3600 * 1000);
    expect(response.headers['access-control-expose-headers']).toContain('access-token');
  });

  it('stores only a SHA-256 hash of the token', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(session.headers['access-token']!));
    expect(JSON.stringify(rows)).not.toContain(session.headers['access-token']);
  });

  it('refuses a wrong password with 401 and an errors list', async () => {
    const user = await createUser(t.database.db);
    const response = await signInRequest(user.email, 'wrong-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      errors: ['Invalid login credentials. Please try again.'],
    });
  });

  it('refuses an unknown email with the same message', async () => {
    const response = await signInRequest('nobody@example.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual(['Invalid login credentials. Please try again.']);
  });

  it('refuses an unconfirmed user with a clear message', async () => {
    const user = await createUser(t.database.db, { confirmedAt: null });
    const response = await signInRequest(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0]).toContain('You must follow the instructions in the email');
  });

  it('refuses an archived user, and the tokens of a user archived later stop working', async () => {
    const archived = await createUser(t.database.db, { archivedAt: new Date() });
    const refused = await signInRequest(archived.email, TEST_PASSWORD);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errors[0]).toContain('Your account has been archived');

    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    expect((await session.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(200);
    await t.database.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, user.id));
    expect((await session.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(401);
  });

  it('rate-limits failed sign-ins per email with a 429 and a message', async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < 3; i += 1)
      expect((await signInRequest(user.email, 'nope-nope')).statusCode).toBe(401);
    const limited = await signInRequest(user.email, TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toEqual([
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    ]);
    t.clock.advance(16 * 60_000);
    expect((await signInRequest(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("commits a rotation without waiting for the disk, and only the rotation's own transaction", async () => {
    // A trigger notes the setting each write of a device row commits under.
    await t.database.exec(`create table commit_settings (op text, setting text);
      create function note_commit_setting() returns trigger language plpgsql as $$
        begin insert into commit_settings values (tg_op, current_setting('synchronous_commit')); return null; end $$;
      create trigger note_commit_setting after insert or update on auth_tokens
        for each row execute function note_commit_setting()`);
    try {
      const user = await createUser(t.database.db);
      const session = await signIn(t.app, user.email);
      t.clock.advance(6_000);
      const rotated = await session.request({ method: 'GET', url: '/auth/validate_token' });
      expect(rotated.headers['access-token']).toBeDefined();
      await signIn(t.app, user.email);
      const { rows: noted } = await t.database.query('select op, setting from commit_settings');
      expect(noted).toEqual([
        { op: 'INSERT', setting: 'on' },
        { op: 'UPDATE', setting: 'off' },
        { op: 'INSERT', setting: 'on' },
      ]);
      const { rows: after } = await t.database.query('show synchronous_commit');
      expect(after).toEqual([{ synchronous_commit: 'on' }]);
    } finally {
      await t.database.exec(
        'drop trigger note_commit_setting on auth_tokens; drop function note_commit_setting(); drop table commit_settings',
      );
    }
  });

  it('validates the token and rotates it after the batch window', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const first = session.headers['access-token'];
    const inWindow = await session.request({ method: 'GET', url: '/auth/validate_token' });
    expect(inWindow.statusCode).toBe(200);
    expect(inWindow.json()).toMatchObject({ success: true, data: { id: user.id } });
    expect(inWindow.headers['access-token']).toBeUndefined();

    t.clock.advance(6_000);
    const rotated = await session.request({ method: 'GET', url: '/auth/validate_token' });
    expect(rotated.headers['access-token']).toBeDefined();
    expect(session.headers['access-token']).not.toBe(first);

    // The previous token works during the grace window, then no longer.
    const old = { ...session.headers, 'access-token': first! };
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: old })).statusCode,
    ).toBe(200);
    t.clock.advance(31_000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: old })).statusCode,
    ).toBe(401);
    expect((await session.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(200);
  });

  it('keeps the session through 20 concurrent requests with one token; the newest token still works', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    t.clock.advance(6_000);
    const headers = { ...session.headers };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/auth/validate_token', headers })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const issued = responses.map(authHeadersOf).filter((h) => h !== null);
    expect(issued.length).toBe(1);
    const newest = issued[0]!;
    const after = await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: newest });
    expect(after.statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    t.clock.advance(15 * 24 * 3600_000);
    expect((await session.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(401);
  });

  it('keeps at most 10 devices per user, dropping the least recently used', async () => {
    const user = await createUser(t.database.db);
    const first = await signIn(t.app, user.email);
    for (let i = 0; i < 10; i += 1) {
      t.clock.advance(1000);
      await signIn(t.app, user.email);
    }
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(10);
    expect((await first.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(401);
  });

  it('signs out one device', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email);
    const out = await session.request({ method: 'DELETE', url: '/auth/sign_out' });
    expect(out.json()).toEqual({ success: true });
    expect((await session.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(401);
    expect((await other.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(200);
  });

  it('signs out a device whose rotation is due without handing out a new token', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const headers = { ...session.headers };
    t.clock.advance(6_000);
    const out = await t.app.inject({ method: 'DELETE', url: '/auth/sign_out', headers });
    expect(out.json()).toEqual({ success: true });
    expect(out.headers['access-token']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers })).statusCode).toBe(
      401,
    );
  });

  it("refresh_token with a rotation due issues one token, the device's current one", async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    t.clock.advance(6_000);
    const response = await session.request({ method: 'GET', url: '/refresh_token' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(row!.tokenHash).toBe(hashToken(response.headers['access-token'] as string));
    expect((await session.request({ method: 'GET', url: '/auth/validate_token' })).statusCode).toBe(200);
  });

  it('answers a request whose rotation fails, without a new token; the current token keeps working', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const before = session.headers['access-token'];
    // A real failure of the rotation's write: PostgreSQL refuses to change this user's token.
    await t.database.exec(`create function refuse_rotation() returns trigger language plpgsql as $$
      begin if old.user_id = ${user.id} then raise exception 'rotation refused'; end if; return new; end $$;
      create trigger refuse_rotation before update on auth_tokens for each row execute function refuse_rotation()`);
    try {
      t.clock.advance(6_000);
      const response = await session.request({ method: 'GET', url: '/auth/validate_token' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { id: user.id } });
      expect(response.headers['access-token']).toBeUndefined();
    } finally {
      await t.database.exec('drop trigger refuse_rotation on auth_tokens; drop function refuse_rotation()');
    }
    expect(session.headers['access-token']).toBe(before);
    const next = await session.request({ method: 'GET', url: '/auth/validate_token' });
    expect(next.statusCode).toBe(200);
    expect(next.headers['access-token']).toBeDefined();
  });

  it("writes a due rotation once, however many of the device's requests arrive while it is written", async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    // The rotation's write is held 300 ms, so that every request below sees the device before it; and every
    // update statement on the tokens is counted, those that change no row included.
    await t.database.exec(`create table rotation_statements (at timestamptz default now());
      create function count_rotation_statement() returns trigger language plpgsql as $$
        begin insert into rotation_statements default values; return null; end $$;
      create trigger count_rotation_statements after update on auth_tokens
        for each statement execute function count_rotation_statement();
      create function slow_rotation() returns trigger language plpgsql as $$
        begin if old.user_id = ${user.id} then perform pg_sleep(0.3); end if; return new; end $$;
      create trigger slow_rotation before update on auth_tokens for each row execute function slow_rotation()`);
    try {
      t.clock.advance(6_000);
      const responses = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: session.headers }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      const issued = responses.flatMap((r) => (r.headers['access-token'] ? [r.headers['access-token']] : []));
      expect(issued).toHaveLength(1);
      const [{ count }] = (await t.database.query('select count(*)::int as count from rotation_statements'))
        .rows as [{ count: number }];
      expect(count).toBe(1);
      const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
      expect(row!.tokenHash).toBe(hashToken(issued[0] as string));
    } finally {
      await t.database.exec(`drop trigger count_rotation_statements on auth_tokens;
        drop trigger slow_rotation on auth_tokens;
        drop function count_rotation_statement(); drop function slow_rotation(); drop table rotation_statements`);
    }
  });

  it('refresh_token always issues a new token', async () => {
    const user = await createUser(t.database.db);
    const session = await signIn(t.app, user.email);
    const before = session.headers['access-token'];
    const response = await session.request({ method: 'GET', url: '/refresh_token' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(user.id);
    expect(session.headers['access-token']).not.toBe(before);
  });

  describe('a token superseded by a rotation, inside its grace period', () => {
    /** A session whose token was rotated once; answers the superseded headers beside the session. */
    async function rotatedSession() {
      const user = await createUser(t.database.db);
      const session = await signIn(t.app, user.email);
      const superseded = { ...session.headers };
      t.clock.advance(6_000);
      await session.request({ method: 'GET', url: '/auth/validate_token' });
      expect(session.headers['access-token']).not.toBe(superseded['access-token']);
      // Past the batch window again, where a current token would rotate; still inside the grace period.
      t.clock.advance(6_000);
      return { user, session, superseded };
    }
    const storedHash = async (client: string) =>
      (await t.database.db.select().from(authTokens).where(eq(authTokens.client, client)))[0]!.tokenHash;

    it('cannot refresh: /refresh_token answers 401 and issues nothing', async () => {
      const { session, superseded } = await rotatedSession();
      const refused = await t.app.inject({ method: 'GET', url: '/refresh_token', headers: superseded });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, errors: ['Invalid login credentials'] });
      expect(refused.headers['access-token']).toBeUndefined();
      expect(await storedHash(session.headers.client!)).toBe(hashToken(session.headers['access-token']!));
      const current = await session.request({ method: 'GET', url: '/refresh_token' });
      expect(current.statusCode).toBe(200);
    });

    it('is accepted for its own request, without new headers and without evicting the current token', async () => {
      const { user, session, superseded } = await rotatedSession();
      const response = await t.app.inject({
        method: 'GET',
        url: '/auth/validate_token',
        headers: superseded,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(user.id);
      expect(response.headers['access-token']).toBeUndefined();
      expect(await storedHash(session.headers.client!)).toBe(hashToken(session.headers['access-token']!));
      // Long after the grace period the current token still works; the superseded one does not.
      t.clock.advance(60_000);
      const headers = { ...session.headers };
      expect((await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers })).statusCode).toBe(
        200,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/validate_token', headers: superseded })).statusCode,
      ).toBe(401);
    });
  });

  it('answers hostile sign-in bodies with 401, never 500', async () => {
    for (const payload of [
      { email: ['a'], password: 1 },
      { email: "' or 1=1 --", password: "' or 1=1 --" },
      {},
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/sign_in', payload });
      expect(response.statusCode).toBe(401);
    }
  });
});
