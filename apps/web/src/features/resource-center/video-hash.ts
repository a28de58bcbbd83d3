/**
 * The selected tutorial is kept in the address as `#!/video/{index}` (002 §2.15; links are built by
 * `paths.videoTutorials(index)`). An address without it, or with an index that names no video, shows the first.
 */
import { tutorialVideoIndexOf } from '@sac/domain';

const VIDEO_HASH = /^#!\/video\/([^/?#]*)$/;

export function selectedVideoOf(hash: string): number {
  return tutorialVideoIndexOf(VIDEO_HASH.exec(hash)?.[1]) ?? 0;
}
