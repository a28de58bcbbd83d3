/** /dashboards/community-services-totals: the organization user's Community Services Totals (issue 15). */
import { OwnTotalsPage } from './totals-pages';

export default function CommunityServicesTotalsPage() {
  return <OwnTotalsPage action="services" />;
}
