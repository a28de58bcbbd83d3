/** /dashboards/comparison: the organization user's Comparison dashboard (issue 15). */
import { OwnComparisonPage } from './comparison-pages';

export default function ComparisonPage() {
  return <OwnComparisonPage />;
}
