/** PLACEHOLDER (issue 4, being built): /data-entry/{year}/{month} and its admin variant. */
import ComingSoonPage from '../../app/coming-soon-page';

export default function IntakeOutcomeMatrixPage() {
  return <ComingSoonPage />;
}
