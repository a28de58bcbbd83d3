/**
 * What the admin records search found (000 §2 Home, §6): the location and its organization, the way to
 * the admin options and export screens, and the location's status tiles of both databases.
 */
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type AdminTarget, type EntryAction, paths } from '../../../lib/paths';
import { LoadError } from '../../../lib/ui/load-error';
import { RecordStatusTiles, StatusTilesLegend } from '../status-tiles/record-status-tiles';
import { organizationChoiceQueryOptions } from './api/search-organizations';
import { searchedLocationQueryOptions } from './api/searched-location';
import { formatEin, type RecordsSearch, SEARCH_MESSAGES } from './records-search';

const DATABASES: { action: EntryAction; title: string; options: string; exportLabel: string }[] = [
  {
    action: 'data-entry',
    title: 'Intake and Outcome Data',
    options: 'Intake and Outcome Options',
    exportLabel: 'Export Intake and Outcome Data',
  },
  {
    action: 'services',
    title: 'Community Services Data',
    options: 'Services Options',
    exportLabel: 'Export Services Data',
  },
];

function DatabaseCard({
  action,
  title,
  options,
  exportLabel,
  target,
}: (typeof DATABASES)[number] & { target: AdminTarget }) {
  return (
    <Card withBorder radius="md" padding="sm">
      <Stack gap="sm">
        <Stack gap={6} align="flex-start">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap="xs">
            <Button component={Link} to={paths.entryOptions(action, target)} size="xs" variant="light">
              {options}
            </Button>
            <Button component={Link} to={paths.entryExport(action, target)} size="xs" variant="default">
              {exportLabel}
            </Button>
          </Group>
        </Stack>
        <RecordStatusTiles action={action} locationId={String(target.location)} adminTarget={target} />
      </Stack>
    </Card>
  );
}

function FoundLocation({ locationId }: { locationId: string }) {
  const location = useQuery(searchedLocationQueryOptions(locationId));
  if (location.isError)
    return (
      <LoadError
        title="Unable to load the location"
        error={location.error}
        onRetry={location.refetch}
        retrying={location.isFetching}
      />
    );
  if (!location.data) return <Text c="dimmed">Loading…</Text>;
  const { name, status, organization, organizationId } = location.data;
  const target: AdminTarget = { location: locationId, organizationId: String(organizationId) };
  return (
    <Stack gap="md" aria-label="Search result" component="section">
      <Stack gap={2}>
        <Group gap="xs">
          <Title order={3}>{name}</Title>
          {status === 'closed' && <Badge color="red">Closed</Badge>}
        </Group>
        <Text c="dimmed">
          {organization.name ?? ''}
          {organization.ein && (
            <>
              {' · '}
              <span style={{ whiteSpace: 'nowrap' }}>EIN {formatEin(organization.ein)}</span>
            </>
          )}
        </Text>
      </Stack>
      <StatusTilesLegend />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {DATABASES.map((database) => (
          <DatabaseCard key={database.action} {...database} target={target} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function OrganizationWithoutLocations({ organizationId }: { organizationId: string }) {
  const organization = useQuery(organizationChoiceQueryOptions(organizationId));
  if (organization.isError)
    return (
      <LoadError
        title="Unable to load the organization"
        error={organization.error}
        onRetry={organization.refetch}
        retrying={organization.isFetching}
      />
    );
  if (!organization.data) return null;
  return <Alert color="yellow">{SEARCH_MESSAGES.noLocations(organization.data.name)}</Alert>;
}

export function RecordsSearchResults({ search }: { search: RecordsSearch }) {
  if (search.locationId) return <FoundLocation key={search.locationId} locationId={search.locationId} />;
  if (search.organizationId) return <OrganizationWithoutLocations organizationId={search.organizationId} />;
  if (search.ein) return <Alert color="yellow">{SEARCH_MESSAGES.noEinMatch(search.ein)}</Alert>;
  return (
    <Text c="dimmed" size="sm">
      Search by EIN, or choose an organization and a location, to see a location's monthly records.
    </Text>
  );
}
