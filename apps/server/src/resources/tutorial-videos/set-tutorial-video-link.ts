/**
 * PATCH /api/v1/tutorial_videos/{index}: an administrator replaces a tutorial video by a link, or with
 * `url: null` goes back to the built-in video. The body is read as the JSON:API layer reads an update
 * (400 for a malformed document or an unknown attribute, 409 for another type or id); the link is checked
 * by the domain's schema, the one of the "Edit video link" form (422 naming `url`).
 */
import { tutorialVideoUpdateSchema } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { tutorialVideoSettings } from '../../db/schema/index';
import { parseAttributes, refuseUnknownAttributes } from '../../http/input/attributes';
import { type ResourceContext, readDocument } from '../../http/jsonapi/index';
import { TUTORIAL_VIDEO_TYPE } from './tutorial-videos';

const LINK_ATTRIBUTES: ReadonlySet<string> = new Set(['url']);

/** The link of the request, or null for the built-in video. */
export function readTutorialVideoLink(body: unknown, index: number): string | null {
  const { data } = readDocument(body, { type: TUTORIAL_VIDEO_TYPE }, String(index));
  refuseUnknownAttributes(data.attributes, LINK_ATTRIBUTES);
  return parseAttributes(tutorialVideoUpdateSchema, data.attributes).url;
}

export async function setTutorialVideoLink(ctx: ResourceContext, index: number, url: string | null) {
  if (url === null) {
    await ctx.db.delete(tutorialVideoSettings).where(eq(tutorialVideoSettings.videoIndex, index));
    return;
  }
  const values = { url, updatedAt: ctx.now, updatedById: ctx.access.user?.id ?? null };
  await ctx.db
    .insert(tutorialVideoSettings)
    .values({ videoIndex: index, ...values })
    .onConflictDoUpdate({ target: tutorialVideoSettings.videoIndex, set: values });
}
