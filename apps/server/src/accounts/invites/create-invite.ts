/**
 * Inviting a member to an organization, in one transaction:
 * - a new address gets an account (unconfirmed, with an unusable password), an invited membership and
 *   an invite link that sets the password and activates the membership;
 * - an existing account that was never confirmed is invited the same way (it has no usable password yet);
 * - an existing confirmed account gets an active membership at once and a notice with a sign-in link;
 * - someone already invited but not yet in gets a fresh link (the old one stops working);
 * - an active member is refused.
 */
import { INVITE_MESSAGES, roleLabel } from '@sac/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { linkLifetime, newLinkToken } from '../../auth/link-tokens';
import { hashPassword } from '../../auth/password';
import { newSecret } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Tx } from '../../db/connection';
import { type organizations, userMembershipInvites, userMemberships, users } from '../../db/schema/index';
import { unprocessable } from '../../http/errors';
import { enqueueEmail } from '../../mail/enqueue-email';
import { memberAddedEmail } from '../../mail/templates/member-added';
import { memberInviteEmail } from '../../mail/templates/member-invite';
import { accountLinks } from '../links';
import type { InviteInput } from './parse-invite';

type Organization = typeof organizations.$inferSelect;
type User = typeof users.$inferSelect;
export type Inviter = { id: number; fullName: string; email: string };

export type CreatedInvite = {
  invite: typeof userMembershipInvites.$inferSelect;
  userId: number;
  membershipId: number;
  /** invited: an invite link was sent; added: an existing user became a member and was told. */
  outcome: 'invited' | 'added';
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
  if (existing?.archivedAt)
    throw unprocessable([{ field: 'email', detail: INVITE_MESSAGES.archivedAccount(existing.email) }]);
  const user = existing ?? (await createInvitedUser(tx, input));
  const [membership] = await tx
    .select()
    .from(userMemberships)
    .where(and(eq(userMemberships.userId, user.id), eq(userMemberships.organizationId, organization.id)));
  if (membership?.status === 'active') {
    throw unprocessable([{ field: 'email', detail: INVITE_MESSAGES.alreadyMember(user.email) }]);
  }
  const joinsAtOnce = Boolean(user.confirmedAt) && !membership;
  if (membership) await updateRole(tx, membership.id, input.role);
  const membershipId =
    membership?.id ??
    (await insertMembership(tx, user.id, organization.id, input.role, joinsAtOnce ? 'active' : 'invited'));

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
  const link = joinsAtOnce ? undefined : newLinkToken();
  const [invite] = await tx
    .insert(userMembershipInvites)
    .values({
      organizationId: organization.id,
      name: input.name,
      title: input.title,
      email: user.email,
      role: input.role,
      invitedByUserId: inviter.id,
      userId: user.id,
      tokenHash: link?.hash ?? null,
      acceptedAt: joinsAtOnce ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();

  const common = {
    to: user.email,
    name: user.fullName || input.name,
    organizationName: organization.name,
    roleLabel: roleLabel(input.role),
    invitedBy: inviter.fullName || inviter.email,
  };
  await enqueueEmail(
    tx,
    link
      ? memberInviteEmail({
          ...common,
          inviteUrl: accountLinks.invite(config, link.token),
          validDays: linkLifetime(config, 'invite', 'days'),
        })
      : memberAddedEmail({ ...common, loginUrl: accountLinks.login(config) }),
  );
  return { invite: invite!, userId: user.id, membershipId, outcome: link ? 'invited' : 'added' };
}

async function createInvitedUser(tx: Tx, input: InviteInput): Promise<User> {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      fullName: input.name,
      title: input.title,
      // Nobody knows this password: the invite link sets the real one.
      passwordHash: await hashPassword(newSecret()),
    })
    .returning();
  return user!;
}

async function insertMembership(
  tx: Tx,
  userId: number,
  organizationId: number,
  role: string,
  status: 'active' | 'invited',
): Promise<number> {
  const [row] = await tx
    .insert(userMemberships)
    .values({ userId, organizationId, role, status })
    .returning({ id: userMemberships.id });
  return row!.id;
}

async function updateRole(tx: Tx, membershipId: number, role: string) {
  await tx.update(userMemberships).set({ role }).where(eq(userMemberships.id, membershipId));
}
