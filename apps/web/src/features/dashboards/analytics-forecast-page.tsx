/** /dashboards/analytics-and-forecast: the organization user's Analytics & Forecast (issue 15). */
import { OwnDashboardPage } from './dashboard-pages';
import { TrendsView } from './trends-view';

export default function AnalyticsForecastPage() {
  return (
    <OwnDashboardPage>
      {(organization, now) => <TrendsView organizationId={organization?.id ?? ''} now={now} />}
    </OwnDashboardPage>
  );
}
