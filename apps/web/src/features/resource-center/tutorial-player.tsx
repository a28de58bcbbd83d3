/**
 * The player of the selected tutorial: the browser's own controls, with the built-in video's captions as a
 * track to turn on (off by default: the built-in videos carry them in the picture already).
 * A new video is a new element, so the browser loads it at once.
 */
import { Anchor, AspectRatio } from '@mantine/core';
import type { TutorialVideo } from './api/get-tutorial-videos';

export function TutorialPlayer({ video }: { video: TutorialVideo }) {
  const props = {
    src: video.url,
    controls: true,
    preload: 'metadata',
    'aria-label': video.title,
    style: { width: '100%', height: '100%' },
  } as const;
  const fallback = (
    <>
      Your browser cannot play this video. <Anchor href={video.url}>Download it</Anchor> instead.
    </>
  );
  return (
    <AspectRatio
      ratio={16 / 9}
      bg="dark.9"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      {video.captionsUrl ? (
        <video key={video.url} {...props}>
          <track kind="captions" src={video.captionsUrl} srcLang="en" label="English" />
          {fallback}
        </video>
      ) : (
        // A video an administrator links to comes without a captions file of ours.
        <video key={video.url} {...props}>
          {fallback}
        </video>
      )}
    </AspectRatio>
  );
}
