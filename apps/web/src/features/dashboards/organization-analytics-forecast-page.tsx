/** /organizations/{orgId}/analytics_forecast: an organization's Analytics & Forecast, for admins. */
import { OrganizationTrendsPage } from './totals-pages';

export default function OrganizationAnalyticsForecastPage() {
  return <OrganizationTrendsPage />;
}
