/**
 * The data use agreement (002 §2.16): an emailed link to the public page
 * `/data-use-agreement?membership_id=ID&token=T`, where T is a fresh reset-password token of the
 * membership's user. Accepting checks that token without using it up, so the page's New Users link
 * (`/reset-password?reset_password_token=T`) still sets the password afterwards.
 */
import { REGISTRATION_MESSAGES } from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { isLinkTokenFresh, linkLifetime, linkTokenHash, newLinkToken } from '../auth/link-tokens';
import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/connection';
import { coalitions, organizations, userMembershipInvites, userMemberships, users } from '../db/schema/index';
import { ApiError, notFound } from '../http/errors';
import { enqueueEmail } from '../mail/enqueue-email';
import { dataUseAgreementEmail } from '../mail/templates/data-use-agreement';
import { accountLinks } from './links';

/**
 * Makes the token (replacing any pending reset-password link of the user) and returns the page's URL.
 * Callers (coalition invites) put it in their own email or use `sendDataUseAgreementEmail`.
 */
export async function dataUseAgreementLink(
  tx: DbOrTx,
  config: Config,
  membershipId: number,
  now: Date,
): Promise<string> {
  const [membership] = await tx
    .select({ userId: userMemberships.userId })
    .from(userMemberships)
    .where(eq(userMemberships.id, membershipId));
  if (!membership) throw new Error(`No membership ${membershipId}`);
  const { token, hash } = newLinkToken();
  await tx
    .update(users)
    .set({ resetPasswordTokenHash: hash, resetPasswordSentAt: now, updatedAt: now })
    .where(eq(users.id, membership.userId));
  return accountLinks.dataUseAgreement(config, membershipId, token);
}

/** Emails the membership's user the link to the data use agreement. */
export async function sendDataUseAgreementEmail(tx: DbOrTx, config: Config, membershipId: number, now: Date) {
  const [row] = await tx
    .select({
      email: users.email,
      fullName: users.fullName,
      coalitionName: coalitions.name,
      organizationName: organizations.name,
    })
    .from(userMemberships)
    .innerJoin(users, eq(users.id, userMemberships.userId))
    .leftJoin(coalitions, eq(coalitions.id, userMemberships.coalitionId))
    .leftJoin(organizations, eq(organizations.id, userMemberships.organizationId))
    .where(eq(userMemberships.id, membershipId));
  if (!row) throw new Error(`No membership ${membershipId}`);
  const agreementUrl = await dataUseAgreementLink(tx, config, membershipId, now);
  await enqueueEmail(
    tx,
    dataUseAgreementEmail({
      to: row.email,
      name: row.fullName || row.email,
      resourceName: row.coalitionName ?? row.organizationName ?? 'Shelter Animals Count',
      agreementUrl,
      validForHours: linkLifetime(config, 'resetPassword', 'hours'),
    }),
  );
}

export type AcceptedAgreement = { id: number; dataUseAgreement: boolean; dataUseTimestamp: Date };

const invalidLink = () => notFound(REGISTRATION_MESSAGES.dataUseAgreementLinkInvalid);

/**
 * Records the acceptance with the server's time (a legal record is not the browser's clock). Accepting
 * again keeps the first acceptance's time.
 */
export async function acceptDataUseAgreement(
  database: Database,
  config: Config,
  membershipId: number,
  token: unknown,
  now: Date,
): Promise<AcceptedAgreement> {
  const hash = linkTokenHash(token);
  if (!hash) throw invalidLink();
  return database.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ membership: userMemberships, user: users })
      .from(userMemberships)
      .innerJoin(users, eq(users.id, userMemberships.userId))
      .where(eq(userMemberships.id, membershipId))
      .for('update', { of: userMemberships });
    if (!found || found.user.resetPasswordTokenHash !== hash || found.user.archivedAt) throw invalidLink();
    if (!isLinkTokenFresh(config, 'resetPassword', found.user.resetPasswordSentAt, now)) {
      throw new ApiError(422, [
        {
          code: 'expired_token',
          title: 'Link expired',
          detail: REGISTRATION_MESSAGES.dataUseAgreementLinkExpired,
          source: { pointer: '/token' },
        },
      ]);
    }
    const { membership } = found;
    if (membership.dataUseAgreement && membership.dataUseTimestamp) {
      return { id: membership.id, dataUseAgreement: true, dataUseTimestamp: membership.dataUseTimestamp };
    }
    await tx
      .update(userMemberships)
      .set({ dataUseAgreement: true, dataUseTimestamp: now, updatedAt: now })
      .where(eq(userMemberships.id, membership.id));
    // A coalition's invitation (user-memberships/invites/create-coalition-invite.ts) is accepted with it.
    if (membership.coalitionId !== null) {
      await tx
        .update(userMembershipInvites)
        .set({ acceptedAt: now, updatedAt: now })
        .where(
          and(
            eq(userMembershipInvites.userId, membership.userId),
            eq(userMembershipInvites.coalitionId, membership.coalitionId),
            isNull(userMembershipInvites.acceptedAt),
          ),
        );
    }
    return { id: membership.id, dataUseAgreement: true, dataUseTimestamp: now };
  });
}
