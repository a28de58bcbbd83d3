/**
 * The Comparison dashboard as pages: an organization user's at /dashboards/comparison (their own
 * organization), an administrator's as a tab of any organization (/organizations/{id}/comparison_dashboard).
 * "Now" is read once per visit.
 */
import { useState } from 'react';
import { useCurrentUser } from '../../lib/auth/session-context';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { ComparisonView } from './comparison-view';
import { DashboardsFrame } from './dashboards-frame';

export function OwnComparisonPage({ now }: { now?: Date }) {
  const user = useCurrentUser();
  const [today] = useState(() => now ?? new Date());
  return (
    <DashboardsFrame>
      <ComparisonView organizationId={user.organization?.id ?? ''} now={today} />
    </DashboardsFrame>
  );
}

function LayoutComparison({ now }: { now?: Date }) {
  const organization = useLayoutOrganization();
  const [today] = useState(() => now ?? new Date());
  return <ComparisonView organizationId={organization.id} now={today} />;
}

export function OrganizationComparisonPage({ now }: { now?: Date }) {
  return (
    <OrganizationLayout>
      <LayoutComparison now={now} />
    </OrganizationLayout>
  );
}
