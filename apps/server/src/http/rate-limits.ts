/**
 * Rate limits shared by every API process: a fixed-window counter per key in the database, bumped by one
 * atomic upsert, so a burst of concurrent requests is counted exactly (each request sees its own number)
 * whatever process answers it. Keys name what is counted: `sign-in:email-ip:{email}|{ip}`,
 * `email-to:{address}`, `email-from:user:{id}`…
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connection';
import { rateLimitCounters } from '../db/schema/index';
import { tooManyRequests } from './errors';

export type RateLimit = {
  /** What is counted (the key's prefix and the thing counted). */
  key: string;
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
};

const windowStartOf = (now: Date, windowMs: number) =>
  new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/** Counts one hit and answers the window's count, this hit included. */
export async function countHit(db: DbOrTx, limit: Omit<RateLimit, 'limit'>, now: Date): Promise<number> {
  const windowStart = windowStartOf(now, limit.windowMs);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: limit.key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
    })
    .returning({ hits: rateLimitCounters.hits });
  return row?.hits ?? 1;
}

/** The window's count so far, without counting. */
export async function peekHits(db: DbOrTx, limit: Omit<RateLimit, 'limit'>, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitCounters.hits })
    .from(rateLimitCounters)
    .where(
      and(
        eq(rateLimitCounters.key, limit.key),
        eq(rateLimitCounters.windowStart, windowStartOf(now, limit.windowMs)),
      ),
    );
  return row?.hits ?? 0;
}

/** Counts one hit of each limit; a 429 with `message` when any is over its limit (the hit still counts). */
export async function consumeRateLimits(
  db: DbOrTx,
  limits: readonly RateLimit[],
  now: Date,
  message: string,
): Promise<void> {
  let exceeded = false;
  for (const limit of limits) {
    if ((await countHit(db, limit, now)) > limit.limit) exceeded = true;
  }
  if (exceeded) throw tooManyRequests(message);
}

/** Forgets a key's counts (a successful sign-in clears its failures). */
export async function resetRateLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Drops windows that ended before `before` (the nightly purge). */
export async function purgeRateLimitCounters(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
