/**
 * /coalitions/{coalitionId}/users (002 §2.6, coalition managers and admins): Name, Email, Role and Remove
 * from Coalition, paged. The role is changed in place (Edit, choose, Save); removal asks first. Users who
 * have not accepted the data use agreement yet are marked 'Agreement pending' (they see no contributor data).
 */
import { Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import {
  COALITION_MESSAGES,
  COALITION_ROLE_OPTIONS,
  COMMON_MESSAGES,
  type CoalitionRole,
  EMPTY_TEXTS,
  isCoalitionRole,
  roleLabel,
} from '@sac/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePagedList, usePageParam } from '../../../lib/api/paged-list';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { showError, showSuccess } from '../../../lib/toasts';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { PagedListTable } from '../../../lib/ui/paged-list-table';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import {
  type CoalitionUser,
  coalitionUsersQueryOptions,
  useRemoveCoalitionUser,
  useUpdateCoalitionUserRole,
} from '../api/coalition-users';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';

export const AGREEMENT_PENDING = 'Agreement pending';

function RoleCell({ coalitionId, user }: { coalitionId: string; user: CoalitionUser }) {
  const update = useUpdateCoalitionUserRole(coalitionId);
  const [editing, setEditing] = useState(false);
  const current = isCoalitionRole(user.role) ? user.role : null;
  const [role, setRole] = useState<CoalitionRole | null>(current);

  const save = () => {
    const membership = user.membership;
    if (!membership || !role) return;
    if (role === current) {
      setEditing(false);
      return;
    }
    update.mutate(
      { membershipId: membership.id, role },
      {
        onSuccess: () => {
          setEditing(false);
          showSuccess(COALITION_MESSAGES.userRoleUpdated(user.userId, roleLabel(role)));
        },
        onError: () => showError(COMMON_MESSAGES.failedToUpdateRole),
      },
    );
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {editing ? (
        <Select
          aria-label={`Role of ${user.fullName}`}
          size="xs"
          w={130}
          allowDeselect={false}
          data={[...COALITION_ROLE_OPTIONS]}
          value={role}
          onChange={(value) => setRole(isCoalitionRole(value) ? value : current)}
        />
      ) : (
        <Text size="sm">{user.membership ? roleLabel(user.role) : ''}</Text>
      )}
      {!user.dataUseAgreement && user.membership && (
        <Badge size="sm" color="yellow" variant="light">
          {AGREEMENT_PENDING}
        </Badge>
      )}
      {user.membership &&
        (editing ? (
          <Button
            size="xs"
            aria-label={`Save role of ${user.fullName}`}
            loading={update.isPending}
            onClick={save}
          >
            Save
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            aria-label={`Edit role of ${user.fullName}`}
            onClick={() => {
              setRole(current);
              setEditing(true);
            }}
          >
            Edit
          </Button>
        ))}
    </Group>
  );
}

function CoalitionUsers() {
  const coalition = useLayoutCoalition();
  const [page, setPage] = usePageParam();
  const list = usePagedList(coalitionUsersQueryOptions(coalition.id), page);
  const remove = useRemoveCoalitionUser(coalition.id);
  const [removing, setRemoving] = useState<CoalitionUser | null>(null);

  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirmRemove = () => {
    const membership = removing?.membership;
    if (!removing || !membership) return;
    remove.mutate(membership.id, {
      onSuccess: () => {
        showSuccess(COMMON_MESSAGES.removedSuccessfully(removing.fullName));
        close();
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Users</Title>
        <Button component={Link} to={paths.coalitionUserAdd(coalition.id)}>
          Invite User
        </Button>
      </Group>
      <TableScrollRegion label="Coalition users" minWidth={640}>
        <PagedListTable
          aria-label="Coalition users"
          list={list}
          page={page}
          onPageChange={setPage}
          rowKey={(user) => user.userId}
          emptyText={EMPTY_TEXTS.users}
          columns={[
            { header: 'Name', cell: (user) => user.fullName },
            { header: 'Email', cell: (user) => user.email },
            {
              header: 'Role',
              cell: (user) => (
                <RoleCell key={`${user.userId}:${user.role}`} coalitionId={coalition.id} user={user} />
              ),
            },
            {
              header: 'Remove from Coalition',
              cell: (user) =>
                user.membership && (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`Remove ${user.fullName} from Coalition`}
                    onClick={() => setRemoving(user)}
                  >
                    Remove
                  </Button>
                ),
            },
          ]}
        />
      </TableScrollRegion>
      <ConfirmModal
        opened={removing !== null}
        title="Remove User"
        message={COALITION_MESSAGES.removeUserConfirm(removing?.fullName ?? '')}
        confirmLabel="Remove"
        error={remove.isError ? errorMessage(remove.error) : null}
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={close}
      />
    </Stack>
  );
}

export default function CoalitionUsersPage() {
  return (
    <CoalitionLayout>
      <CoalitionUsers />
    </CoalitionLayout>
  );
}
