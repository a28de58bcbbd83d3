/**
 * Blocks leaving a form with unsaved changes (001 §2, 002 §2.6): in-app navigation asks with the
 * spec's modal, closing or reloading the tab asks with the browser's own prompt.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

type UnsavedChangesModalProps = { opened: boolean; onCancel: () => void; onConfirm: () => void };

export function UnsavedChangesModal({ opened, onCancel, onConfirm }: UnsavedChangesModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Unsaved changes" centered>
      <Text>{COMMON_MESSAGES.unsavedChanges}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}

/** Render inside a form page: `<UnsavedChangesGuard when={formState.isDirty && !isSubmitting} />`. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [when]);

  return (
    <UnsavedChangesModal
      opened={blocker.state === 'blocked'}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
