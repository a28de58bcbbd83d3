/**
 * The authentication cache of the API processes (issue 17): two apps on one database stand for two API
 * processes. A process reuses a device's authentication while nothing changed, and hears of every change
 * from the database: a removed membership, a sign-out, an archived user, a closed coalition.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/app';
import {
  addCoalitionMember,
  createCoalition,
  createOrganizationWithMembers,
  createUser,
} from '../../test/support/factories';
import { type Session, signIn } from '../../test/support/http';
import type { Database } from '../db/connection';
import { listen } from '../db/notifications';
import { authTokens, coalitions, userMemberships, users } from '../db/schema/index';
import { ACCESS_CHANGED_CHANNEL } from './authentication-cache';

const CACHED = { AUTH_CACHE_SECONDS: '60' };

/** Polls until `check` holds (a notification travels through the database), or fails after `ms`. */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A write no trigger sees, so no process hears of it: what only the cache can hide. */
async function unannounced(database: Database, write: (db: Database['db']) => Promise<unknown>) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx as unknown as Database['db']);
  });
}

/** The same session's headers sent to another app (another API process). */
const via = (app: TestApp, session: Session, url: string) =>
  app.app.inject({ method: 'GET', url, headers: session.headers });

describe('authentication cache', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: CACHED });
    b = await createTestApp({ env: CACHED, database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('reuses a device’s authentication while nothing is announced', async () => {
    const { organization, manager } = await createOrganizationWithMembers(a.database.db);
    const session = await signIn(a.app, manager.email);
    const url = `/api/v1/organizations/${organization.id}`;
    expect((await via(b, session, url)).statusCode).toBe(200);
    // Removed without a word to the processes: the cached roles still answer…
    await unannounced(a.database, (db) =>
      db.delete(userMemberships).where(eq(userMemberships.userId, manager.id)),
    );
    expect((await via(b, session, url)).statusCode).toBe(200);
    // …until anything about the user is announced.
    await a.database.db.update(users).set({ fullName: 'Renamed' }).where(eq(users.id, manager.id));
    await eventually(async () => (await via(b, session, url)).statusCode === 404);
  });

  it('a membership removed in one process is gone in the other', async () => {
    const { organization, viewer } = await createOrganizationWithMembers(a.database.db);
    const admin = await createUser(a.database.db, { systemAdmin: true });
    const session = await signIn(a.app, viewer.email);
    const url = `/api/v1/organizations/${organization.id}`;
    expect((await via(b, session, url)).statusCode).toBe(200);
    const [membership] = await a.database.db
      .select()
      .from(userMemberships)
      .where(eq(userMemberships.userId, viewer.id));
    const adminSession = await signIn(a.app, admin.email);
    const removed = await adminSession.request({
      method: 'DELETE',
      url: `/api/v1/user_memberships/${membership!.id}`,
      payload: { data: { id: String(membership!.id), type: 'user_memberships' } },
    });
    expect(removed.statusCode).toBe(200);
    // The process that wrote knows at once; the other as soon as the database tells it.
    expect((await via(a, session, url)).statusCode).toBe(404);
    await eventually(async () => (await via(b, session, url)).statusCode === 404);
  });

  it('signing out in one process signs the device out in every process', async () => {
    const { manager } = await createOrganizationWithMembers(a.database.db);
    const session = await signIn(a.app, manager.email);
    const url = `/api/v1/users/${manager.id}`;
    expect((await via(b, session, url)).statusCode).toBe(200);
    const signedOut = await a.app.inject({
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: session.headers,
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await via(a, session, url)).statusCode).toBe(401);
    await eventually(async () => (await via(b, session, url)).statusCode === 401);
  });

  it('an archived user and a deleted token are refused everywhere', async () => {
    const first = await createOrganizationWithMembers(a.database.db);
    const second = await createOrganizationWithMembers(a.database.db);
    const archived = await signIn(a.app, first.manager.email);
    const revoked = await signIn(a.app, second.manager.email);
    for (const [session, user] of [
      [archived, first.manager],
      [revoked, second.manager],
    ] as const) {
      expect((await via(b, session, `/api/v1/users/${user.id}`)).statusCode).toBe(200);
    }
    // As a job or another process would, straight in the database.
    await a.database.db.update(users).set({ archivedAt: new Date() }).where(eq(users.id, first.manager.id));
    await a.database.db.delete(authTokens).where(eq(authTokens.userId, second.manager.id));
    await eventually(
      async () => (await via(b, archived, `/api/v1/users/${first.manager.id}`)).statusCode === 401,
    );
    await eventually(
      async () => (await via(b, revoked, `/api/v1/users/${second.manager.id}`)).statusCode === 401,
    );
  });

  it('a token rotated by one process is followed by the other', async () => {
    const { manager } = await createOrganizationWithMembers(a.database.db);
    const session = await signIn(a.app, manager.email);
    const url = `/api/v1/users/${manager.id}`;
    expect((await via(b, session, url)).statusCode).toBe(200);
    // Past the batch window on A's clock: A rotates, and the client moves on to the new token.
    a.clock.advance(a.config.auth.batchWindowMs + 1);
    const old = { ...session.headers };
    const rotated = await session.request({ method: 'GET', url });
    expect(rotated.statusCode).toBe(200);
    expect(session.headers['access-token']).not.toBe(old['access-token']);
    // B takes the new token (its cached row knew only the old one) and, within the grace period, the old one.
    expect((await via(b, session, url)).statusCode).toBe(200);
    const previous = await b.app.inject({ method: 'GET', url, headers: old });
    expect(previous.statusCode).toBe(200);
    expect(previous.headers['access-token']).toBeUndefined();
  });

  it('refuses a token past its expiry, cached or not', async () => {
    const { manager } = await createOrganizationWithMembers(b.database.db);
    const session = await signIn(b.app, manager.email);
    const url = `/api/v1/users/${manager.id}`;
    expect((await via(b, session, url)).statusCode).toBe(200);
    expect((await via(b, session, url)).statusCode).toBe(200);
    b.clock.advance(b.config.auth.tokenLifetimeMs + 1);
    expect((await via(b, session, url)).statusCode).toBe(401);
  });

  it('announces every change the cache depends on, with the user it concerns', async () => {
    const heard: string[] = [];
    const subscription = await listen(a.database, ACCESS_CHANGED_CHANNEL, {
      message: (payload) => heard.push(payload),
      ready: () => undefined,
      lost: () => undefined,
    });
    try {
      const { organization, manager } = await createOrganizationWithMembers(a.database.db);
      const coalition = await createCoalition(a.database.db);
      const member = await createUser(a.database.db);
      await addCoalitionMember(a.database.db, member.id, coalition.id);
      await eventually(async () => heard.includes(String(member.id)) && heard.includes(String(manager.id)));
      heard.length = 0;
      await a.database.db.update(coalitions).set({ status: 'closed' }).where(eq(coalitions.id, coalition.id));
      await eventually(async () => heard.includes('*'));
      heard.length = 0;
      // What the cache does not hold is not announced: a sign-in time, an organization's name.
      await a.database.db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, member.id));
      await a.database.db.execute(
        sql`update organizations set name = 'Renamed' where id = ${organization.id}`,
      );
      await a.database.db.update(users).set({ systemAdmin: true }).where(eq(users.id, member.id));
      await eventually(async () => heard.length > 0);
      expect(heard).toEqual([String(member.id)]);
    } finally {
      await subscription.close();
    }
  });
});

describe('authentication cache: its limits', () => {
  it('keeps an authentication no longer than AUTH_CACHE_SECONDS', async () => {
    const t = await createTestApp({ env: { AUTH_CACHE_SECONDS: '1' } });
    try {
      const { organization, manager } = await createOrganizationWithMembers(t.database.db);
      const session = await signIn(t.app, manager.email);
      const url = `/api/v1/organizations/${organization.id}`;
      expect((await session.request({ method: 'GET', url })).statusCode).toBe(200);
      await unannounced(t.database, (db) =>
        db.delete(userMemberships).where(eq(userMemberships.userId, manager.id)),
      );
      expect((await session.request({ method: 'GET', url })).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await session.request({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'caches nothing while the database connection that hears changes is down, and again once it is back',
    async () => {
      const t = await createTestApp({ env: CACHED });
      try {
        const { organization, manager } = await createOrganizationWithMembers(t.database.db);
        const session = await signIn(t.app, manager.email);
        const url = `/api/v1/organizations/${organization.id}`;
        const read = async () => (await session.request({ method: 'GET', url })).statusCode;
        expect(await read()).toBe(200);
        await t.database.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'listen:access_changed' and datname = current_database()`,
        );
        // Lost: every request reads its authentication, so an unannounced change shows at once.
        await eventually(async () => {
          await unannounced(t.database, (db) =>
            db.delete(userMemberships).where(eq(userMemberships.userId, manager.id)),
          );
          return (await read()) === 404;
        });
        // Back (it reconnects within a second or so): reused again until announced.
        await eventually(async () => {
          await t.database.db
            .insert(userMemberships)
            .values({ userId: manager.id, organizationId: organization.id, role: 'organization_manager' });
          await eventually(async () => (await read()) === 200);
          await unannounced(t.database, (db) =>
            db.delete(userMemberships).where(eq(userMemberships.userId, manager.id)),
          );
          return (await read()) === 200;
        }, 10_000);
      } finally {
        await t.close();
      }
    },
  );
});
