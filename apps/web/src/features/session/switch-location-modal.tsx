/** Confirmation of a location switch, and its failure state with Try Again (000 §2, §8). */
import { Button, Group, Modal, Text } from '@mantine/core';
import { COMMON_MESSAGES, SESSION_MESSAGES } from '@sac/domain';

type SwitchLocationModalProps = {
  opened: boolean;
  failed: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

export function SwitchLocationModal({
  opened,
  failed,
  pending,
  onCancel,
  onConfirm,
}: SwitchLocationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={failed ? COMMON_MESSAGES.requestErrorTitle : 'Switch Location'}
      centered
    >
      <Text>{failed ? COMMON_MESSAGES.requestError : SESSION_MESSAGES.locationSwitchWarning}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={pending} color={failed ? 'red' : undefined}>
          {failed ? COMMON_MESSAGES.tryAgain : 'Confirm'}
        </Button>
      </Group>
    </Modal>
  );
}
