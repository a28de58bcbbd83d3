/**
 * /dashboards/rehome: the organization user's Rehome dashboard (issue 15), read by their organization's tax
 * id (its EIN, or its business number in Canada), shown read-only. "Now" is read once per visit.
 */
import { useState } from 'react';
import { useCurrentUser } from '../../lib/auth/session-context';
import { DashboardsFrame } from './dashboards-frame';
import { organizationTaxId } from './rehome-tax-id';
import { RehomeView } from './rehome-view';

export default function RehomePage({ now }: { now?: Date }) {
  const user = useCurrentUser();
  const [today] = useState(() => now ?? new Date());
  return (
    <DashboardsFrame>
      <RehomeView now={today} taxId={{ mode: 'fixed', value: organizationTaxId(user.organization) }} />
    </DashboardsFrame>
  );
}
