/**
 * /resource-center/video-tutorials (002 §2.15): the player of the selected how-to video and the list of the
 * eight. The selection lives in the address (`#!/video/{index}`), so a link opens a given video; an
 * administrator may replace a video by a link ('Edit video link').
 */

import { Center, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { TUTORIAL_VIDEOS } from '@sac/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LabelledLoader } from '../../lib/ui/labelled-loader';
import { LoadError } from '../../lib/ui/load-error';
import { type TutorialVideo, useTutorialVideos } from './api/get-tutorial-videos';
import { EditVideoLink } from './edit-video-link';
import { ResourceCenterLayout } from './resource-center-layout';
import { TutorialList } from './tutorial-list';
import { TutorialPlayer } from './tutorial-player';
import { selectedVideoOf } from './video-hash';

function VideoSource({ video }: { video: TutorialVideo }) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {video.source === 'custom'
          ? `Plays a link set by an administrator: ${video.url}`
          : 'Plays the built-in video'}
      </Text>
      <EditVideoLink video={video} />
    </Group>
  );
}

function SelectedVideo({ index }: { index: number }) {
  const query = useTutorialVideos();
  const video = query.data?.find((v) => v.index === index);
  if (query.isError)
    return <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />;
  if (!video)
    return (
      <Center h={240} role="status">
        <LabelledLoader label="Loading video" />
      </Center>
    );
  return (
    <Stack gap="sm">
      <TutorialPlayer video={video} />
      {video.meta?.canUpdate && <VideoSource video={video} />}
    </Stack>
  );
}

export default function VideoTutorialsPage() {
  const { hash } = useLocation();
  const selected = selectedVideoOf(hash);
  const tutorial = TUTORIAL_VIDEOS[selected]!;
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the list is below the player: a chosen video is brought into view (no scroll when it is).
  // biome-ignore lint/correctness/useExhaustiveDependencies: each newly selected video is scrolled to.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <ResourceCenterLayout active="video-tutorials">
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="sm">
            <Title order={2} ref={heading}>
              {tutorial.title}
            </Title>
            <Text>{tutorial.summary}</Text>
            <SelectedVideo index={selected} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              How-to videos
            </Title>
            <TutorialList selected={selected} />
          </Stack>
        </Grid.Col>
      </Grid>
    </ResourceCenterLayout>
  );
}
