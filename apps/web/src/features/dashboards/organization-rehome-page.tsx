/**
 * /organizations/{orgId}/rehome_dashboard: the Rehome dashboard for administrators (issue 15). The tax id
 * starts empty (002 §2.13), the organization's own offered; any may be typed.
 */
import { OrganizationDashboardPage } from './dashboard-pages';
import { organizationTaxId } from './rehome-tax-id';
import { RehomeView } from './rehome-view';

export default function OrganizationRehomePage() {
  return (
    <OrganizationDashboardPage>
      {(organization, now) => (
        <RehomeView now={now} taxId={{ mode: 'chosen', offered: organizationTaxId(organization) }} />
      )}
    </OrganizationDashboardPage>
  );
}
