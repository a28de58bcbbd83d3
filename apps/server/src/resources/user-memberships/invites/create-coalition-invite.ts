/**
 * Inviting a user to a coalition (002 §2.6, §6, §7), in one transaction. The answer is the same whoever
 * owns the address (only the email sent differs):
 * - a new address gets an account (unconfirmed, with an unusable password);
 * - the account (new or existing) gets a coalition membership with the chosen role whose data use
 *   agreement is not accepted: the role counts for nothing until the user accepts the agreement from the
 *   emailed /data-use-agreement link (access/load-access.ts), where a new user then sets a password;
 * - someone invited who has not accepted yet gets the chosen role and a fresh link;
 * - a user who already accepted is refused (the coalition lists its users anyway);
 * - an archived account gets the same answer, and neither a membership nor an email.
 */
import { INVITE_MESSAGES, roleLabel } from '@sac/domain';
import { and, eq, sql } from 'drizzle-orm';
import { dataUseAgreementLink } from '../../../accounts/data-use-agreement';
import { linkLifetime } from '../../../auth/link-tokens';
import { hashPassword } from '../../../auth/password';
import { newSecret } from '../../../auth/tokens';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/connection';
import { type coalitions, userMembershipInvites, userMemberships, users } from '../../../db/schema/index';
import { unprocessable } from '../../../http/errors';
import { countRequestEmails } from '../../../mail/email-limits';
import { enqueueEmail } from '../../../mail/enqueue-email';
import { coalitionUserInviteEmail } from '../../../mail/templates/coalition-user-invite';
import type { Inviter } from './create-invite';
import type { CoalitionInviteInput } from './parse-invite';

type Coalition = typeof coalitions.$inferSelect;

export async function createCoalitionInvite(
  tx: Tx,
  config: Config,
  coalition: Coalition,
  input: CoalitionInviteInput,
  inviter: Inviter,
  now: Date,
) {
  const [existing] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .for('update');
  // Hashed whoever owns the address, so the answer takes as long for an existing account as for a new one.
  const unusablePasswordHash = await hashPassword(newSecret());
  if (existing?.archivedAt) {
    // Counted as if sent, so that the email limits answer alike for every address.
    await countRequestEmails(tx, [input.email]);
    return insertInvite(tx, coalition, input, inviter, now, null);
  }
  const user =
    existing ??
    (
      await tx
        .insert(users)
        .values({
          email: input.email.toLowerCase(),
          fullName: input.name,
          passwordHash: unusablePasswordHash,
        })
        .returning()
    )[0]!;
  const [membership] = await tx
    .select()
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, user.id), eq(userMemberships.coalitionId, coalition.id)));
  if (membership?.dataUseAgreement) {
    throw unprocessable([{ field: 'email', detail: INVITE_MESSAGES.alreadyCoalitionUser(user.email) }]);
  }
  const membershipId = membership
    ? (
        await tx
          .update(userMemberships)
          .set({ role: input.role, status: 'active', updatedAt: now })
          .where(eq(userMemberships.id, membership.id))
          .returning({ id: userMemberships.id })
      )[0]!.id
    : (
        await tx
          .insert(userMemberships)
          .values({
            userId: user.id,
            coalitionId: coalition.id,
            role: input.role,
            status: 'active',
            dataUseAgreement: false,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: userMemberships.id })
      )[0]!.id;
  const invite = await insertInvite(tx, coalition, input, inviter, now, user.id);
  await enqueueEmail(
    tx,
    coalitionUserInviteEmail({
      to: user.email,
      name: user.fullName || input.name,
      coalitionName: coalition.name,
      roleLabel: roleLabel(input.role),
      invitedBy: inviter.fullName || inviter.email,
      agreementUrl: await dataUseAgreementLink(tx, config, membershipId, now),
      validForHours: linkLifetime(config, 'resetPassword', 'hours'),
    }),
  );
  return invite;
}

async function insertInvite(
  tx: Tx,
  coalition: Coalition,
  input: CoalitionInviteInput,
  inviter: Inviter,
  now: Date,
  userId: number | null,
) {
  const [invite] = await tx
    .insert(userMembershipInvites)
    .values({
      coalitionId: coalition.id,
      name: input.name,
      email: input.email.toLowerCase(),
      role: input.role,
      invitedByUserId: inviter.id,
      userId,
      // The data use agreement's link is the invitation: no invite token.
      tokenHash: null,
      acceptedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return invite!;
}
