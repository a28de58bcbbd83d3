/**
 * Sign-in limits (issue 10, item 3): counted atomically before the password is checked, per (email, IP) so
 * an attacker cannot lock the owner out, slowed down per email across IPs, and counted on the client's
 * address unless TRUST_PROXY says a proxy in front may name it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import { createTestDatabase } from '../../test/support/db';
import { createUser, TEST_PASSWORD } from '../../test/support/factories';
import type { Database } from '../db/connection';
import { MAX_SIGN_IN_DELAY_MS, signInDelayMs } from './rate-limit';

const LIMITED = ['Too many sign-in attempts. Please wait a few minutes and try again.'];

describe('sign-in limits', () => {
  let database: Database;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    t = await createTestApp({
      database,
      env: { SIGN_IN_MAX_FAILURES_PER_EMAIL: '3', SIGN_IN_MAX_PER_IP: '1000' },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  const signIn = (app: TestApp, email: string, password: string, ip: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email, password },
      remoteAddress: ip,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('checks at most the limit of a burst of 40 parallel wrong passwords on one email; the rest are refused 429', async () => {
    const app = await createTestApp({
      database,
      env: { SIGN_IN_MAX_FAILURES_PER_EMAIL: '10', SIGN_IN_MAX_PER_IP: '1000' },
    });
    try {
      const user = await createUser(database.db);
      const responses = await Promise.all(
        Array.from({ length: 40 }, () => signIn(app, user.email, 'wrong-password', '10.0.1.1')),
      );
      const statuses = responses.map((r) => r.statusCode);
      // 401 means the password was checked; 429 means it was refused before.
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
      expect(responses.find((r) => r.statusCode === 429)!.json()).toEqual({
        success: false,
        errors: LIMITED,
      });
    } finally {
      await app.close();
    }
  });

  it('refuses the same IP after its failures, but the owner signing in from another IP gets in at once', async () => {
    const user = await createUser(database.db);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t, user.email, 'wrong-password', '10.0.2.1')).statusCode).toBe(401);
    }
    const attacker = await signIn(t, user.email, TEST_PASSWORD, '10.0.2.1');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json().errors).toEqual(LIMITED);

    const owner = await signIn(t, user.email, TEST_PASSWORD, '10.0.2.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.id).toBe(user.id);
    // Not even slowed: one IP's failures are not yet an attack on the email from several places.
    expect(signInDelayMs(3, 3)).toBe(0);
  });

  it('clears a pair’s failures when it signs in successfully', async () => {
    const user = await createUser(database.db);
    for (let i = 0; i < 2; i += 1) {
      expect((await signIn(t, user.email, 'wrong-password', '10.0.3.1')).statusCode).toBe(401);
    }
    expect((await signIn(t, user.email, TEST_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(t, user.email, 'wrong-password', '10.0.3.1')).statusCode).toBe(401);
    }
    expect((await signIn(t, user.email, TEST_PASSWORD, '10.0.3.1')).statusCode).toBe(429);
  });

  it('slows down (never refuses) the next attempts on an email failing from several IPs, up to a cap', async () => {
    const user = await createUser(database.db);
    for (const ip of ['10.0.4.1', '10.0.4.2']) {
      for (let i = 0; i < 3; i += 1) {
        expect((await signIn(t, user.email, 'wrong-password', ip)).statusCode).toBe(401);
      }
    }
    // Six failures against an allowance of three per IP: the next check waits 250 ms × 2² = 1 s.
    expect(signInDelayMs(6, 3)).toBe(1000);
    const started = Date.now();
    const owner = await signIn(t, user.email, TEST_PASSWORD, '10.0.4.3');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // However many IPs fail, the wait stays a few seconds.
    expect(signInDelayMs(10_000, 3)).toBe(MAX_SIGN_IN_DELAY_MS);
    expect(MAX_SIGN_IN_DELAY_MS).toBeLessThanOrEqual(5_000);
  });

  it('counts on the client address by default: X-Forwarded-For does not change it', async () => {
    const user = await createUser(database.db);
    for (let i = 0; i < 3; i += 1) {
      const forwarded = `192.0.2.${i + 1}`;
      expect((await signIn(t, user.email, 'wrong-password', '10.0.5.1', forwarded)).statusCode).toBe(401);
    }
    const response = await signIn(t, user.email, TEST_PASSWORD, '10.0.5.1', '198.51.100.9');
    expect(response.statusCode).toBe(429);
  });

  for (const trustProxy of ['true', '1']) {
    it(`counts on the X-Forwarded-For address with TRUST_PROXY=${trustProxy}`, async () => {
      const app = await createTestApp({
        database,
        env: { SIGN_IN_MAX_FAILURES_PER_EMAIL: '3', SIGN_IN_MAX_PER_IP: '1000', TRUST_PROXY: trustProxy },
      });
      try {
        const user = await createUser(database.db);
        for (let i = 0; i < 3; i += 1) {
          expect((await signIn(app, user.email, 'wrong-password', '10.0.6.1', '192.0.2.10')).statusCode).toBe(
            401,
          );
        }
        expect((await signIn(app, user.email, TEST_PASSWORD, '10.0.6.1', '192.0.2.10')).statusCode).toBe(429);
        expect((await signIn(app, user.email, TEST_PASSWORD, '10.0.6.1', '192.0.2.11')).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  }
});
