/**
 * /coalitions/{coalitionId}/settings (002 §2.7, §4; admins): '{name} Settings' with one button by status:
 * Activate Coalition for a draft or closed coalition (PUT status active), Delete Coalition for an active
 * one (an archive request that closes it). Both ask 'Are you sure you want to update {name}?'; the
 * coalition queries refresh after.
 */
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { COALITION_MESSAGES, COALITION_STATUS_OPTIONS, COMMON_MESSAGES } from '@sac/domain';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { showSuccess } from '../../../lib/toasts';
import { ConfirmModal } from '../../../lib/ui/confirm-modal';
import { useArchiveCoalition, useUpdateCoalition } from '../api/coalitions';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';

type SettingsAction = 'activate' | 'delete';

/** Delete Coalition only for an active coalition; every other status offers activation. */
export function settingsActionOf(status: string): SettingsAction {
  return status === 'active' ? 'delete' : 'activate';
}

export const SETTINGS_ACTION_LABELS = {
  activate: 'Activate Coalition',
  delete: 'Delete Coalition',
} as const;

function CoalitionSettings() {
  const coalition = useLayoutCoalition();
  const update = useUpdateCoalition(coalition.id);
  const archive = useArchiveCoalition(coalition.id);
  // The action being confirmed, kept as it was asked: the status changes before the dialog has closed.
  const [confirming, setConfirming] = useState<SettingsAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const action = settingsActionOf(coalition.status);
  const label = SETTINGS_ACTION_LABELS[action];
  const pending = update.isPending || archive.isPending;
  const status =
    COALITION_STATUS_OPTIONS.find((o) => o.value === coalition.status)?.label ?? coalition.status;

  const handlers = {
    onSuccess: () => {
      setConfirming(null);
      showSuccess(COMMON_MESSAGES.updatedSuccessfully(coalition.name));
    },
    onError: (failure: unknown) => setError(errorMessage(failure)),
  };
  const confirm = () => {
    setError(null);
    if (confirming === 'delete') archive.mutate(undefined, handlers);
    else update.mutate({ status: 'active' }, handlers);
  };

  return (
    <Stack gap="md">
      <Title order={2}>{COALITION_MESSAGES.settingsTitle(coalition.name)}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm" align="flex-start">
          <Text>Status: {status}</Text>
          <Button
            color={action === 'delete' ? 'red' : undefined}
            onClick={() => {
              setError(null);
              setConfirming(action);
            }}
          >
            {label}
          </Button>
        </Stack>
      </Paper>
      <ConfirmModal
        opened={confirming !== null}
        title={SETTINGS_ACTION_LABELS[confirming ?? action]}
        message={COALITION_MESSAGES.updateConfirm(coalition.name)}
        confirmLabel={SETTINGS_ACTION_LABELS[confirming ?? action]}
        error={error}
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

export default function CoalitionSettingsPage() {
  return (
    <CoalitionLayout>
      <CoalitionSettings />
    </CoalitionLayout>
  );
}
