/**
 * An administrator's control of one tutorial (002 §2.15): 'Edit video link' opens a small form to play a
 * video from a link instead of the built-in file, or to go back to the built-in video.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  TEXT_LIMITS,
  TUTORIAL_VIDEO_MESSAGES,
  type TutorialVideoLinkValues,
  tutorialVideoLinkSchema,
} from '@sac/domain';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../lib/api/server-field-errors';
import { errorMessage } from '../../lib/errors';
import { showSuccess } from '../../lib/toasts';
import type { TutorialVideo } from './api/get-tutorial-videos';
import { useUpdateTutorialVideo } from './api/update-tutorial-video';

type FormProps = { video: TutorialVideo; onDone: () => void };

function VideoLinkForm({ video, onDone }: FormProps) {
  const update = useUpdateTutorialVideo();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TutorialVideoLinkValues>({
    resolver: zodResolver(tutorialVideoLinkSchema),
    defaultValues: { url: video.source === 'custom' ? video.url : '' },
  });

  const save = (url: string | null) => {
    setFailure(null);
    return update.mutateAsync({ index: video.index, url }).then(
      () => {
        showSuccess(
          url === null
            ? TUTORIAL_VIDEO_MESSAGES.reset(video.title)
            : TUTORIAL_VIDEO_MESSAGES.saved(video.title),
        );
        onDone();
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, setError, ['url'])) setFailure(errorMessage(error));
      },
    );
  };

  return (
    <form onSubmit={handleSubmit((values) => save(values.url))} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Video link"
          description="An https:// link to a video file (WebM or MP4), or a path on this site starting with /"
          placeholder="https://"
          maxLength={TEXT_LIMITS.url}
          data-autofocus
          error={formState.errors.url?.message}
          {...register('url')}
        />
        <Group justify="space-between" gap="xs">
          {video.source === 'custom' ? (
            <Button variant="subtle" onClick={() => save(null)} disabled={update.isPending}>
              Use the built-in video
            </Button>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Button variant="default" onClick={onDone} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function EditVideoLink({ video }: { video: TutorialVideo }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Edit video link
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Edit video link: ${video.title}`}
        size="lg"
      >
        {opened && <VideoLinkForm video={video} onDone={() => setOpened(false)} />}
      </Modal>
    </>
  );
}
