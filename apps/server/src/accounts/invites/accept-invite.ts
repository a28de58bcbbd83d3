/**
 * Accepting a member invite: the invited user follows the emailed link and chooses a password. That
 * sets the password, confirms the account, activates the invited membership and consumes the token.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { isLinkTokenFresh, linkTokenHash } from '../../auth/link-tokens';
import { passwordFromLink, type SetPasswordWithToken } from '../../auth/password-links';
import { revokeAllTokens } from '../../auth/tokens';
import type { Tx } from '../../db/connection';
import { userMembershipInvites, userMemberships, users } from '../../db/schema/index';

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
  await tx
    .update(userMemberships)
    .set({ status: 'active' })
    .where(
      and(
        eq(userMemberships.userId, user.id),
        invite.organizationId !== null
          ? eq(userMemberships.organizationId, invite.organizationId)
          : eq(userMemberships.coalitionId, invite.coalitionId!),
      ),
    );
  await revokeAllTokens(tx, user.id);
  return updated;
};

/**
 * A reset link proves the address as well as an invite link does: someone who lost the invite and used
 * Forgot Password joins the organizations that invited them. Their pending invite links stop working.
 */
export async function activateInvitedMemberships(tx: Tx, userId: number, now: Date) {
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
