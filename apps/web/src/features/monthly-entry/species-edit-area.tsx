/**
 * One edit mode per species (000 §4 "view mode, Edit, edit mode, Save", issue 14 §3): a bar with Edit, or
 * Save and Cancel and the keys' hint, above every group of the species; the keys of matrix-keys inside;
 * Edit puts the caret in the first count; Escape with changes asks with the spec's unsaved-changes modal first; a failed Save reads 'Failed to
 * save data' with its reason, the typed values kept. The bar stays in sight below the header while
 * editing, so Save is never a scroll away.
 */
import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { DATA_ENTRY_MESSAGES } from '@sac/domain';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { UnsavedChangesModal } from '../../lib/unsaved-changes-guard';
import { handleMatrixKeyDown } from './matrix-keys';
import type { SpeciesEditor } from './use-species-editor';

type SpeciesEditAreaProps = {
  editor: SpeciesEditor;
  canEdit: boolean;
  /** "Canines": named on the buttons for screen readers. */
  speciesLabel: string;
  children: ReactNode;
};

export function SpeciesEditArea({ editor, canEdit, speciesLabel, children }: SpeciesEditAreaProps) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  // Edit puts the caret in the first count, so the keyboard can go on from there.
  useEffect(() => {
    if (editor.editing) area.current?.querySelector<HTMLInputElement>('input[data-cell-row]')?.focus();
  }, [editor.editing]);
  const requestCancel = () => (editor.dirty ? setConfirmingCancel(true) : editor.cancel());

  return (
    <>
      {canEdit && (
        <Paper
          withBorder
          p="xs"
          radius="md"
          bg="var(--mantine-color-body)"
          style={
            editor.editing
              ? { position: 'sticky', top: 'var(--app-shell-header-offset, 0px)', zIndex: 3 }
              : undefined
          }
          data-testid="species-edit-bar"
        >
          <Group justify="space-between" gap="xs">
            {editor.editing ? (
              <Text size="sm" id="matrix-keys-hint">
                Editing {speciesLabel}. Enter saves, Esc cancels, arrow keys move between counts.
              </Text>
            ) : (
              <Text size="sm">{speciesLabel}: view mode.</Text>
            )}
            <Group gap="xs">
              {editor.editing ? (
                <>
                  <Button variant="default" size="xs" onClick={editor.cancel} disabled={editor.pending}>
                    Cancel
                  </Button>
                  <Button size="xs" onClick={() => void editor.submit()} loading={editor.pending}>
                    Save
                  </Button>
                </>
              ) : (
                <Button size="xs" onClick={editor.start}>
                  Edit
                </Button>
              )}
            </Group>
          </Group>
          {editor.failure && (
            <Alert color="red" role="alert" title={DATA_ENTRY_MESSAGES.failedToSave} mt="xs">
              {editor.failure.reason}
            </Alert>
          )}
        </Paper>
      )}
      {/* Keys are read from the inputs only: a modal or button inside never saves by Enter. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the inputs inside take the keys; the wrapper only hears them */}
      <div
        ref={area}
        onKeyDown={(event) =>
          editor.editing &&
          handleMatrixKeyDown(event, { onSave: () => void editor.submit(), onCancel: requestCancel })
        }
        style={{ display: 'contents' }}
      >
        {children}
      </div>
      <UnsavedChangesModal
        opened={confirmingCancel}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          editor.cancel();
        }}
      />
    </>
  );
}
