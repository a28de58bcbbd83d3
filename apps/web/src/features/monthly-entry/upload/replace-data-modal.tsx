/**
 * The confirmation before an upload replaces data already entered (issue 10, item 15): the checked
 * file's location-months that hold data, one line each, and Cancel (nothing is written) or Replace data.
 */
import { Button, Group, List, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { CheckedMonth } from './api/check-file-import';
import { describeReplacedMonths, REPLACE_DATA } from './replaced-data';

type ReplaceDataModalProps = {
  /** The checked file's months; null when no confirmation is asked. */
  months: readonly CheckedMonth[] | null;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ReplaceDataModal({ months, onConfirm, onCancel }: ReplaceDataModalProps) {
  const lines = months ? describeReplacedMonths(months) : [];
  return (
    <Modal
      opened={months !== null}
      onClose={onCancel}
      title={REPLACE_DATA.title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">{REPLACE_DATA.notSaved}</Text>
        <ScrollArea.Autosize mah={320} type="auto">
          <List spacing={4} aria-label="Data that would be replaced">
            {lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        <Text size="sm" c="dimmed">
          {REPLACE_DATA.keptNote}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {REPLACE_DATA.cancel}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {REPLACE_DATA.confirm}
        </Button>
      </Group>
    </Modal>
  );
}
