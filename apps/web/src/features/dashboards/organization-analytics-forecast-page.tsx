/** /organizations/{orgId}/analytics_forecast: an organization's Analytics & Forecast, for admins. */
import { OrganizationDashboardPage } from './dashboard-pages';
import { TrendsView } from './trends-view';

export default function OrganizationAnalyticsForecastPage() {
  return (
    <OrganizationDashboardPage>
      {(organization, now) => <TrendsView organizationId={organization.id} now={now} />}
    </OrganizationDashboardPage>
  );
}
