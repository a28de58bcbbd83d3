/**
 * Accepting a member invite. A new (never confirmed) account follows the emailed link and chooses a
 * password: that sets the password, confirms the account, activates the invited membership and consumes
 * the token. An existing account follows its link while signed in as itself: that activates the
 * membership and consumes the token, and never touches the password.
 */
import { INVITE_ACCEPTANCE_MESSAGES } from '@sac/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isLinkTokenFresh, linkTokenHash } from '../../../auth/link-tokens';
import { passwordFromLink, type SetPasswordWithToken } from '../../../auth/password-links';
import { revokeAllTokens } from '../../../auth/tokens';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/connection';
import { organizations, userMembershipInvites, userMemberships, users } from '../../../db/schema/index';
import { forbidden, unprocessable } from '../../../http/errors';

type Invite = typeof userMembershipInvites.$inferSelect;

/** The user whose invite it was; undefined for an unknown, used or expired token, or an archived account. */
export const acceptInviteWithToken: SetPasswordWithToken = async (tx, config, token, password, now) => {
  const hash = linkTokenHash(token);
  if (!hash) return undefined;
  const [invite] = await tx
    .select()
    .from(userMembershipInvites)
    .where(eq(userMembershipInvites.tokenHash, hash))
    .for('update');
  if (!invite) return undefined;
  const [user] = invite.userId ? await tx.select().from(users).where(eq(users.id, invite.userId)) : [];
  // An account with a password accepts while signed in (acceptInviteAsUser); its link sets no password.
  if (user?.confirmedAt) return undefined;
  if (!user || user.archivedAt || !isLinkTokenFresh(config, 'invite', invite.createdAt, now)) {
    await tx
      .update(userMembershipInvites)
      .set({ tokenHash: null })
      .where(eq(userMembershipInvites.id, invite.id));
    return undefined;
  }
  const [accepted] = await tx
    .update(userMembershipInvites)
    .set({ tokenHash: null, acceptedAt: now })
    .where(and(eq(userMembershipInvites.id, invite.id), eq(userMembershipInvites.tokenHash, hash)))
    .returning({ id: userMembershipInvites.id });
  if (!accepted) return undefined;
  const [updated] = await tx
    .update(users)
    .set(await passwordFromLink(user, password, now))
    .where(eq(users.id, user.id))
    .returning();
  await activateMembershipOf(tx, invite, user.id);
  await revokeAllTokens(tx, user.id);
  return updated;
};

async function activateMembershipOf(tx: Tx, invite: Invite, userId: number) {
  const [membership] = await tx
    .update(userMemberships)
    .set({ status: 'active' })
    .where(
      and(
        eq(userMemberships.userId, userId),
        invite.organizationId !== null
          ? eq(userMemberships.organizationId, invite.organizationId)
          : eq(userMemberships.coalitionId, invite.coalitionId!),
      ),
    )
    .returning();
  return membership;
}

/**
 * `POST /api/v1/user_membership_invites/accept`: the signed-in user accepts the invite the token names.
 * 422 for an unknown, used or expired token; 403 (the token kept) when it names another account.
 */
export async function acceptInviteAsUser(tx: Tx, config: Config, token: unknown, userId: number, now: Date) {
  const invalid = () => unprocessable([{ field: 'token', detail: INVITE_ACCEPTANCE_MESSAGES.linkInvalid }]);
  const hash = linkTokenHash(token);
  if (!hash) throw invalid();
  const [invite] = await tx
    .select()
    .from(userMembershipInvites)
    .where(eq(userMembershipInvites.tokenHash, hash))
    .for('update');
  if (!invite || invite.userId === null) throw invalid();
  // A refusal rolls the transaction back: an expired token stays in place, refused as it is.
  if (!isLinkTokenFresh(config, 'invite', invite.createdAt, now)) throw invalid();
  if (invite.userId !== userId) throw forbidden(INVITE_ACCEPTANCE_MESSAGES.anotherAccount);
  await tx
    .update(userMembershipInvites)
    .set({ tokenHash: null, acceptedAt: now, updatedAt: now })
    .where(eq(userMembershipInvites.id, invite.id));
  const membership = await activateMembershipOf(tx, invite, userId);
  if (!membership) throw invalid();
  const [organization] = membership.organizationId
    ? await tx
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, membership.organizationId))
    : [];
  return { membership, organizationName: organization?.name ?? '' };
}

/**
 * A reset link proves the address as well as an invite link does: someone who lost the invite and used
 * Forgot Password joins the organizations that invited them. Their pending invite links stop working.
 * Only for an account this link confirmed just now (one an invite created or that was never confirmed):
 * an account that already had a password joins only by accepting (acceptInviteAsUser), never by a reset.
 */
export async function activateInvitedMemberships(tx: Tx, userId: number, now: Date) {
  const [user] = await tx.select({ confirmedAt: users.confirmedAt }).from(users).where(eq(users.id, userId));
  if (user?.confirmedAt?.getTime() !== now.getTime()) return;
  const activated = await tx
    .update(userMemberships)
    .set({ status: 'active' })
    .where(and(eq(userMemberships.userId, userId), eq(userMemberships.status, 'invited')))
    .returning({ organizationId: userMemberships.organizationId });
  const organizationIds = activated.flatMap((m) => (m.organizationId === null ? [] : [m.organizationId]));
  if (organizationIds.length === 0) return;
  await tx
    .update(userMembershipInvites)
    .set({ tokenHash: null, acceptedAt: now })
    .where(
      and(
        eq(userMembershipInvites.userId, userId),
        inArray(userMembershipInvites.organizationId, organizationIds),
        isNull(userMembershipInvites.acceptedAt),
      ),
    );
}
