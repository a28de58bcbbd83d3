/**
 * The eight how-to videos of the Resource Center (002 §2.15), in the spec's order. A video's index is its
 * number in the address (`#!/video/{index}`), the name of its built-in file (`/tutorials/{index}.webm`,
 * captions `{index}.vtt`) and its id in the API (`/api/v1/tutorial_videos/{index}`).
 */

export const TUTORIAL_VIDEOS = [
  {
    title: 'Register an Organization',
    summary: 'Create an account, describe your organization and its first location, and get it authorized.',
  },
  {
    title: 'Add a User to an Organization',
    summary: 'Invite a colleague as a manager or a viewer of your organization.',
  },
  {
    title: 'Enter Data with CSV Upload',
    summary: 'Fill in the CSV template from your shelter software and upload a month or a year at once.',
  },
  {
    title: 'Enter Data Manually',
    summary: 'Type a month’s intakes, outcomes and counts into the data entry matrix and save it.',
  },
  {
    title: 'Create a Coalition',
    summary: 'Start a coalition, describe its region and the data it asks its members to share.',
  },
  {
    title: 'Request to Join a Coalition',
    summary: 'Find a coalition in your area and ask to contribute your organization’s data.',
  },
  {
    title: 'Invite Organizations to a Coalition',
    summary: 'Invite shelters and rescues to contribute to your coalition, and remind them later.',
  },
  {
    title: 'Opt into Sharing Data with a Coalition',
    summary: 'Choose which of your organization’s data a coalition you belong to may see.',
  },
] as const satisfies readonly { title: string; summary: string }[];

export const TUTORIAL_VIDEO_COUNT = TUTORIAL_VIDEOS.length;

/** Where a video comes from: the file shipped with the portal, or a link an administrator set. */
export type TutorialVideoSource = 'built_in' | 'custom';

export const builtInTutorialVideoUrl = (index: number) => `/tutorials/${index}.webm`;
export const builtInTutorialCaptionsUrl = (index: number) => `/tutorials/${index}.vtt`;

/** The index of a video from an address or a path (`'3'`), or undefined when there is no such video. */
export function tutorialVideoIndexOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^(0|[1-9]\d?)$/.test(text)) return undefined;
  const index = Number(text);
  return index < TUTORIAL_VIDEO_COUNT ? index : undefined;
}
