/**
 * /organizations/{orgId}/rehome_dashboard: the Rehome dashboard for administrators (issue 15). The tax id
 * starts empty (002 §2.13), the organization's own offered; any may be typed. "Now" is read once per visit.
 */
import { useState } from 'react';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { organizationTaxId } from './rehome-tax-id';
import { RehomeView } from './rehome-view';

function LayoutRehome({ now }: { now?: Date }) {
  const organization = useLayoutOrganization();
  const [today] = useState(() => now ?? new Date());
  return <RehomeView now={today} taxId={{ mode: 'chosen', offered: organizationTaxId(organization) }} />;
}

export default function OrganizationRehomePage({ now }: { now?: Date }) {
  return (
    <OrganizationLayout>
      <LayoutRehome now={now} />
    </OrganizationLayout>
  );
}
