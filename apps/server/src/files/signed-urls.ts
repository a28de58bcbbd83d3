/**
 * Download links that work without the token headers: a browser saves a big file (the national CSV, a
 * report) by following a plain link, so the link itself carries who asked and until when, signed with
 * HMAC-SHA256. The server still loads that user's access and applies the route's own checks.
 * The key is SECRET_KEY_BASE, or else one generated once and kept in the database so that every API
 * process signs and verifies alike.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accessFromMemberships, type MembershipRow, membershipsJson } from '../access/load-access';
import type { Access, CurrentUser } from '../access/types';
import { userColumns } from '../auth/current-user';
import type { Config } from '../config';
import type { Database, Db } from '../db/connection';
import { appSecrets, users } from '../db/schema/index';

/** How long a signed download link works. */
export const DOWNLOAD_LINK_TTL_MS = 60 * 60_000;
const SECRET_NAME = 'download_signing_key';

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The signing key of this database's deployment (created on first use when SECRET_KEY_BASE is unset). */
export function signingKey(database: Database, config: Config): Promise<Buffer> {
  if (config.secretKeyBase) return Promise.resolve(Buffer.from(config.secretKeyBase, 'utf8'));
  let key = keys.get(database);
  if (!key) {
    key = loadOrCreateKey(database.db);
    key.catch(() => keys.delete(database));
    keys.set(database, key);
  }
  return key;
}

async function loadOrCreateKey(db: Db): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'base64');
}

const mac = (key: Buffer, path: string, userId: number, expires: number) =>
  createHmac('sha256', key).update(`${path}\n${userId}\n${expires}`).digest('base64url');

/** `path` (no query) with the signature of `userId` until `now + ttlMs`. */
export function signPath(key: Buffer, path: string, userId: number, now: Date, ttlMs = DOWNLOAD_LINK_TTL_MS) {
  const expires = Math.floor((now.getTime() + ttlMs) / 1000);
  const signature = mac(key, path, userId, expires);
  return `${path}?user=${userId}&expires=${expires}&signature=${signature}`;
}

/** The user a signed link was made for, or null when it is forged, altered or expired. */
export function verifySignedPath(
  key: Buffer,
  path: string,
  query: Record<string, unknown>,
  now: Date,
): number | null {
  const userId = Number(query.user);
  const expires = Number(query.expires);
  const signature = typeof query.signature === 'string' ? query.signature : '';
  if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(expires) || !signature) return null;
  if (expires * 1000 < now.getTime()) return null;
  const expected = Buffer.from(mac(key, path, userId, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The access of a user who is not archived (a signed link stops working when its user is archived). */
export async function loadUserAccess(db: Db, userId: number): Promise<Access | null> {
  const [user] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.archivedAt)));
  if (!user) return null;
  // Not a column of the select above: a one-table select leaves column names unqualified, and they are
  // ambiguous inside the subquery's join (user_memberships.status, coalitions.status).
  const { rows } = (await db.execute(sql`select ${membershipsJson(userId)} as memberships`)) as unknown as {
    rows: { memberships: MembershipRow[] }[];
  };
  return accessFromMemberships(user as CurrentUser, rows[0]!.memberships);
}
