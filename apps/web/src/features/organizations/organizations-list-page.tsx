/** /organizations (001 §2): the admins' paged, searchable list of every organization. */
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Menu,
  Pagination,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EMPTY_TEXTS, PAGINATION_SIBLINGS } from '@sac/domain';
import { IconDots } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePagedList, usePageParam } from '../../lib/api/paged-list';
import type { Organization } from '../../lib/organization/api/get-organization';
import { formatEin } from '../../lib/organization/ein';
import { paths } from '../../lib/paths';
import { ListTable } from '../../lib/ui/list-table';
import { LoadError } from '../../lib/ui/load-error';
import { organizationsPageQueryOptions } from './api/list-organizations';
import { useResendAuthorizationEmail } from './api/resend-authorization-email';
import { displayDate, joinList, statusLabel } from './organization-format';

function RowMenu({ organization }: { organization: Organization }) {
  const navigate = useNavigate();
  const resend = useResendAuthorizationEmail();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${organization.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => navigate(paths.organization(organization.id))}>View Details</Menu.Item>
        <Menu.Item onClick={() => navigate(paths.organizationEdit(organization.id))}>Edit Details</Menu.Item>
        <Menu.Item disabled>Delete Organization</Menu.Item>
        {organization.status !== 'confirmed' && (
          <Menu.Item onClick={() => resend.mutate(organization.id)} disabled={resend.isPending}>
            Resend Authorization Email
          </Menu.Item>
        )}
        <Menu.Item onClick={() => navigate(paths.organizationExport(organization.id))}>Export Data</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** `busy` while the rows shown are the previous search's or page's and the asked-for ones are on their way. */
function OrganizationsTable({ organizations, busy }: { organizations: Organization[]; busy: boolean }) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <ListTable
        aria-busy={busy}
        striped
        highlightOnHover
        fz="sm"
        verticalSpacing="xs"
        horizontalSpacing="xs"
        styles={{ th: { whiteSpace: 'normal', verticalAlign: 'bottom' } }}
        records={organizations}
        rowKey={(organization) => organization.id}
        emptyText={EMPTY_TEXTS.organizations}
        columns={[
          {
            header: 'Name',
            headerProps: { miw: 160 },
            cell: (organization) => (
              <Anchor component={Link} to={paths.organization(organization.id)}>
                {organization.name}
              </Anchor>
            ),
          },
          {
            header: 'Date Created',
            headerProps: { w: 100 },
            cell: (organization) => displayDate(organization.createdAt),
          },
          {
            header: 'Number of Locations',
            headerProps: { w: 110 },
            cell: (organization) => organization.locationsCount ?? 0,
          },
          { header: 'EIN', cell: (organization) => formatEin(organization.ein) },
          {
            header: 'Business Number',
            headerProps: { w: 110 },
            cell: (organization) => organization.businessNumber ?? '',
          },
          { header: 'States', cell: (organization) => joinList(organization.locationsUsStates) },
          {
            header: 'Province/Territory',
            headerProps: { w: 110 },
            cell: (organization) => joinList(organization.locationsProvinces),
          },
          { header: 'Status', cell: (organization) => statusLabel(organization.status) },
          {
            header: null,
            headerProps: { 'aria-label': 'Actions' },
            cell: (organization) => <RowMenu organization={organization} />,
          },
        ]}
      />
    </Box>
  );
}

export default function OrganizationsListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [page] = usePageParam();
  const [text, setText] = useState(search);
  const query = usePagedList(organizationsPageQueryOptions(search), page);

  useEffect(() => setText(search), [search]);

  const go = (nextSearch: string, nextPageNumber: number) => {
    const next = new URLSearchParams();
    if (nextSearch) next.set('search', nextSearch);
    if (nextPageNumber > 1) next.set('page', String(nextPageNumber));
    setParams(next);
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    go(text.trim(), 1);
  };

  return (
    <Stack gap="md">
      <Title order={1}>Organizations</Title>
      <form onSubmit={handleSearch}>
        <Group align="flex-end">
          <TextInput
            label="Search"
            placeholder="Name, EIN, or Business number"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            w={360}
          />
          <Button type="submit">Search</Button>
          <Button
            variant="default"
            onClick={() => {
              setText('');
              go('', 1);
            }}
          >
            Clear Search
          </Button>
        </Group>
      </form>
      {query.isError ? (
        <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      ) : query.data ? (
        <>
          <OrganizationsTable organizations={query.data.records} busy={query.isPlaceholderData} />
          <Pagination
            total={query.pages}
            value={page}
            siblings={PAGINATION_SIBLINGS}
            onChange={(value) => go(search, value)}
            aria-label="Pages"
          />
        </>
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </Stack>
  );
}
