/** /profile (001 §2): the user's name, title and email, with Edit Profile and Reset Password. */
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { confirmationStatusLabel } from '@sac/domain';
import { IconMailForward } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { myUserQueryOptions } from './api/get-my-user';
import { useSendPasswordReset } from './api/send-password-reset';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{children || '—'}</Text>
    </div>
  );
}

export default function ProfilePage() {
  const current = useCurrentUser();
  const user = useQuery(myUserQueryOptions(current.id));
  const reset = useSendPasswordReset();

  const handleReset = () =>
    reset.mutate(current.id, {
      onSuccess: (answer) =>
        showSuccess(answer?.meta?.message ?? `A reset password email was sent to ${current.email}.`),
      onError: showError,
    });

  return (
    <Stack maw={760} gap="lg">
      <Group justify="space-between">
        <Title order={1}>Profile</Title>
        <Group>
          <Button variant="default" onClick={handleReset} loading={reset.isPending}>
            Reset Password
          </Button>
          <Button component={Link} to={paths.profileEdit()}>
            Edit Profile
          </Button>
        </Group>
      </Group>
      {user.isError && <Alert color="red">{errorMessage(user.error)}</Alert>}
      {user.data?.unconfirmedEmail && (
        <Alert
          color="blue"
          icon={<IconMailForward size={18} />}
          title="Email change waiting for confirmation"
        >
          We sent a confirmation link to {user.data.unconfirmedEmail}. Until it is followed you keep logging
          in with {user.data.email}.
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label="Full Name">{user.data?.fullName ?? current.fullName}</Field>
          <Field label="Title">{user.data?.title ?? current.title}</Field>
          <Field label="Email">{user.data?.email ?? current.email}</Field>
          <Field label="Account">{user.data ? confirmationStatusLabel(user.data.confirmedAt) : ''}</Field>
          <Field label="Organization">{current.organization?.name}</Field>
          <Field label="Location">{current.locationName}</Field>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
