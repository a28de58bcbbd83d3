/**
 * The totals and trends dashboards as pages: an organization user's under /dashboards (their own organization), an
 * administrator's as tabs of any organization (/organizations/{id}/…-totals). "Now" is read once per visit.
 */
import type { EntryAction } from '@sac/domain';
import { useState } from 'react';
import { useCurrentUser } from '../../lib/auth/session-context';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { DashboardsFrame } from './dashboards-frame';
import { TotalsView } from './totals-view';
import { TrendsView } from './trends-view';

type TotalsPageProps = { action: EntryAction; now?: Date };

export function OwnTotalsPage({ action, now }: TotalsPageProps) {
  const user = useCurrentUser();
  const [today] = useState(() => now ?? new Date());
  return (
    <DashboardsFrame>
      <TotalsView organizationId={user.organization?.id ?? ''} action={action} now={today} />
    </DashboardsFrame>
  );
}

function LayoutTotals({ action, now }: TotalsPageProps) {
  const organization = useLayoutOrganization();
  const [today] = useState(() => now ?? new Date());
  return <TotalsView organizationId={organization.id} action={action} now={today} />;
}

export function OrganizationTotalsPage({ action, now }: TotalsPageProps) {
  return (
    <OrganizationLayout>
      <LayoutTotals action={action} now={now} />
    </OrganizationLayout>
  );
}

export function OwnTrendsPage({ now }: { now?: Date }) {
  const user = useCurrentUser();
  const [today] = useState(() => now ?? new Date());
  return (
    <DashboardsFrame>
      <TrendsView organizationId={user.organization?.id ?? ''} now={today} />
    </DashboardsFrame>
  );
}

function LayoutTrends({ now }: { now?: Date }) {
  const organization = useLayoutOrganization();
  const [today] = useState(() => now ?? new Date());
  return <TrendsView organizationId={organization.id} now={today} />;
}

export function OrganizationTrendsPage({ now }: { now?: Date }) {
  return (
    <OrganizationLayout>
      <LayoutTrends now={now} />
    </OrganizationLayout>
  );
}
