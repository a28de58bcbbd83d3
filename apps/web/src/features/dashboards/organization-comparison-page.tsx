/** /organizations/{orgId}/comparison_dashboard: an organization's Comparison dashboard, for admins. */
import { ComparisonView } from './comparison-view';
import { OrganizationDashboardPage } from './dashboard-pages';

export default function OrganizationComparisonPage() {
  return (
    <OrganizationDashboardPage>
      {(organization, now) => <ComparisonView organizationId={organization.id} now={now} />}
    </OrganizationDashboardPage>
  );
}
