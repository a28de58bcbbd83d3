/** Who may change what: one place answers, with typed action names. */
import type { Access } from './types';

export type Action =
  | 'organization:update'
  | 'organization:manage_members'
  | 'location:create'
  | 'location:update'
  | 'records:update'
  | 'records:upload'
  | 'user:update_self'
  | 'user:administer'
  | 'coalition:create'
  | 'coalition:manage'
  | 'coalition:administer'
  | 'coalition_membership:act_for_organization'
  | 'coalition_membership:act_for_coalition'
  | 'tutorial_video:update'
  | 'shelter_software:manage'
  | 'admin';

/** Any role in the organization (or an admin): may read the organization's own data. */
export const isOrganizationMember = (access: Access, organizationId: number) =>
  access.isAdmin || access.organizationRoles.has(organizationId);

export const isOrganizationManager = (access: Access, organizationId: number) =>
  access.isAdmin || access.organizationRoles.get(organizationId) === 'organization_manager';

export const isCoalitionManager = (access: Access, coalitionId: number) =>
  access.isAdmin || access.coalitionRoles.get(coalitionId) === 'coalition_manager';

/** Whether the user may perform an action on an organization's resources. */
export function can(
  access: Access,
  action: Action,
  target: { organizationId?: number; coalitionId?: number; userId?: number } = {},
) {
  if (!access.user) return false;
  switch (action) {
    case 'admin':
    case 'user:administer':
    // The Resource Center's videos are the same for everyone: only national administrators change them.
    case 'tutorial_video:update':
      return access.isAdmin;
    case 'user:update_self':
      return access.isAdmin || target.userId === access.user.id;
    case 'organization:update':
    case 'organization:manage_members':
    case 'location:create':
    case 'location:update':
    case 'records:update':
    case 'records:upload':
    // The organization's shelter-software credentials and their mapping (issue 16).
    case 'shelter_software:manage':
      return target.organizationId !== undefined && isOrganizationManager(access, target.organizationId);
    case 'coalition:create':
      return true;
    case 'coalition:administer':
      return access.isAdmin;
    case 'coalition:manage':
    // The coalition's side of a membership (002 §4): invite, answer a request, remind, remove.
    case 'coalition_membership:act_for_coalition':
      return target.coalitionId !== undefined && isCoalitionManager(access, target.coalitionId);
    // The organization's side of a membership: request to join, answer an invitation, share, leave.
    case 'coalition_membership:act_for_organization':
      return target.organizationId !== undefined && isOrganizationManager(access, target.organizationId);
  }
}
