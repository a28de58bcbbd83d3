/**
 * /users (001 §2): the admin users directory, searched by name or email and filtered by status, paged,
 * with View Details, Edit Details and Delete User (not for archived users).
 */
import { Alert, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { EMPTY_TEXTS, USER_STATUSES, type UserStatus } from '@sac/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../app/routes';
import { usePagedList } from '../../lib/api/paged-list';
import { useCurrentUser } from '../../lib/auth/session-context';
import { errorMessage } from '../../lib/errors';
import { ListPagination } from '../../lib/ui/list-pagination';
import { RowMenu, type RowMenuItem } from '../../lib/ui/row-menu';
import { type UsersSearch, usersQueryOptions } from './api/get-users';
import { confirmationStatusOf, type UserRecord } from './api/user-record';
import { DeleteUserModal } from './delete-user-modal';
import { UsersSearchForm } from './users-search-form';

function readSearch(params: URLSearchParams): UsersSearch & { page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    status: (USER_STATUSES as readonly string[]).includes(status ?? '') ? (status as UserStatus) : 'active',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export default function UsersPage() {
  const currentUser = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { page, ...search } = readSearch(params);
  const list = usePagedList(usersQueryOptions(currentUser.id, search), page);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);

  const navigate = (next: UsersSearch & { page: number }) => {
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.status !== 'active') query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  const rowItems = (user: UserRecord): RowMenuItem[] => [
    { label: 'View Details', to: paths.user(user.id) },
    { label: 'Edit Details', to: paths.userEdit(user.id) },
    ...(user.archivedAt ? [] : [{ label: 'Delete User', color: 'red', onClick: () => setDeleting(user) }]),
  ];

  const records = list.data?.records ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>Users</Title>
      <UsersSearchForm value={search} onSearch={(next) => navigate({ ...next, page: 1 })} />
      {list.isError && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Table striped highlightOnHover withTableBorder aria-label="Users" aria-busy={list.isFetching}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Confirmation Status</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>{user.fullName}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{confirmationStatusOf(user)}</Table.Td>
              <Table.Td>
                <RowMenu label={`Actions for ${user.fullName}`} items={rowItems(user)} />
              </Table.Td>
            </Table.Tr>
          ))}
          {list.isSuccess && records.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" ta="center" py="md">
                  {EMPTY_TEXTS.users}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      {list.isPending && <Text c="dimmed">Loading…</Text>}
      <ListPagination
        page={page}
        pages={list.pages}
        onChange={(next) => navigate({ ...search, page: next })}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
