/** /dashboards/intake-outcome-totals: the organization user's Intake and Outcome Totals (issue 15). */
import { OwnDashboardPage } from './dashboard-pages';
import { TotalsView } from './totals-view';

export default function IntakeOutcomeTotalsPage() {
  return (
    <OwnDashboardPage>
      {(organization, now) => (
        <TotalsView organizationId={organization?.id ?? ''} action="intake_outcome" now={now} />
      )}
    </OwnDashboardPage>
  );
}
