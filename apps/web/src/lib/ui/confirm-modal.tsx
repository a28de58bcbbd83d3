/**
 * A confirmation dialog for removals and deletions (001 §2, §8). When the request fails the dialog
 * stays open, is titled Error, shows the server's message inside and offers Try Again.
 */
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The failed request's message, shown inside the dialog. */
  error: string | null;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  error,
  pending,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={error ? COMMON_MESSAGES.requestErrorTitle : title}
      centered
      closeOnClickOutside={!pending}
    >
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : (
        <Text>{message}</Text>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {error ? COMMON_MESSAGES.tryAgain : confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
