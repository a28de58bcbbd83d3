/**
 * /dashboards/rehome: the organization user's Rehome dashboard (issue 15), read by their organization's tax
 * id (its EIN, or its business number in Canada), shown read-only.
 */
import { OwnDashboardPage } from './dashboard-pages';
import { organizationTaxId } from './rehome-tax-id';
import { RehomeView } from './rehome-view';

export default function RehomePage({ now }: { now?: Date }) {
  return (
    <OwnDashboardPage now={now}>
      {(organization, today) => (
        <RehomeView now={today} taxId={{ mode: 'fixed', value: organizationTaxId(organization) }} />
      )}
    </OwnDashboardPage>
  );
}
