/** /dashboards/community-services-totals: the organization user's Community Services Totals (issue 15). */
import { OwnDashboardPage } from './dashboard-pages';
import { TotalsView } from './totals-view';

export default function CommunityServicesTotalsPage() {
  return (
    <OwnDashboardPage>
      {(organization, now) => (
        <TotalsView organizationId={organization?.id ?? ''} action="services" now={now} />
      )}
    </OwnDashboardPage>
  );
}
