/**
 * The tabs of a coalition (002 §2.3): which ones a user sees and which one a path belongs to.
 * Guards and the server still decide access; this keeps the bar to what the user may open.
 */
import { type CurrentUser, coalitionRole, isContributorOf } from '../../../lib/auth/current-user';
import { paths } from '../../../lib/paths';

export type CoalitionTabKey =
  | 'home'
  | 'detail'
  | 'data-status'
  | 'analytics'
  | 'export'
  | 'active'
  | 'pending'
  | 'declined'
  | 'users'
  | 'settings'
  | 'sharing-permissions';

export type CoalitionTab = { key: CoalitionTabKey; label: string; path: string };

type Audience = 'everyone' | 'member' | 'manager' | 'admin' | 'contributor';

const TABS: readonly { key: CoalitionTabKey; label: string; audience: Audience }[] = [
  { key: 'home', label: 'Home', audience: 'member' },
  { key: 'detail', label: 'Detail', audience: 'everyone' },
  { key: 'data-status', label: 'Data Status Table', audience: 'member' },
  { key: 'analytics', label: 'Coalition Analytics', audience: 'member' },
  { key: 'export', label: 'Export Data', audience: 'member' },
  { key: 'active', label: 'Active Contrib.', audience: 'manager' },
  { key: 'pending', label: 'Pending Contrib.', audience: 'manager' },
  { key: 'declined', label: 'Declined Contrib.', audience: 'manager' },
  { key: 'users', label: 'Users', audience: 'manager' },
  { key: 'settings', label: 'Settings', audience: 'admin' },
  { key: 'sharing-permissions', label: 'Sharing Permissions', audience: 'contributor' },
];

/** The coalition's viewers and managers (with the data use agreement accepted) and admins see its data tabs. */
export function isCoalitionMember(user: CurrentUser, coalitionId: string): boolean {
  return user.isAdmin || coalitionRole(user, coalitionId) !== null;
}

export function isCoalitionManager(user: CurrentUser, coalitionId: string): boolean {
  return user.isAdmin || coalitionRole(user, coalitionId) === 'coalition_manager';
}

function sees(audience: Audience, user: CurrentUser, coalitionId: string): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'member':
      return isCoalitionMember(user, coalitionId);
    case 'manager':
      return isCoalitionManager(user, coalitionId);
    case 'admin':
      return user.isAdmin;
    case 'contributor':
      // An organization manager whose organization is an active contributor (the route's guard).
      return user.isOrgAdmin && isContributorOf(user, coalitionId);
  }
}

function pathOf(key: CoalitionTabKey, coalitionId: string): string {
  switch (key) {
    case 'home':
      return paths.coalition(coalitionId);
    case 'detail':
      return paths.coalitionDetail(coalitionId);
    case 'data-status':
      return paths.coalitionDataStatus(coalitionId);
    case 'analytics':
      return paths.coalitionAnalytics(coalitionId);
    case 'export':
      return paths.coalitionExport(coalitionId);
    case 'active':
    case 'pending':
    case 'declined':
      return paths.coalitionContributors(coalitionId, key);
    case 'users':
      return paths.coalitionUsers(coalitionId);
    case 'settings':
      return paths.coalitionSettings(coalitionId);
    case 'sharing-permissions':
      return paths.coalitionSharingPermissions(coalitionId);
  }
}

/** The tabs this user sees for this coalition, in the spec's order. */
export function visibleCoalitionTabs(user: CurrentUser, coalitionId: string): CoalitionTab[] {
  return TABS.filter((tab) => sees(tab.audience, user, coalitionId)).map((tab) => ({
    key: tab.key,
    label: tab.label,
    path: pathOf(tab.key, coalitionId),
  }));
}

/**
 * The tab a path under /coalitions/{id} belongs to: edit is part of Detail, the contributor invite of
 * Pending (an invitation is pending), the user invite of Users.
 */
export function tabOfCoalitionPath(pathname: string, coalitionId: string): CoalitionTabKey {
  const rest = pathname.slice(paths.coalition(coalitionId).length).replace(/^\/+/, '');
  const [first = '', second = ''] = rest.split('/');
  switch (first) {
    case '':
      return 'home';
    case 'detail':
    case 'edit':
      return 'detail';
    case 'contributors':
      return second === 'active' || second === 'declined' ? second : 'pending';
    default:
      return TABS.find((tab) => tab.key === first)?.key ?? 'home';
  }
}
