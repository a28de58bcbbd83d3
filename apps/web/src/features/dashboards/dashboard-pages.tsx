/**
 * A dashboard as a page: an organization user's under /dashboards (their own organization, in the dashboards'
 * frame), an administrator's as a tab of any organization (in the organization's frame). "Now" is read once
 * per visit; a test may give it.
 */
import { type ReactNode, useState } from 'react';
import type { UserOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import type { Organization } from '../../lib/organization/api/get-organization';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { DashboardsFrame } from './dashboards-frame';

type DashboardPageProps<O> = { now?: Date; children: (organization: O, now: Date) => ReactNode };

export function OwnDashboardPage({ now, children }: DashboardPageProps<UserOrganization | null>) {
  const user = useCurrentUser();
  const [today] = useState(() => now ?? new Date());
  return <DashboardsFrame>{children(user.organization, today)}</DashboardsFrame>;
}

function LayoutDashboard({ now, children }: DashboardPageProps<Organization>) {
  const organization = useLayoutOrganization();
  const [today] = useState(() => now ?? new Date());
  return <>{children(organization, today)}</>;
}

export function OrganizationDashboardPage(props: DashboardPageProps<Organization>) {
  return (
    <OrganizationLayout>
      <LayoutDashboard {...props} />
    </OrganizationLayout>
  );
}
