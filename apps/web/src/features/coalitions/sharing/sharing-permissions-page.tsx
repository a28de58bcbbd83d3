/**
 * /coalitions/{coalitionId}/sharing-permissions (002 §2.3, §4; an organization manager whose organization
 * contributes): what the organization shares with this coalition, Yes or No per data type.
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { showError, showSuccess } from '../../../lib/toasts';
import { LoadError } from '../../../lib/ui/load-error';
import { useOwnMembership, useUpdateSharing } from '../api/my-membership';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import { SharingForm, sharingValuesOf } from './sharing-form';

export const NOT_CONTRIBUTING_TEXT = 'Your organization is not an active contributor of this coalition.';
export const NOT_ACTIVE_TEXT = 'Sharing can be changed while the coalition is active.';

function SharingPermissions() {
  const coalition = useLayoutCoalition();
  const user = useCurrentUser();
  const organization = user.organization;
  const membership = useOwnMembership(organization?.id, coalition.id);
  const update = useUpdateSharing();

  let body: ReactNode;
  if (membership.isError)
    body = (
      <LoadError error={membership.error} onRetry={membership.refetch} retrying={membership.isFetching} />
    );
  else if (membership.isPending && organization) body = <Text c="dimmed">Loading…</Text>;
  else if (membership.data?.status !== 'active') body = <Text>{NOT_CONTRIBUTING_TEXT}</Text>;
  else {
    const current = membership.data;
    const active = coalition.status === 'active';
    body = (
      <Stack gap="sm">
        <Text size="sm">
          What {organization?.name} shares with {coalition.name}
        </Text>
        {!active && <Text c="dimmed">{NOT_ACTIVE_TEXT}</Text>}
        <SharingForm
          key={String(current.updatedAt ?? '')}
          initial={sharingValuesOf(current)}
          pending={update.isPending}
          disabled={!active}
          onSave={(values) =>
            update.mutate(
              { membershipId: current.id, values },
              {
                onSuccess: () => showSuccess(COMMON_MESSAGES.sharingPermissionsUpdated),
                onError: (error) => showError(error),
              },
            )
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={2}>Sharing Permissions</Title>
      <Paper withBorder p="md" radius="md">
        {body}
      </Paper>
    </Stack>
  );
}

export default function SharingPermissionsPage() {
  return (
    <CoalitionLayout>
      <SharingPermissions />
    </CoalitionLayout>
  );
}
