/**
 * /coalitions/{coalitionId}/detail (002 §2.4): the coalition form in view mode, Edit for its managers
 * and admins, and the Coalition Managers table (Name, Email).
 */
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { coalitionRole } from '../../../lib/auth/current-user';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { paths } from '../../../lib/paths';
import { ListTable } from '../../../lib/ui/list-table';
import { LoadError } from '../../../lib/ui/load-error';
import { useCoalitionManagers } from '../api/coalitions';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import { CoalitionForm } from './coalition-form';

function CoalitionManagers({ coalitionId }: { coalitionId: string }) {
  const managers = useCoalitionManagers(coalitionId);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} mb="sm">
        Coalition Managers
      </Title>
      {managers.isError && (
        <LoadError error={managers.error} onRetry={managers.refetch} retrying={managers.isFetching} />
      )}
      <ListTable
        aria-label="Coalition Managers"
        striped
        records={managers.data?.records ?? []}
        showEmpty={managers.isSuccess}
        rowKey={(manager) => manager.id}
        emptyText="No managers found"
        columns={[
          { header: 'Name', cell: (manager) => manager.fullName },
          { header: 'Email', cell: (manager) => manager.email },
        ]}
      />
      {managers.isPending && <Text c="dimmed">Loading…</Text>}
    </Paper>
  );
}

function CoalitionDetail() {
  const coalition = useLayoutCoalition();
  const user = useCurrentUser();
  const canEdit =
    coalition.meta?.canUpdate === true ||
    user.isAdmin ||
    coalitionRole(user, coalition.id) === 'coalition_manager';
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>Coalition Detail</Title>
        {canEdit && (
          <Button component={Link} to={paths.coalitionEdit(coalition.id)}>
            Edit
          </Button>
        )}
      </Group>
      <CoalitionForm key={coalition.updatedAt} mode="view" coalition={coalition} />
      <CoalitionManagers coalitionId={coalition.id} />
    </Stack>
  );
}

export default function CoalitionDetailPage() {
  return (
    <CoalitionLayout>
      <CoalitionDetail />
    </CoalitionLayout>
  );
}
