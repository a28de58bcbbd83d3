/** /users/{id} (001 §2): the user's profile with Edit User, their organizations and their coalitions. */
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { DetailList } from '../../lib/ui/detail-list';
import { FullPageLoader } from '../../lib/ui/full-page-loader';
import { useUser } from './api/get-user';
import { confirmationStatusOf } from './api/user-record';
import { UserCoalitionsTable } from './user-coalitions-table';
import { UserOrganizationsTable } from './user-organizations-table';

export default function UserPage() {
  const { userId = '' } = useParams();
  const user = useUser(userId);

  if (user.isPending) return <FullPageLoader />;
  if (user.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(user.error)}
      </Alert>
    );
  }
  const data = user.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.users()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Back to Users
        </Group>
      </Anchor>
      <Group justify="space-between">
        <Title order={1}>{data.fullName}</Title>
        <Button component={Link} to={paths.userEdit(data.id)}>
          Edit User
        </Button>
      </Group>
      <Paper withBorder p="lg" radius="md">
        <DetailList
          cols={3}
          items={[
            { label: 'Full Name', value: data.fullName },
            { label: 'Title', value: data.title },
            { label: 'Email', value: data.email },
            ...(data.unconfirmedEmail
              ? [{ label: 'Email Awaiting Confirmation', value: data.unconfirmedEmail }]
              : []),
            { label: 'Role', value: data.systemAdmin ? 'Admin' : 'User' },
            { label: 'Confirmation Status', value: confirmationStatusOf(data) },
            { label: 'Status', value: data.archivedAt ? 'Archived' : 'Active' },
          ]}
        />
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Organizations
        </Title>
        <UserOrganizationsTable organizations={data.organizations ?? []} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Coalitions
        </Title>
        <UserCoalitionsTable coalitions={data.coalitions ?? []} memberships={data.userMemberships ?? []} />
      </Stack>
      {data.archivedAt && (
        <Text c="dimmed" size="sm">
          This user is archived and cannot sign in.
        </Text>
      )}
    </Stack>
  );
}
