/**
 * /organizations/{orgId}/api-mapping (001 API Mapping; issue 16): for an organization whose shelter software
 * is ShelterLuv or ShelterBuddy, its connection (credentials and Test connection), the SAC category of
 * each of its software's event types and its recent aggregation runs. The tab is offered to its
 * organization managers and administrators.
 */
import { Stack, Text, Title } from '@mantine/core';
import { vendorOfSoftware } from '@sac/domain';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { AggregationRunsPanel } from './aggregation-runs-panel';
import { ConnectionPanel } from './connection-panel';
import { MappingTables } from './mapping-tables';

function ApiMapping() {
  const organization = useLayoutOrganization();
  const vendor = vendorOfSoftware(organization.shelterSoftware);
  return (
    <Stack gap="lg">
      <Title order={2}>API Mapping</Title>
      {vendor ? (
        <>
          <ConnectionPanel organizationId={organization.id} vendor={vendor} />
          <MappingTables organizationId={organization.id} />
          <AggregationRunsPanel organizationId={organization.id} />
        </>
      ) : (
        <Text>API Mapping is for organizations whose shelter software is ShelterLuv or ShelterBuddy.</Text>
      )}
    </Stack>
  );
}

export default function ApiMappingPage() {
  return (
    <OrganizationLayout>
      <ApiMapping />
    </OrganizationLayout>
  );
}
