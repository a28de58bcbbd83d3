/** The eight how-to videos in the spec's order (002 §2.15); choosing one puts it in the address. */
import { NavLink } from '@mantine/core';
import { TUTORIAL_VIDEOS } from '@sac/domain';
import { IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

export function TutorialList({ selected }: { selected: number }) {
  return (
    <nav aria-label="Video tutorials">
      {TUTORIAL_VIDEOS.map((video, index) => (
        <NavLink
          key={video.title}
          component={Link}
          to={paths.videoTutorials(index)}
          label={`${index + 1}. ${video.title}`}
          description={video.summary}
          active={index === selected}
          aria-current={index === selected ? 'true' : undefined}
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        />
      ))}
    </nav>
  );
}
