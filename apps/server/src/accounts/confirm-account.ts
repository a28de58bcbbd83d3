/**
 * GET /auth/confirmation: the link of the account confirmation email and of the email-change
 * confirmation (same token columns). After an account is confirmed its token hash is kept, so a
 * second click is recognized as "already confirmed"; after an email swap it is cleared.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { isLinkTokenFresh, linkTokenHash } from '../auth/link-tokens';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { users } from '../db/schema/index';
import { sendAccountConfirmation, sendEmailChangeConfirmation } from './account-emails';
import { LINK_REDIRECTS } from './links';

export type ConfirmationOutcome = (typeof LINK_REDIRECTS)[keyof typeof LINK_REDIRECTS];

export async function confirmAccountByToken(
  database: Database,
  config: Config,
  token: unknown,
  now: Date,
): Promise<ConfirmationOutcome> {
  const hash = linkTokenHash(token);
  if (!hash) return LINK_REDIRECTS.invalid;
  return database.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.confirmationTokenHash, hash)).for('update');
    if (!user) return LINK_REDIRECTS.invalid;
    const fresh = isLinkTokenFresh(config, 'confirmation', user.confirmationSentAt, now);

    if (user.unconfirmedEmail) {
      if (!fresh) {
        await sendEmailChangeConfirmation(
          tx,
          config,
          { ...user, unconfirmedEmail: user.unconfirmedEmail },
          now,
        );
        return LINK_REDIRECTS.expiredResent;
      }
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(sql`lower(${users.email})`, user.unconfirmedEmail.toLowerCase()), ne(users.id, user.id)),
        );
      if (taken) {
        // Someone registered the address meanwhile: the change cannot happen; the old email stays.
        await tx
          .update(users)
          .set({ unconfirmedEmail: null, confirmationTokenHash: null, updatedAt: now })
          .where(eq(users.id, user.id));
        return LINK_REDIRECTS.invalid;
      }
      await tx
        .update(users)
        .set({
          email: user.unconfirmedEmail,
          unconfirmedEmail: null,
          confirmationTokenHash: null,
          confirmedAt: user.confirmedAt ?? now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      return LINK_REDIRECTS.accountConfirmed;
    }

    if (user.confirmedAt) return LINK_REDIRECTS.alreadyConfirmed;
    if (!fresh) {
      await sendAccountConfirmation(tx, config, user, now);
      return LINK_REDIRECTS.expiredResent;
    }
    await tx.update(users).set({ confirmedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    return LINK_REDIRECTS.accountConfirmed;
  });
}
