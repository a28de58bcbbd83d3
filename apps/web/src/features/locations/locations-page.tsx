/**
 * /organizations/{orgId}/locations (001 §2 Locations): Location Id, Name, Address, County (US) or
 * Province/Territory, Status, paged; Add Location and the row actions for those who manage the
 * organization. The primary location cannot be deleted.
 */
import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { LOCATION_MESSAGES } from '@sac/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePagedList, usePageParam } from '../../lib/api/paged-list';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { PagedListTable, rowMenuColumn } from '../../lib/ui/paged-list-table';
import type { RowMenuItem } from '../../lib/ui/row-menu';
import { locationsQueryOptions } from './api/get-locations';
import { formatAddress, type LocationRecord, locationStatusLabel } from './api/location-record';
import { DeleteLocationModal } from './delete-location-modal';

function LocationsList() {
  const organization = useLayoutOrganization();
  const user = useCurrentUser();
  const canManage = canManageOrganization(user, organization.id);
  const [page, setPage] = usePageParam();
  const list = usePagedList(locationsQueryOptions(organization.id), page);
  const [deleting, setDeleting] = useState<LocationRecord | null>(null);
  const regionHeader = organization.country === 'Canada' ? 'Province/Territory' : 'County';

  const rowItems = (location: LocationRecord): RowMenuItem[] => [
    { label: 'View Details', to: paths.organizationLocation(organization.id, location.id) },
    ...(canManage
      ? [{ label: 'Edit Details', to: paths.organizationLocationEdit(organization.id, location.id) }]
      : []),
    ...(canManage && !location.primary
      ? [{ label: 'Delete Location', color: 'red', onClick: () => setDeleting(location) }]
      : []),
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Locations</Title>
        {canManage && (
          <Button component={Link} to={paths.organizationLocationAdd(organization.id)}>
            Add Location
          </Button>
        )}
      </Group>
      <PagedListTable
        aria-label="Locations"
        list={list}
        page={page}
        onPageChange={setPage}
        rowKey={(location) => location.id}
        emptyText={LOCATION_MESSAGES.noLocations}
        columns={[
          { header: 'Location Id', cell: (location) => location.id },
          {
            header: 'Name',
            cell: (location) => (
              <Group gap="xs" wrap="nowrap">
                {location.name}
                {location.primary && (
                  <Badge size="sm" variant="light">
                    Primary
                  </Badge>
                )}
              </Group>
            ),
          },
          { header: 'Address', cell: formatAddress },
          {
            header: regionHeader,
            cell: (location) =>
              location.country === 'Canada' ? location.provinceOrTerritory : location.usCountyName,
          },
          { header: 'Status', cell: (location) => locationStatusLabel(location.status) },
          rowMenuColumn((location) => location.name, rowItems),
        ]}
      />
      <DeleteLocationModal
        organizationId={organization.id}
        location={deleting}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

export default function LocationsPage() {
  return (
    <OrganizationLayout>
      <LocationsList />
    </OrganizationLayout>
  );
}
