/**
 * Reset-password links: a new token replaces the previous one (only the newest link works), the email
 * goes out in the caller's transaction, and consuming a token sets the password, confirms the account
 * (following the link proves the address), activates memberships the user was invited to, and signs
 * every device out; the token is cleared by the same conditional UPDATE that sets the password.
 */
import { and, count, eq, gte, lt, ne } from 'drizzle-orm';
import { accountLinks } from '../accounts/links';
import type { Config } from '../config';
import type { DbOrTx, Tx } from '../db/connection';
import { authTokens, signInAttempts, users } from '../db/schema/index';
import { enqueueEmail } from '../mail/enqueue-email';
import { resetPasswordEmail } from '../mail/templates/reset-password';
import { activateInvitedMemberships } from '../resources/user-memberships/invites/accept-invite';
import { isLinkTokenFresh, linkLifetime, linkTokenHash, newLinkToken } from './link-tokens';
import { passwordFromLink, type SetPasswordWithToken } from './password-links';
import { revokeAllTokens } from './tokens';

type UserRow = typeof users.$inferSelect;

/** Reset emails per address within the sign-in rate-limit window. */
export const MAX_RESET_EMAILS_PER_ADDRESS = 5;

export async function sendResetPasswordEmail(
  tx: Tx,
  config: Config,
  user: Pick<UserRow, 'id' | 'email' | 'fullName'>,
  now: Date,
) {
  const { token, hash } = newLinkToken();
  await tx
    .update(users)
    .set({ resetPasswordTokenHash: hash, resetPasswordSentAt: now })
    .where(eq(users.id, user.id));
  await enqueueEmail(
    tx,
    resetPasswordEmail({
      to: user.email,
      fullName: user.fullName,
      resetUrl: accountLinks.resetPassword(config, token),
      validHours: linkLifetime(config, 'resetPassword', 'hours'),
    }),
  );
  return token;
}

/**
 * Counts a reset request for the address and the IP; false once either is over its limit. The answer
 * does not depend on whether an account exists, so it tells nothing about who is registered.
 */
export async function allowResetRequest(db: DbOrTx, config: Config, now: Date, ip: string, email: string) {
  const keys = [`reset:email:${email.trim().toLowerCase()}`, `reset:ip:${ip}`];
  const since = new Date(now.getTime() - config.rateLimit.windowMs);
  const limits = [MAX_RESET_EMAILS_PER_ADDRESS, config.rateLimit.maxAttemptsPerIp];
  for (const [i, key] of keys.entries()) {
    await db
      .delete(signInAttempts)
      .where(and(eq(signInAttempts.key, key), lt(signInAttempts.attemptedAt, since)));
    const [row] = await db
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.key, key), gte(signInAttempts.attemptedAt, since)));
    if ((row?.n ?? 0) >= limits[i]!) return false;
  }
  await db.insert(signInAttempts).values(keys.map((key) => ({ key, succeeded: false, attemptedAt: now })));
  return true;
}

/**
 * Sets the password of the user holding a fresh reset token, once. Undefined when the token is unknown,
 * used, expired or belongs to an archived account.
 */
export const resetPasswordWithToken: SetPasswordWithToken = async (tx, config, token, password, now) => {
  const hash = linkTokenHash(token);
  if (!hash) return undefined;
  const [user] = await tx.select().from(users).where(eq(users.resetPasswordTokenHash, hash)).for('update');
  if (!user) return undefined;
  if (user.archivedAt || !isLinkTokenFresh(config, 'resetPassword', user.resetPasswordSentAt, now)) {
    await tx
      .update(users)
      .set({ resetPasswordTokenHash: null, resetPasswordSentAt: null })
      .where(eq(users.id, user.id));
    return undefined;
  }
  const [updated] = await tx
    .update(users)
    .set({
      ...(await passwordFromLink(user, password, now)),
      resetPasswordTokenHash: null,
      resetPasswordSentAt: null,
    })
    .where(and(eq(users.id, user.id), eq(users.resetPasswordTokenHash, hash)))
    .returning();
  if (!updated) return undefined;
  await activateInvitedMemberships(tx, user.id, now);
  await revokeAllTokens(tx, user.id);
  return updated;
};

/** Signs the user out everywhere but the device `keepClient`, when the request came from one. */
export async function signOutDevices(tx: Tx, userId: number, keepClient?: string) {
  await tx
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), keepClient ? ne(authTokens.client, keepClient) : undefined));
}
