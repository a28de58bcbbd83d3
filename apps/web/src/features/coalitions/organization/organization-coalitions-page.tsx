/**
 * /organizations/{orgId}/coalitions (001 §2; admins): the organization's coalitions with its membership
 * in each (status label of 002 §4, both sharing choices), and Add Organization to Coalition.
 */
import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { COALITION_STATUS_OPTIONS, membershipStatusLabel, yesNoLabel } from '@sac/domain';
import { Link } from 'react-router';
import { usePageParam } from '../../../lib/api/paged-list';
import { OrganizationLayout, useLayoutOrganization } from '../../../lib/organization/organization-layout';
import { paths } from '../../../lib/paths';
import { BreakAfterSlashes, WrappingHeader } from '../../../lib/ui/list-table';
import { PagedListTable } from '../../../lib/ui/paged-list-table';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import { type CoalitionRecord, NO_FILTERS, regionList, useCoalitionList } from '../api/coalitions';

export const NO_ORGANIZATION_COALITIONS_TEXT = 'This organization is not in any coalition';

const statusLabel = (status: string) =>
  COALITION_STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;

export const membershipIn = (coalition: CoalitionRecord, organizationId: string) =>
  (coalition.coalitionMemberships ?? []).find((m) => String(m.organizationId) === organizationId) ?? null;

function OrganizationCoalitions() {
  const organization = useLayoutOrganization();
  const [page, setPage] = usePageParam();
  const list = useCoalitionList(
    NO_FILTERS,
    { forOrganization: organization.id, membershipOf: organization.id, includeClosed: true },
    page,
  );
  const membership = (c: CoalitionRecord) => membershipIn(c, organization.id);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Coalitions</Title>
        <Button component={Link} to={paths.organizationCoalitionAdd(organization.id)}>
          Add Organization to Coalition
        </Button>
      </Group>
      <TableScrollRegion label="Coalitions of the organization" minWidth={900}>
        <PagedListTable
          aria-label="Coalitions of the organization"
          aria-busy={list.isFetching}
          list={list}
          page={page}
          onPageChange={setPage}
          rowKey={(c) => c.id}
          emptyText={NO_ORGANIZATION_COALITIONS_TEXT}
          columns={[
            {
              header: 'Name',
              cellProps: { miw: 180 },
              cell: (c) => (
                <Anchor component={Link} to={paths.coalitionDetail(c.id)}>
                  {c.name}
                </Anchor>
              ),
            },
            { header: 'States/Provinces', cell: (c) => regionList(c.operatingRegion).join(', ') },
            { header: 'Region Type', cell: (c) => c.operatingRegionType ?? '' },
            { header: 'Coalition Status', cell: (c) => statusLabel(c.status) },
            {
              header: <WrappingHeader width={110}>Membership Status</WrappingHeader>,
              cell: (c) => membershipStatusLabel(membership(c)?.status, membership(c)?.statusActor),
            },
            {
              header: (
                <WrappingHeader>
                  <BreakAfterSlashes text="Intake/outcome Data Sharing" />
                </WrappingHeader>
              ),
              cell: (c) => yesNoLabel(membership(c)?.intakeOutcomeDataSharing),
            },
            {
              header: <WrappingHeader>Community Service Data Sharing</WrappingHeader>,
              cell: (c) => yesNoLabel(membership(c)?.communityServiceDataSharing),
            },
          ]}
        />
      </TableScrollRegion>
    </Stack>
  );
}

export default function OrganizationCoalitionsPage() {
  return (
    <OrganizationLayout>
      <OrganizationCoalitions />
    </OrganizationLayout>
  );
}
