/**
 * The link an administrator gives a tutorial video in place of the built-in one: an http(s) URL, or a path
 * on the portal's own origin (`/files/intro.webm`). The same schema checks the "Edit video link" form and
 * the PATCH of /api/v1/tutorial_videos/{index}, where `null` goes back to the built-in video.
 */
import { z } from 'zod';
import { TEXT_LIMITS, textTooLong } from '../validation/limits';

export const TUTORIAL_VIDEO_MESSAGES = {
  urlRequired: 'Video link is required',
  urlInvalid: 'Enter a link that starts with https://, http:// or /',
  saved: (title: string) => `The video of “${title}” was updated`,
  reset: (title: string) => `“${title}” shows the built-in video again`,
} as const;

const M = TUTORIAL_VIDEO_MESSAGES;

/** Spaces, control characters and backslashes (which browsers read as slashes) have no place in a link. */
const UNSAFE_CHARACTER = /[\p{Cc}\s\\]/u;

/** An http(s) URL with a host and no credentials, or a path of this origin (not `//host`, a protocol-relative URL). */
export function isTutorialVideoLink(value: string): boolean {
  if (UNSAFE_CHARACTER.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export const tutorialVideoLinkField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? M.urlRequired : M.urlInvalid) })
    .trim()
    .min(1, { error: M.urlRequired, abort: true })
    .max(TEXT_LIMITS.url, { error: textTooLong(TEXT_LIMITS.url), abort: true })
    .refine(isTutorialVideoLink, M.urlInvalid);

/** The "Edit video link" form. */
export const tutorialVideoLinkSchema = z.object({ url: tutorialVideoLinkField() });
export type TutorialVideoLinkValues = z.input<typeof tutorialVideoLinkSchema>;

/** The attributes of a PATCH: a link, or null for the built-in video. */
export const tutorialVideoUpdateSchema = z.object({ url: tutorialVideoLinkField().nullable() });
