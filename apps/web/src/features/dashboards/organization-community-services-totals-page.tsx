/** /organizations/{orgId}/community-services-totals: an organization's Community Services Totals, for admins. */
import { OrganizationTotalsPage } from './totals-pages';

export default function OrganizationCommunityServicesTotalsPage() {
  return <OrganizationTotalsPage action="services" />;
}
