/**
 * The emails of a membership's requests (002 §4, issue 12): a request to join goes to the coalition's
 * managers with a link to its pending contributors; an invitation or its reminder to the organization's
 * managers with a link to My Coalitions. Queued inside the caller's transaction (enqueueEmail) as notices:
 * one membership action counts once against its sender's email limit, whatever the number of managers.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { userMemberships, users } from '../../db/schema/index';
import type { ResourceContext } from '../../http/jsonapi/index';
import { enqueueEmail } from '../../mail/enqueue-email';
import { coalitionMembershipInvitationEmail } from '../../mail/templates/coalition-membership-invitation';
import { coalitionMembershipRequestEmail } from '../../mail/templates/coalition-membership-request';

type Names = { organizationName: string; coalitionName: string };
type Membership = { organizationId: number; coalitionId: number };

function managersOf(tx: Tx, where: ReturnType<typeof and>) {
  return tx
    .select({ email: users.email, fullName: users.fullName })
    .from(userMemberships)
    .innerJoin(users, eq(users.id, userMemberships.userId))
    .where(and(where, eq(userMemberships.status, 'active')))
    .orderBy(users.id);
}

export async function emailCoalitionManagers(tx: Tx, ctx: ResourceContext, row: Membership, names: Names) {
  const managers = await managersOf(
    tx,
    and(eq(userMemberships.coalitionId, row.coalitionId), eq(userMemberships.role, 'coalition_manager')),
  );
  const pendingUrl = `${ctx.config.appUrl}/coalitions/${row.coalitionId}/contributors/pending`;
  const requestedBy = ctx.access.user?.fullName ?? names.organizationName;
  for (const manager of managers) {
    await enqueueEmail(
      tx,
      coalitionMembershipRequestEmail({
        to: manager.email,
        name: manager.fullName,
        requestedBy,
        pendingUrl,
        ...names,
      }),
      { notice: true },
    );
  }
}

export async function emailOrganizationManagers(
  tx: Tx,
  ctx: ResourceContext,
  row: Membership,
  names: Names,
  reminder: boolean,
) {
  const managers = await managersOf(
    tx,
    and(
      eq(userMemberships.organizationId, row.organizationId),
      eq(userMemberships.role, 'organization_manager'),
    ),
  );
  const myCoalitionsUrl = `${ctx.config.appUrl}/coalitions/mine`;
  for (const manager of managers) {
    await enqueueEmail(
      tx,
      coalitionMembershipInvitationEmail({
        to: manager.email,
        name: manager.fullName,
        myCoalitionsUrl,
        reminder,
        ...names,
      }),
      { notice: true },
    );
  }
}
