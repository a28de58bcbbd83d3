/** /organizations/{orgId}/comparison_dashboard: an organization's Comparison dashboard, for admins. */
import { OrganizationComparisonPage as ComparisonTab } from './comparison-pages';

export default function OrganizationComparisonPage() {
  return <ComparisonTab />;
}
