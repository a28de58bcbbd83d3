/**
 * An administrator's link for a tutorial video, or `null` for the built-in video again
 * (PATCH /api/v1/tutorial_videos/{index}); the list is read again after.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';
import { tutorialVideosKey } from './get-tutorial-videos';

export type UpdateTutorialVideoInput = { index: number; url: string | null };

export function useUpdateTutorialVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ index, url }: UpdateTutorialVideoInput) =>
      api.patch(`/api/v1/tutorial_videos/${index}`, resourceBody('tutorial_videos', { url }, index)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorialVideosKey }),
  });
}
