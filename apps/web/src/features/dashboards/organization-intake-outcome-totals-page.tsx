/** /organizations/{orgId}/intake-outcome-totals: an organization's Intake and Outcome Totals, for admins. */
import { OrganizationTotalsPage } from './totals-pages';

export default function OrganizationIntakeOutcomeTotalsPage() {
  return <OrganizationTotalsPage action="intake_outcome" />;
}
