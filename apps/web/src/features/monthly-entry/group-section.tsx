/**
 * A group of a matrix with its own Edit and Save (000 §4): view mode shows Edit to those who may
 * change the month; edit mode shows Save and Cancel, and 'Failed to save data' after a failed save.
 */
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { GroupEditor } from './use-group-editor';

type GroupSectionProps = {
  title: string;
  editor: GroupEditor;
  canEdit: boolean;
  /** Extra buttons shown while editing (Auto Calculate). */
  editActions?: ReactNode;
  children: ReactNode;
};

export function GroupSection({ title, editor, canEdit, editActions, children }: GroupSectionProps) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {canEdit && (
            <Group gap="xs">
              {editor.editing ? (
                <>
                  {editActions}
                  <Button variant="default" size="xs" onClick={editor.cancel} disabled={editor.pending}>
                    Cancel
                  </Button>
                  <Button size="xs" onClick={() => void editor.submit()} loading={editor.pending}>
                    Save
                  </Button>
                </>
              ) : (
                <Button variant="light" size="xs" onClick={editor.start}>
                  Edit
                </Button>
              )}
            </Group>
          )}
        </Group>
        {editor.failure && (
          <Alert color="red" role="alert">
            {editor.failure}
          </Alert>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
