/** /organizations/{orgId}/locations/{locId} (001 §2): the location in view mode, Edit Location for managers. */
import { Badge, Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { paths } from '../../lib/paths';
import { DetailList } from '../../lib/ui/detail-list';
import { LoadError } from '../../lib/ui/load-error';
import { useOrganizationLocation } from './api/get-location';
import {
  formatLocationPhone,
  type LocationRecord,
  locationStatusLabel,
  regionName,
} from './api/location-record';
import { LocationBackLink } from './location-back-link';

function addressItems(location: LocationRecord) {
  const common = [
    { label: 'Country', value: location.country },
    { label: 'Address Line 1', value: location.addressLine_1 },
    { label: 'Address Line 2', value: location.addressLine_2 },
    { label: 'City', value: location.city },
  ];
  if (location.country === 'Canada') {
    return [
      ...common,
      { label: 'Province/Territory', value: regionName(location) },
      { label: 'Postal Code', value: location.postalCode },
    ];
  }
  return [
    ...common,
    { label: 'State', value: regionName(location) },
    { label: 'County', value: location.usCountyName },
    { label: 'Zip Code', value: location.zipCode },
  ];
}

function LocationDetail() {
  const organization = useLayoutOrganization();
  const { locId = '' } = useParams();
  const user = useCurrentUser();
  const location = useOrganizationLocation(organization.id, locId);
  const canManage = canManageOrganization(user, organization.id);

  return (
    <Stack gap="md">
      <LocationBackLink organizationId={organization.id} />
      <Group justify="space-between">
        <Group gap="sm">
          <Title order={2}>{location.data?.name ?? 'Location Details'}</Title>
          {location.data?.primary && <Badge variant="light">Primary</Badge>}
        </Group>
        {canManage && location.data && (
          <Button component={Link} to={paths.organizationLocationEdit(organization.id, locId)}>
            Edit Location
          </Button>
        )}
      </Group>
      {location.isError ? (
        <LoadError error={location.error} onRetry={location.refetch} retrying={location.isFetching} />
      ) : location.data ? (
        <Paper withBorder p="lg" radius="md">
          <DetailList
            cols={3}
            items={[
              { label: 'Location Id', value: location.data.id },
              { label: 'Name', value: location.data.name },
              ...addressItems(location.data),
              { label: 'Contact Phone Number', value: formatLocationPhone(location.data) },
              { label: 'Status', value: locationStatusLabel(location.data.status) },
            ]}
          />
        </Paper>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}

export default function LocationPage() {
  return (
    <OrganizationLayout>
      <LocationDetail />
    </OrganizationLayout>
  );
}
