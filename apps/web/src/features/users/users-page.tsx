/**
 * /users (001 §2): the admin users directory, searched by name or email and filtered by status, paged,
 * with View Details, Edit Details and Delete User (not for archived users, nor the admin's own account,
 * which the directory lists too).
 */
import { Stack, Title } from '@mantine/core';
import { EMPTY_TEXTS, USER_STATUSES, type UserStatus } from '@sac/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePagedList } from '../../lib/api/paged-list';
import { useCurrentUser } from '../../lib/auth/session-context';
import { paths } from '../../lib/paths';
import { PagedListTable, rowMenuColumn } from '../../lib/ui/paged-list-table';
import type { RowMenuItem } from '../../lib/ui/row-menu';
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
  const list = usePagedList(usersQueryOptions(search), page);
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
    // The server refuses to archive the signed-in admin ("You cannot archive yourself.").
    ...(user.archivedAt || user.id === currentUser.id
      ? []
      : [{ label: 'Delete User', color: 'red', onClick: () => setDeleting(user) }]),
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>Users</Title>
      <UsersSearchForm value={search} onSearch={(next) => navigate({ ...next, page: 1 })} />
      <PagedListTable
        aria-label="Users"
        aria-busy={list.isFetching}
        list={list}
        page={page}
        onPageChange={(next) => navigate({ ...search, page: next })}
        rowKey={(user) => user.id}
        emptyText={EMPTY_TEXTS.users}
        columns={[
          { header: 'Name', cell: (user) => user.fullName },
          { header: 'Email', cell: (user) => user.email },
          { header: 'Confirmation Status', cell: confirmationStatusOf },
          rowMenuColumn((user) => user.fullName, rowItems),
        ]}
      />
      <DeleteUserModal user={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
