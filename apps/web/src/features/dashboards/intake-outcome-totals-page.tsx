/** /dashboards/intake-outcome-totals: the organization user's Intake and Outcome Totals (issue 15). */
import { OwnTotalsPage } from './totals-pages';

export default function IntakeOutcomeTotalsPage() {
  return <OwnTotalsPage action="intake_outcome" />;
}
