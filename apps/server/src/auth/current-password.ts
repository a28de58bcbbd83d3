/**
 * Checking the signed-in user's current password before an account change (a new email or password),
 * so a stolen session alone cannot take the account over. Checks are limited per user
 * (`password-check:user:{id}`, `maxPasswordChecks` per window), counted before the hash is compared so a
 * concurrent burst cannot guess past the limit; a right password clears the count.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db/connection';
import { users } from '../db/schema/index';
import { consumeRateLimits, resetRateLimit } from '../http/rate-limits';
import { verifyPassword } from './password';

export const TOO_MANY_PASSWORD_CHECKS =
  'Too many current password attempts. Please wait a few minutes and try again.';

/** Longer than any password we store (http/input/attributes.ts MAX_PASSWORD_LENGTH) cannot match. */
const MAX_CHECKED_LENGTH = 200;

const checkKey = (userId: number) => `password-check:user:${userId}`;

/** The text of a `current_password` value, or undefined when it is missing, empty or not text. */
export const currentPasswordText = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Whether `password` is the user's; 429 (TOO_MANY_PASSWORD_CHECKS) once the user's checks are used up. */
export async function verifyCurrentPassword(
  db: DbOrTx,
  config: Config,
  now: Date,
  userId: number,
  password: string,
): Promise<boolean> {
  const { windowMs, maxPasswordChecks } = config.rateLimit;
  await consumeRateLimits(
    db,
    [{ key: checkKey(userId), limit: maxPasswordChecks, windowMs }],
    now,
    TOO_MANY_PASSWORD_CHECKS,
  );
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  const ok =
    user !== undefined &&
    password.length <= MAX_CHECKED_LENGTH &&
    (await verifyPassword(password, user.passwordHash));
  if (ok) await resetRateLimit(db, checkKey(userId));
  return ok;
}
