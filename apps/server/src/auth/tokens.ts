/**
 * Device tokens in the manner of devise_token_auth: one row per signed-in device ("client"), only
 * SHA-256 hashes stored, rotated on use. Rotation happens at most once per batch window, and the
 * token before the last rotation stays valid for a grace period, so the parallel requests of one page
 * (all sent with the same token) never sign the user out.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/connection';
import { authTokens } from '../db/schema/index';

export type IssuedToken = { client: string; accessToken: string; expiresAt: Date };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

export async function issueToken(
  db: DbOrTx,
  userId: number,
  options: { config: Config; now: Date; userAgent?: string },
): Promise<IssuedToken> {
  const { config, now } = options;
  const client = randomBytes(16).toString('base64url');
  const accessToken = newSecret();
  const expiresAt = new Date(now.getTime() + config.auth.tokenLifetimeMs);
  await db.insert(authTokens).values({
    userId,
    client,
    tokenHash: hashToken(accessToken),
    rotatedAt: now,
    lastUsedAt: now,
    expiresAt,
    userAgent: options.userAgent?.slice(0, 300),
  });
  await pruneDevices(db, userId, config.auth.maxDevicesPerUser, now);
  return { client, accessToken, expiresAt };
}

/** Keeps the newest `max` devices of a user, and drops expired ones. */
async function pruneDevices(db: DbOrTx, userId: number, max: number, now: Date) {
  const rows = await db
    .select({ id: authTokens.id, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .where(eq(authTokens.userId, userId))
    .orderBy(asc(authTokens.lastUsedAt), asc(authTokens.id));
  const expired = rows.filter((r) => r.expiresAt <= now).map((r) => r.id);
  const live = rows.filter((r) => r.expiresAt > now);
  const surplus = live.slice(0, Math.max(0, live.length - max)).map((r) => r.id);
  const drop = [...expired, ...surplus];
  if (drop.length > 0) await db.delete(authTokens).where(inArray(authTokens.id, drop));
}

export type TokenRow = typeof authTokens.$inferSelect;

/**
 * How a presented token matches the device row at `now`: the current token, the one before the last
 * rotation inside its grace period (`superseded`: good for its own request only, it never rotates or
 * refreshes), or not at all.
 */
export function matchToken(
  row: TokenRow,
  presented: string,
  now: Date,
  config: Config,
): 'current' | 'superseded' | null {
  if (row.expiresAt <= now) return null;
  const hash = hashToken(presented);
  if (hash === row.tokenHash) return 'current';
  const graceEnds = row.rotatedAt.getTime() + config.auth.previousTokenGraceMs;
  return hash === row.previousTokenHash && now.getTime() < graceEnds ? 'superseded' : null;
}

/** Whether the batch window since the last rotation is over (checked before going to the database). */
export const rotationDue = (row: TokenRow, now: Date, config: Config): boolean =>
  now.getTime() - row.rotatedAt.getTime() >= config.auth.batchWindowMs;

/**
 * `synchronous_commit` off for the statement's own transaction (`set_config(…, true)` is `SET LOCAL`):
 * it commits without waiting for its WAL to reach the disk. A rotation is one statement of its own
 * (both callers pass the database, never a transaction), so nothing else commits that way. What it risks:
 * a PostgreSQL crash in the next ~0.6 s (three `wal_writer_delay`s) forgets the rotation, and the device
 * signs in again. What it saves: the disk's flush, on one request in ten (one rotation per device per
 * batch window). After a pause of 50–300 ms, as between a person's requests, the update took 1.2–2.2 ms
 * with the flush and 0.7–0.9 ms without on the fourteenth machine (docs/performance.md, "Token rotation
 * without waiting for the disk").
 */
const withoutWaitingForTheDisk = sql`(select set_config('synchronous_commit', 'off', true)) as commit_without_flush`;

/**
 * Rotates the device's token unless it was rotated within the batch window (or `force`).
 * The update is conditional on the hash seen, so of many concurrent requests only one rotates.
 * Called with the database, not inside a transaction: its commit does not wait for the disk (above).
 */
export async function rotateToken(
  db: Db,
  row: TokenRow,
  options: { config: Config; now: Date; force?: boolean },
): Promise<IssuedToken | null> {
  const { config, now } = options;
  if (!options.force && !rotationDue(row, now, config)) return null;
  const accessToken = newSecret();
  const expiresAt = new Date(now.getTime() + config.auth.tokenLifetimeMs);
  const updated = await db
    .update(authTokens)
    .set({
      previousTokenHash: row.tokenHash,
      tokenHash: hashToken(accessToken),
      rotatedAt: now,
      lastUsedAt: now,
      expiresAt,
    })
    .from(withoutWaitingForTheDisk)
    .where(and(eq(authTokens.id, row.id), eq(authTokens.tokenHash, row.tokenHash)))
    .returning({ id: authTokens.id });
  if (updated.length === 0) return null;
  return { client: row.client, accessToken, expiresAt };
}

export async function revokeToken(db: DbOrTx, client: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.client, client));
}

export async function revokeAllTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

export const tokenHeaders = (token: IssuedToken, uid: string): Record<string, string> => ({
  'access-token': token.accessToken,
  'token-type': 'Bearer',
  client: token.client,
  expiry: String(Math.floor(token.expiresAt.getTime() / 1000)),
  uid,
});

export const EXPOSED_HEADERS = 'access-token, token-type, client, expiry, uid';
