/**
 * The sidebar's navigation and who sees what (000 §2 Shell). Each item has an accessible name that
 * stays the same across roles, so tests and assistive technology can find it.
 */
import { type CurrentUser, hasCoalitions } from '../../lib/auth/current-user';
import { paths } from '../../lib/paths';

export type NavIcon =
  | 'home'
  | 'intake'
  | 'services'
  | 'upload'
  | 'organizations'
  | 'directory'
  | 'users'
  | 'aggregation'
  | 'dashboards'
  | 'coalitions'
  | 'myCoalitions';

export type NavItem = {
  label: string;
  /** Distinct from the label where two items share one (the two Upload CSV links). */
  accessibleName: string;
  to: string;
  icon: NavIcon;
  children?: NavItem[];
};

const item = (label: string, to: string, icon: NavIcon, accessibleName = label): NavItem => ({
  label,
  accessibleName,
  to,
  icon,
});

export function navigationFor(user: CurrentUser): NavItem[] {
  const hasOrganization = user.isDataPortalUser;
  const canUpload = hasOrganization && user.isOrgAdmin;
  const items: NavItem[] = [];
  if (user.isAdmin || hasOrganization) items.push(item('Home', paths.home(), 'home'));
  if (hasOrganization) {
    items.push({
      ...item('Intake/Outcome Data', paths.entryOptions('data-entry'), 'intake'),
      children: canUpload
        ? [item('Upload CSV', paths.entryUpload('data-entry'), 'upload', 'Intake/Outcome Upload CSV')]
        : [],
    });
    items.push({
      ...item('Services Data', paths.entryOptions('services'), 'services'),
      children: canUpload
        ? [item('Upload CSV', paths.entryUpload('services'), 'upload', 'Services Upload CSV')]
        : [],
    });
  }
  if (user.isAdmin) items.push(item('Organizations', paths.organizations(), 'organizations'));
  else items.push(item('All Organizations', paths.allOrganizations(), 'directory'));
  if (user.isAdmin) {
    items.push(item('Users', paths.users(), 'users'));
    items.push(item('Aggregation', paths.aggregation(), 'aggregation'));
  }
  if (hasOrganization) items.push(item('Dashboards', paths.dashboards(), 'dashboards'));
  items.push(item('View Coalitions', paths.coalitions(), 'coalitions'));
  if (hasCoalitions(user)) items.push(item('My Coalitions', paths.myCoalitions(), 'myCoalitions'));
  return items;
}

/** Accessible names in display order, sub-links right after their parent. */
export function navigationNames(items: NavItem[]): string[] {
  return items.flatMap((entry) => [
    entry.accessibleName,
    ...(entry.children ?? []).map((c) => c.accessibleName),
  ]);
}

/** The one item to highlight: the most specific link the current path is at or below. */
export function activeNavTarget(items: NavItem[], pathname: string): string | null {
  const targets = items.flatMap((entry) => [entry.to, ...(entry.children ?? []).map((c) => c.to)]);
  const matching = targets.filter((to) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`)));
  return matching.sort((a, b) => b.length - a.length)[0] ?? null;
}
