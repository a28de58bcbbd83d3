/**
 * /organizations/{orgId}/locations (001 §2 Locations): Location Id, Name, Address, County (US) or
 * Province/Territory, Status, paged; Add Location and the row actions for those who manage the
 * organization. The primary location cannot be deleted.
 */
import { Alert, Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { LOCATION_MESSAGES } from '@sac/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/routes';
import { usePagedList, usePageParam } from '../../lib/api/paged-list';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { errorMessage } from '../../lib/errors';
import { ListPagination } from '../../lib/ui/list-pagination';
import { RowMenu, type RowMenuItem } from '../../lib/ui/row-menu';
import { OrganizationLayout, useLayoutOrganization } from '../organizations/organization-layout';
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
  const records = list.data?.records ?? [];
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
      {list.isError && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Table striped highlightOnHover withTableBorder aria-label="Locations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Location Id</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>{regionHeader}</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((location) => (
            <Table.Tr key={location.id}>
              <Table.Td>{location.id}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {location.name}
                  {location.primary && (
                    <Badge size="sm" variant="light">
                      Primary
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatAddress(location)}</Table.Td>
              <Table.Td>
                {location.country === 'Canada' ? location.provinceOrTerritory : location.usCountyName}
              </Table.Td>
              <Table.Td>{locationStatusLabel(location.status)}</Table.Td>
              <Table.Td>
                <RowMenu label={`Actions for ${location.name}`} items={rowItems(location)} />
              </Table.Td>
            </Table.Tr>
          ))}
          {list.isSuccess && records.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text c="dimmed" ta="center" py="md">
                  {LOCATION_MESSAGES.noLocations}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {list.isPending && <Text c="dimmed">Loading…</Text>}
      <ListPagination page={page} pages={list.pages} onChange={setPage} />
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
