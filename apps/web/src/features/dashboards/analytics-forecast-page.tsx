/** /dashboards/analytics-and-forecast: the organization user's Analytics & Forecast (issue 15). */
import { OwnTrendsPage } from './totals-pages';

export default function AnalyticsForecastPage() {
  return <OwnTrendsPage />;
}
