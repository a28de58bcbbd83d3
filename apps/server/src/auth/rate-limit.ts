/**
 * Sign-in rate limits, per IP (all attempts) and per email (failures), counted in the database so that
 * every server process sees the same numbers.
 */
import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/connection';
import { signInAttempts } from '../db/schema/index';
import { tooManyRequests } from '../http/errors';

export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const keysOf = (ip: string, email: string) => ({
  ip: `ip:${ip}`,
  email: `email:${email.trim().toLowerCase()}`,
});

export async function assertSignInAllowed(db: DbOrTx, config: Config, now: Date, ip: string, email: string) {
  const keys = keysOf(ip, email);
  const since = new Date(now.getTime() - config.rateLimit.windowMs);
  await db
    .delete(signInAttempts)
    .where(and(inArray(signInAttempts.key, [keys.ip, keys.email]), lt(signInAttempts.attemptedAt, since)));
  const [ipAttempts] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.key, keys.ip), gte(signInAttempts.attemptedAt, since)));
  const [emailFailures] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.key, keys.email),
        eq(signInAttempts.succeeded, false),
        gte(signInAttempts.attemptedAt, since),
      ),
    );
  if ((ipAttempts?.n ?? 0) >= config.rateLimit.maxAttemptsPerIp) throw tooManyRequests(RATE_LIMITED_MESSAGE);
  if ((emailFailures?.n ?? 0) >= config.rateLimit.maxFailuresPerEmail)
    throw tooManyRequests(RATE_LIMITED_MESSAGE);
}

export async function recordSignInAttempt(
  db: DbOrTx,
  now: Date,
  ip: string,
  email: string,
  succeeded: boolean,
) {
  const keys = keysOf(ip, email);
  await db.insert(signInAttempts).values([
    { key: keys.ip, succeeded, attemptedAt: now },
    { key: keys.email, succeeded, attemptedAt: now },
  ]);
  if (succeeded) {
    await db
      .delete(signInAttempts)
      .where(and(eq(signInAttempts.key, keys.email), eq(signInAttempts.succeeded, false)));
  }
}
