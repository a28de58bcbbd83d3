/**
 * Inviting a member to an organization, in one transaction. Nobody joins without consent, and the answer
 * is the same whoever owns the address (only the email sent differs), so an invite tells nothing about
 * who has an account:
 * - a new address gets an account (unconfirmed, with an unusable password), an invited membership and
 *   an invite link that sets the password and activates the membership;
 * - an existing account that was never confirmed is invited the same way (it has no usable password yet);
 * - an existing confirmed account gets an invited membership and a link to accept it while signed in;
 *   until then the organization sees nothing of the user (the scopes read active memberships only);
 * - an archived account gets the same answer, and neither a membership nor an email;
 * - someone already invited but not yet in gets a fresh link (the old one stops working);
 * - an active member is refused (the organization lists its members anyway).
 */
import { INVITE_MESSAGES, roleLabel } from '@sac/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountLinks } from '../../../accounts/links';
import { linkLifetime, newLinkToken } from '../../../auth/link-tokens';
import { hashPassword } from '../../../auth/password';
import { newSecret } from '../../../auth/tokens';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/connection';
import { type organizations, userMembershipInvites, userMemberships, users } from '../../../db/schema/index';
import { unprocessable } from '../../../http/errors';
import { countRequestEmails } from '../../../mail/email-limits';
import { enqueueEmail } from '../../../mail/enqueue-email';
import { memberInviteEmail } from '../../../mail/templates/member-invite';
import { memberJoinInviteEmail } from '../../../mail/templates/member-join-invite';
import type { InviteInput } from './parse-invite';

type Organization = typeof organizations.$inferSelect;
type User = typeof users.$inferSelect;
export type Inviter = { id: number; fullName: string; email: string };

export type CreatedInvite = {
  invite: typeof userMembershipInvites.$inferSelect;
};

export async function createOrganizationInvite(
  tx: Tx,
  config: Config,
  organization: Organization,
  input: InviteInput,
  inviter: Inviter,
  now: Date,
): Promise<CreatedInvite> {
  const [existing] = await tx
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()))
    .for('update');
  // Hashed whoever owns the address, so the answer takes as long for an existing account as for a new one.
  const unusablePasswordHash = await hashPassword(newSecret());
  if (existing?.archivedAt) return recordArchivedInvite(tx, organization, input, inviter, now);
  const user = existing ?? (await createInvitedUser(tx, input, unusablePasswordHash));
  const [membership] = await tx
    .select()
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, user.id), eq(userMemberships.organizationId, organization.id)));
  if (membership?.status === 'active') {
    throw unprocessable([{ field: 'email', detail: INVITE_MESSAGES.alreadyMember(user.email) }]);
  }
  if (membership) await updateRole(tx, membership.id, input.role);
  else await insertMembership(tx, user.id, organization.id, input.role);
  // Only the newest link of a pending invitation works.
  await tx
    .update(userMembershipInvites)
    .set({ tokenHash: null })
    .where(
      and(
        eq(userMembershipInvites.userId, user.id),
        eq(userMembershipInvites.organizationId, organization.id),
        isNull(userMembershipInvites.acceptedAt),
      ),
    );
  const link = newLinkToken();
  const invite = await insertInvite(tx, organization, input, inviter, now, {
    userId: user.id,
    tokenHash: link.hash,
  });
  const message = {
    to: user.email,
    name: user.fullName || input.name,
    organizationName: organization.name,
    roleLabel: roleLabel(input.role),
    invitedBy: inviter.fullName || inviter.email,
    validDays: linkLifetime(config, 'invite', 'days'),
  };
  // A confirmed account has a password: its link accepts while signed in and never sets one.
  await enqueueEmail(
    tx,
    user.confirmedAt
      ? memberJoinInviteEmail({ ...message, acceptUrl: accountLinks.acceptInvite(config, link.token) })
      : memberInviteEmail({ ...message, inviteUrl: accountLinks.invite(config, link.token) }),
  );
  return { invite };
}

/** An archived account is answered as any address, but gets neither a membership nor an email. */
async function recordArchivedInvite(
  tx: Tx,
  organization: Organization,
  input: InviteInput,
  inviter: Inviter,
  now: Date,
): Promise<CreatedInvite> {
  // Counted as if sent, so that the email limits answer alike for every address.
  await countRequestEmails(tx, [input.email]);
  return {
    invite: await insertInvite(tx, organization, input, inviter, now, { userId: null, tokenHash: null }),
  };
}

async function insertInvite(
  tx: Tx,
  organization: Organization,
  input: InviteInput,
  inviter: Inviter,
  now: Date,
  target: { userId: number | null; tokenHash: string | null },
) {
  const [invite] = await tx
    .insert(userMembershipInvites)
    .values({
      organizationId: organization.id,
      name: input.name,
      title: input.title,
      email: input.email.toLowerCase(),
      role: input.role,
      invitedByUserId: inviter.id,
      ...target,
      acceptedAt: null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return invite!;
}

async function createInvitedUser(tx: Tx, input: InviteInput, passwordHash: string): Promise<User> {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      fullName: input.name,
      title: input.title,
      // Nobody knows this password: the invite link sets the real one.
      passwordHash,
    })
    .returning();
  return user!;
}

async function insertMembership(tx: Tx, userId: number, organizationId: number, role: string): Promise<void> {
  await tx.insert(userMemberships).values({ userId, organizationId, role, status: 'invited' });
}

async function updateRole(tx: Tx, membershipId: number, role: string) {
  await tx.update(userMemberships).set({ role }).where(eq(userMemberships.id, membershipId));
}
