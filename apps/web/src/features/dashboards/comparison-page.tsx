/** /dashboards/comparison: the organization user's Comparison dashboard (issue 15). */
import { ComparisonView } from './comparison-view';
import { OwnDashboardPage } from './dashboard-pages';

export default function ComparisonPage() {
  return (
    <OwnDashboardPage>
      {(organization, now) => <ComparisonView organizationId={organization?.id ?? ''} now={now} />}
    </OwnDashboardPage>
  );
}
