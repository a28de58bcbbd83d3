/** /organizations/{orgId}/community-services-totals: an organization's Community Services Totals, for admins. */
import { OrganizationDashboardPage } from './dashboard-pages';
import { TotalsView } from './totals-view';

export default function OrganizationCommunityServicesTotalsPage() {
  return (
    <OrganizationDashboardPage>
      {(organization, now) => <TotalsView organizationId={organization.id} action="services" now={now} />}
    </OrganizationDashboardPage>
  );
}
