/**
 * Home (/) of administrators (000 §2 Home): a welcome page with the ways to manage organizations,
 * coalitions and users, the downloads (the latest national animal data CSV, the record CSVs) and the
 * Intake and Outcome Records search. The search lives in the address.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconHeartHandshake, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { paths } from '../../../lib/paths';
import { AdminDownloads } from './admin-downloads';
import { AdminPanel } from './admin-panel';
import { parseRecordsSearch, type RecordsSearch, recordsSearchParams } from './records-search';
import { RecordsSearchForm } from './records-search-form';
import { RecordsSearchResults } from './records-search-results';

const MANAGE_LINKS = [
  { label: 'Manage Organizations', to: paths.organizations(), icon: IconBuildingCommunity },
  { label: 'Manage Coalitions', to: paths.coalitions(), icon: IconHeartHandshake },
  { label: 'Manage Users', to: paths.users(), icon: IconUsers },
] as const;

export function AdminHome() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const search = parseRecordsSearch(params);
  const handleSearch = (next: RecordsSearch) => setParams((current) => recordsSearchParams(next, current));

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Welcome{user.fullName ? `, ${user.fullName}` : ''}</Title>
        <Text c="dimmed">
          Manage the portal's organizations, coalitions and users, or look up a location's records.
        </Text>
      </Stack>
      <Group gap="sm" component="nav" aria-label="Manage">
        {MANAGE_LINKS.map(({ label, to, icon: Icon }) => (
          <Button key={to} component={Link} to={to} variant="light" leftSection={<Icon size={18} />}>
            {label}
          </Button>
        ))}
      </Group>
      <AdminDownloads />
      <AdminPanel title="Intake and Outcome Records">
        <RecordsSearchForm value={search} onSearch={handleSearch} />
        <RecordsSearchResults search={search} />
      </AdminPanel>
    </Stack>
  );
}
