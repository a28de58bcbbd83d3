/**
 * /organizations/{orgId}/export, the Export Data tab of admins (001 §2): the report export of that
 * organization, for either database.
 */
import { SegmentedControl, Stack, Title } from '@mantine/core';
import type { RouteAction } from '@sac/domain';
import { useState } from 'react';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { ReportExportForm } from './report-export-form';

const DATABASES: { value: RouteAction; label: string }[] = [
  { value: 'data-entry', label: 'Intake and Outcome Data' },
  { value: 'services', label: 'Community Services Data' },
];

function OrganizationExport() {
  const organization = useLayoutOrganization();
  const [action, setAction] = useState<RouteAction>('data-entry');
  return (
    <Stack gap="md">
      <Title order={2}>Export Data</Title>
      <SegmentedControl
        aria-label="Database"
        data={DATABASES}
        value={action}
        onChange={(value) => setAction(value as RouteAction)}
        style={{ alignSelf: 'flex-start' }}
      />
      <ReportExportForm organizationId={organization.id} action={action} />
    </Stack>
  );
}

export default function OrganizationExportPage() {
  return (
    <OrganizationLayout>
      <OrganizationExport />
    </OrganizationLayout>
  );
}
