/**
 * The Resource Center's tutorial videos (002 §2.15): the eight of the domain, each with the link an
 * administrator set or its built-in file, read in one query and presented as `tutorial_videos`.
 */
import {
  builtInTutorialCaptionsUrl,
  builtInTutorialVideoUrl,
  TUTORIAL_VIDEOS,
  type TutorialVideoSource,
} from '@sac/domain';
import { eq } from 'drizzle-orm';
import { can } from '../../access/policies';
import { tutorialVideoSettings } from '../../db/schema/index';
import type { ResourceContext } from '../../http/jsonapi/index';

export const TUTORIAL_VIDEO_TYPE = 'tutorial_videos';

type Setting = typeof tutorialVideoSettings.$inferSelect;

export type TutorialVideo = {
  index: number;
  title: string;
  summary: string;
  url: string;
  /** The built-in video's captions; a link of an administrator comes without. */
  captionsUrl: string | null;
  source: TutorialVideoSource;
  /** When an administrator last set the link; null for a built-in video. */
  updatedAt: Date | null;
};

function toTutorialVideo(index: number, setting: Setting | undefined): TutorialVideo {
  const { title, summary } = TUTORIAL_VIDEOS[index]!;
  return setting
    ? {
        index,
        title,
        summary,
        url: setting.url,
        captionsUrl: null,
        source: 'custom',
        updatedAt: setting.updatedAt,
      }
    : {
        index,
        title,
        summary,
        url: builtInTutorialVideoUrl(index),
        captionsUrl: builtInTutorialCaptionsUrl(index),
        source: 'built_in',
        updatedAt: null,
      };
}

export async function readTutorialVideos(ctx: ResourceContext): Promise<TutorialVideo[]> {
  const settings = await ctx.db.select().from(tutorialVideoSettings);
  const byIndex = new Map(settings.map((s) => [s.videoIndex, s]));
  return TUTORIAL_VIDEOS.map((_, index) => toTutorialVideo(index, byIndex.get(index)));
}

export async function readTutorialVideo(ctx: ResourceContext, index: number): Promise<TutorialVideo> {
  const [setting] = await ctx.db
    .select()
    .from(tutorialVideoSettings)
    .where(eq(tutorialVideoSettings.videoIndex, index));
  return toTutorialVideo(index, setting);
}

export function presentTutorialVideo(ctx: ResourceContext, video: TutorialVideo) {
  return {
    type: TUTORIAL_VIDEO_TYPE,
    id: String(video.index),
    attributes: {
      index: video.index,
      title: video.title,
      summary: video.summary,
      url: video.url,
      captions_url: video.captionsUrl,
      source: video.source,
      updated_at: video.updatedAt?.toISOString() ?? null,
    },
    meta: { can_update: can(ctx.access, 'tutorial_video:update') },
  };
}
