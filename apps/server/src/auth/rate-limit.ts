/**
 * Sign-in limits, on the shared rate-limit counters (http/rate-limits.ts) so every server process sees
 * the same numbers (docs/decisions/0007-sign-in-limits-and-account-changes.md):
 * - every attempt from one IP, `sign-in:ip:{ip}` (`maxAttemptsPerIp` per window);
 * - attempts on one email from one IP, `sign-in:email-ip:{email}|{ip}` (`maxFailuresPerEmail` per window),
 *   counted before the password is checked, so of a concurrent burst at most the limit is checked; a
 *   successful sign-in clears the pair. Another IP (the owner's) is not refused;
 * - failures on one email from any IP, `sign-in:email:{email}`: once they pass what one IP may make, each
 *   attempt on the email waits a growing delay (capped at a few seconds) before its password is checked.
 *   Slowed down, never locked: an attacker cannot keep the owner out.
 */
import type { Config } from '../config';
import type { DbOrTx } from '../db/connection';
import { consumeRateLimits, countHit, peekHits, resetRateLimit } from '../http/rate-limits';

export const RATE_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** The longest wait before a password is checked, however many IPs fail on the email. */
export const MAX_SIGN_IN_DELAY_MS = 3_000;
const FIRST_DELAY_MS = 250;

const normalized = (email: string) => email.trim().toLowerCase();
const ipKey = (ip: string) => `sign-in:ip:${ip}`;
const pairKey = (email: string, ip: string) => `sign-in:email-ip:${normalized(email)}|${ip}`;
const emailKey = (email: string) => `sign-in:email:${normalized(email)}`;

/**
 * The wait before checking a password of an email with `failures` recent failures (from any IP):
 * none within one IP's allowance, then 250 ms doubling with each failure, at most MAX_SIGN_IN_DELAY_MS.
 */
export function signInDelayMs(failures: number, allowance: number): number {
  const beyond = failures - allowance;
  if (beyond <= 0) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.min(beyond - 1, 16));
}

/**
 * Counts this attempt (one atomic upsert per key) before anything is checked; 429 with
 * RATE_LIMITED_MESSAGE when the IP or the (email, IP) pair is over its limit. Then waits the email's
 * delay, outside any transaction, so a waiting attempt holds no database connection.
 */
export async function admitSignInAttempt(
  db: DbOrTx,
  config: Config,
  now: Date,
  ip: string,
  email: string,
): Promise<void> {
  const { windowMs, maxAttemptsPerIp, maxFailuresPerEmail } = config.rateLimit;
  await consumeRateLimits(
    db,
    [
      { key: ipKey(ip), limit: maxAttemptsPerIp, windowMs },
      { key: pairKey(email, ip), limit: maxFailuresPerEmail, windowMs },
    ],
    now,
    RATE_LIMITED_MESSAGE,
  );
  const failures = await peekHits(db, { key: emailKey(email), windowMs }, now);
  const delay = signInDelayMs(failures, maxFailuresPerEmail);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
}

/** A failure counts toward the email's delay; a success clears the (email, IP) pair's count. */
export async function recordSignInResult(
  db: DbOrTx,
  config: Config,
  now: Date,
  ip: string,
  email: string,
  succeeded: boolean,
): Promise<void> {
  if (succeeded) await resetRateLimit(db, pairKey(email, ip));
  else await countHit(db, { key: emailKey(email), windowMs: config.rateLimit.windowMs }, now);
}
