/**
 * The current user's relationship to a coalition, and the row actions it allows (002 §2.2, §6):
 * View Details for everyone; Request to Join for an organization manager not yet a contributor; Accept or
 * Decline when the coalition invited the organization; Leave for a contributing organization's manager,
 * and Sharing Permissions too while the coalition is active.
 */
import { isPendingMembership } from '@sac/domain';
import type { CurrentUser } from '../../../lib/auth/current-user';
import type { CoalitionMembershipRecord, CoalitionRecord } from '../api/coalitions';

export type RowAction = 'view' | 'request' | 'accept' | 'decline' | 'leave' | 'sharing';

export const ROW_ACTION_LABELS: Record<RowAction, string> = {
  view: 'View Details',
  request: 'Request to Join as Contributor',
  accept: 'Accept Invitation to Join as Contributor',
  decline: 'Decline Invitation to Join as Contributor',
  leave: 'Leave Coalition as Contributor',
  sharing: 'Sharing Permissions',
};

/** The user manages their organization (organization_manager of it). */
export function isOrganizationManager(user: CurrentUser): boolean {
  const orgId = user.organization?.id;
  return (
    !!orgId &&
    user.memberships.some(
      (m) => m.resourceType === 'Organization' && m.role === 'organization_manager' && m.resourceId === orgId,
    )
  );
}

export type OwnMembership = Pick<CoalitionMembershipRecord, 'id' | 'status' | 'statusActor'> &
  Partial<Pick<CoalitionMembershipRecord, 'intakeOutcomeDataSharing' | 'communityServiceDataSharing'>>;

/**
 * The user's organization's membership of the coalition: the one the list included, else the one the
 * profile knows; null when the organization has none.
 */
export function ownMembership(coalition: CoalitionRecord, user: CurrentUser): OwnMembership | null {
  const orgId = user.organization?.id;
  if (!orgId) return null;
  const included = (coalition.coalitionMemberships ?? []).find(
    (m) => String(m.organizationId) === orgId && m.status !== undefined,
  );
  if (included) return included;
  const known = user.organization?.coalitionMemberships.find((m) => m.coalitionId === coalition.id);
  return known ? { id: known.id, status: known.status, statusActor: known.statusActor } : null;
}

/** The coalition invited the organization and waits for its answer. */
export function isInvitation(membership: OwnMembership | null): boolean {
  if (!membership) return false;
  if (membership.status === 'invited') return true;
  return isPendingMembership(membership.status) && membership.statusActor === 'Coalition';
}

export function rowActionsFor(coalition: CoalitionRecord, user: CurrentUser): RowAction[] {
  const actions: RowAction[] = ['view'];
  const manager = isOrganizationManager(user);
  const membership = ownMembership(coalition, user);
  const status = membership?.status ?? null;
  const active = coalition.status === 'active';
  if (manager && active && (status === null || status === 'rejected')) actions.push('request');
  if ((manager || user.isAdmin) && isInvitation(membership)) actions.push('accept', 'decline');
  if (manager && status === 'active') {
    actions.push('leave');
    if (active) actions.push('sharing');
  }
  return actions;
}

/** My Role (002 §3): the coalition role, or Coalition Contributor for everybody else. */
export function myRoleLabel(role: string | null | undefined): string {
  if (role === 'coalition_manager') return 'Coalition Manager';
  if (role === 'coalition_viewer') return 'Coalition Viewer';
  return 'Coalition Contributor';
}
