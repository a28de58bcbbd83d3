/**
 * The tabs of an organization (001 §2): which ones a user sees and which one a path belongs to.
 * Guards and the server still decide access; this only keeps the bar to what the user may open.
 */
import { hasApiMapping } from '@sac/domain';
import { type CurrentUser, canManageOrganization, canViewOrganization } from '../auth/current-user';
import { paths } from '../paths';

export type OrganizationTabKey =
  | 'details'
  | 'locations'
  | 'members'
  | 'coalitions'
  | 'export'
  | 'entry-logs'
  | 'comparison_dashboard'
  | 'analytics_forecast'
  | 'rehome_dashboard'
  | 'community-services-totals'
  | 'intake-outcome-totals'
  | 'sharing-permissions'
  | 'api-mapping';

export type OrganizationTab = { key: OrganizationTabKey; label: string; path: string };

type Audience = 'everyone' | 'viewer' | 'admin' | 'manager' | 'apiMapping';

const TABS: readonly { key: OrganizationTabKey; label: string; audience: Audience }[] = [
  { key: 'details', label: 'Details', audience: 'everyone' },
  { key: 'locations', label: 'Locations', audience: 'everyone' },
  { key: 'members', label: 'Members', audience: 'viewer' },
  { key: 'coalitions', label: 'Coalitions', audience: 'admin' },
  { key: 'export', label: 'Export Data', audience: 'admin' },
  { key: 'entry-logs', label: 'Data Entry Log', audience: 'admin' },
  { key: 'comparison_dashboard', label: 'Comparison', audience: 'admin' },
  { key: 'analytics_forecast', label: 'Analytics & Forecast', audience: 'admin' },
  { key: 'rehome_dashboard', label: 'Rehome Dashboard', audience: 'admin' },
  { key: 'community-services-totals', label: 'Community Services Totals', audience: 'admin' },
  { key: 'intake-outcome-totals', label: 'Intake Outcome Totals', audience: 'admin' },
  { key: 'sharing-permissions', label: 'Sharing Permissions', audience: 'manager' },
  { key: 'api-mapping', label: 'API Mapping', audience: 'apiMapping' },
];

export type TabOrganization = { id: string; shelterSoftware?: string | null };

function sees(audience: Audience, user: CurrentUser, organization: TabOrganization): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'viewer':
      return canViewOrganization(user, organization.id);
    case 'admin':
      return user.isAdmin;
    case 'manager':
      return canManageOrganization(user, organization.id);
    case 'apiMapping':
      return canManageOrganization(user, organization.id) && hasApiMapping(organization.shelterSoftware);
  }
}

/** The tabs this user sees for this organization, in the spec's order. */
export function visibleOrganizationTabs(user: CurrentUser, organization: TabOrganization): OrganizationTab[] {
  return TABS.filter((tab) => sees(tab.audience, user, organization)).map((tab) => ({
    key: tab.key,
    label: tab.label,
    path:
      tab.key === 'details'
        ? paths.organization(organization.id)
        : `${paths.organization(organization.id)}/${tab.key}`,
  }));
}

/** The tab a path under /organizations/{orgId} belongs to (the edit page is part of Details). */
export function tabOfPath(pathname: string, organizationId: string): OrganizationTabKey {
  const rest = pathname.slice(paths.organization(organizationId).length).replace(/^\/+/, '');
  const segment = rest.split('/')[0] ?? '';
  if (segment === '' || segment === 'edit') return 'details';
  return (TABS.find((tab) => tab.key === segment)?.key ?? 'details') as OrganizationTabKey;
}
