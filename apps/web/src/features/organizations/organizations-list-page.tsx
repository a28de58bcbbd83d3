/** /organizations (001 §2): the admins' paged, searchable list of every organization. */
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Menu,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { EMPTY_TEXTS, PAGINATION_SIBLINGS } from '@sac/domain';
import { IconDots } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/routes';
import { errorMessage } from '../../lib/errors';
import type { Organization } from './api/get-organization';
import { organizationsPageQueryOptions } from './api/list-organizations';
import { useResendAuthorizationEmail } from './api/resend-authorization-email';
import { displayDate, joinList, statusLabel } from './organization-format';
import { nextPage, pageCount, parsePage } from './pagination';

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

function OrganizationsTable({ organizations }: { organizations: Organization[] }) {
  return (
    <Box style={{ overflowX: 'auto' }}>
      <Table
        striped
        highlightOnHover
        fz="sm"
        verticalSpacing="xs"
        horizontalSpacing="xs"
        styles={{ th: { whiteSpace: 'normal', verticalAlign: 'bottom' } }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={160}>Name</Table.Th>
            <Table.Th w={100}>Date Created</Table.Th>
            <Table.Th w={110}>Number of Locations</Table.Th>
            <Table.Th>EIN</Table.Th>
            <Table.Th w={110}>Business Number</Table.Th>
            <Table.Th>States</Table.Th>
            <Table.Th w={110}>Province/Territory</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {organizations.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={9}>
                <Text c="dimmed" ta="center" py="md">
                  {EMPTY_TEXTS.organizations}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            organizations.map((organization) => (
              <Table.Tr key={organization.id}>
                <Table.Td>{organization.name}</Table.Td>
                <Table.Td>{displayDate(organization.createdAt)}</Table.Td>
                <Table.Td>{organization.locationsCount ?? 0}</Table.Td>
                <Table.Td>{organization.ein ?? ''}</Table.Td>
                <Table.Td>{organization.businessNumber ?? ''}</Table.Td>
                <Table.Td>{joinList(organization.locationsUsStates)}</Table.Td>
                <Table.Td>{joinList(organization.locationsProvinces)}</Table.Td>
                <Table.Td>{statusLabel(organization.status)}</Table.Td>
                <Table.Td>
                  <RowMenu organization={organization} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

export default function OrganizationsListPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = parsePage(params.get('page'));
  const [text, setText] = useState(search);
  const queryClient = useQueryClient();
  const query = useQuery(organizationsPageQueryOptions(search, page));

  useEffect(() => setText(search), [search]);
  const total = query.data?.total ?? 0;
  useEffect(() => {
    const next = query.data ? nextPage(page, total) : null;
    if (next) void queryClient.prefetchQuery(organizationsPageQueryOptions(search, next));
  }, [query.data, page, total, search, queryClient]);

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
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : query.data ? (
        <>
          <OrganizationsTable organizations={query.data.organizations} />
          <Pagination
            total={pageCount(total)}
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
