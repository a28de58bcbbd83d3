/**
 * Choosing another species while this one is edited (issue 14 §3): without changes it just leaves edit
 * mode; with changes it asks first, with the spec's unsaved-changes text (001 §2) and a way to keep them:
 * Save (switches once saved), Discard changes, or Cancel (stays).
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { COMMON_MESSAGES, type Species } from '@sac/domain';
import { useState } from 'react';
import type { SpeciesEditor } from './use-species-editor';

export function useSpeciesSwitch(editor: SpeciesEditor, onSwitch: (species: Species) => void) {
  const [asking, setAsking] = useState<Species | null>(null);

  const select = (next: Species) => {
    if (editor.editing && editor.dirty) return setAsking(next);
    if (editor.editing) editor.cancel();
    onSwitch(next);
  };

  const handleSave = async () => {
    const next = asking;
    setAsking(null);
    if (next && (await editor.submit())) onSwitch(next);
  };

  const modal = (
    <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Unsaved changes" centered>
      <Text>{COMMON_MESSAGES.unsavedChanges}</Text>
      <Group justify="flex-end" mt="lg" gap="xs">
        <Button variant="default" onClick={() => setAsking(null)}>
          Cancel
        </Button>
        <Button
          color="red"
          variant="light"
          onClick={() => {
            const next = asking;
            setAsking(null);
            editor.cancel();
            if (next) onSwitch(next);
          }}
        >
          Discard changes
        </Button>
        <Button onClick={() => void handleSave()}>Save</Button>
      </Group>
    </Modal>
  );

  return { select, modal };
}
