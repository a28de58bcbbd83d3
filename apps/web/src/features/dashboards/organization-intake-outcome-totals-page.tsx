/** /organizations/{orgId}/intake-outcome-totals: an organization's Intake and Outcome Totals, for admins. */
import { OrganizationDashboardPage } from './dashboard-pages';
import { TotalsView } from './totals-view';

export default function OrganizationIntakeOutcomeTotalsPage() {
  return (
    <OrganizationDashboardPage>
      {(organization, now) => (
        <TotalsView organizationId={organization.id} action="intake_outcome" now={now} />
      )}
    </OrganizationDashboardPage>
  );
}
