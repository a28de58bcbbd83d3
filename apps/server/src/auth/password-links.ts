/**
 * The two emailed links that set a password, reset and member invite. POST /auth/password takes
 * either token with the new password; following either link proves the address, so it confirms the
 * account as well.
 */
import type { Config } from '../config';
import type { Tx } from '../db/connection';
import type { users } from '../db/schema/index';
import { hashPassword } from './password';

type UserRow = typeof users.$inferSelect;

/** Sets the password of the user a fresh link token belongs to; undefined when the link cannot be used. */
export type SetPasswordWithToken = (
  tx: Tx,
  config: Config,
  token: unknown,
  password: string,
  now: Date,
) => Promise<UserRow | undefined>;

/** The user columns a set-password link writes: the new password, and the address confirmed. */
export async function passwordFromLink(user: Pick<UserRow, 'confirmedAt'>, password: string, now: Date) {
  return { passwordHash: await hashPassword(password), confirmedAt: user.confirmedAt ?? now };
}
