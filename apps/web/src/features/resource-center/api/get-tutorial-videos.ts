/**
 * The Resource Center's eight tutorial videos (002 §2.15, GET /api/v1/tutorial_videos): each one's link (an
 * administrator's, or the built-in file), its captions and whether the user may change it.
 */
import type { TutorialVideoSource } from '@sac/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

export type TutorialVideo = Resource & {
  index: number;
  title: string;
  summary: string;
  url: string;
  captionsUrl: string | null;
  source: TutorialVideoSource;
  updatedAt: string | null;
  meta?: { canUpdate?: boolean };
};

export const tutorialVideosKey = ['tutorial-videos'] as const;

export const tutorialVideosQueryOptions = () =>
  queryOptions({
    queryKey: tutorialVideosKey,
    queryFn: async () =>
      normalizeMany<TutorialVideo>(await api.get<JsonApiDocument>('/api/v1/tutorial_videos')).data,
  });

export const useTutorialVideos = () => useQuery(tutorialVideosQueryOptions());
