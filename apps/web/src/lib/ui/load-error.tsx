/**
 * What every failed read shows (issue 14 §7): the spec's message for it (000 §8), and a way forward —
 * Try Again re-runs the read. While the browser is offline it says so instead of a server message.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage, isOffline, OFFLINE_READ_MESSAGE } from '../errors';

type Props = {
  /** The failure; its message is shown unless `message` gives the spec's fixed text for this read. */
  error: unknown;
  /** Re-runs the read (a query's `refetch`). */
  onRetry: () => unknown;
  title?: ReactNode;
  message?: ReactNode;
  /** True while the retry runs: the button shows it is busy. */
  retrying?: boolean;
};

export function LoadError({ error, onRetry, title, message, retrying = false }: Props) {
  const text = isOffline(error) ? OFFLINE_READ_MESSAGE : (message ?? errorMessage(error));
  return (
    <Alert color="red" title={title} role="alert">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{text}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={retrying}
          onClick={() => void onRetry()}
        >
          {COMMON_MESSAGES.tryAgain}
        </Button>
      </Group>
    </Alert>
  );
}
