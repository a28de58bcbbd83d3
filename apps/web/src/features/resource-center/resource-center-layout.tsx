/**
 * The frame of the Resource Center (002 §2.15): its title and two tabs, Marketing Resources and Video
 * Tutorials, each a route of its own (`/resource-center` opens Video Tutorials).
 */
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths';
import { type RouteTab, RouteTabs } from '../../lib/ui/route-tabs';

export type ResourceCenterTab = 'marketing-resources' | 'video-tutorials';

const TABS: readonly RouteTab[] = [
  { key: 'marketing-resources', label: 'Marketing Resources', path: paths.marketingResources() },
  { key: 'video-tutorials', label: 'Video Tutorials', path: paths.videoTutorials() },
];

export function ResourceCenterLayout({
  active,
  children,
}: {
  active: ResourceCenterTab;
  children: ReactNode;
}) {
  return (
    <Stack gap="md">
      <Title order={1}>Resource Center</Title>
      <RouteTabs tabs={TABS} active={active} label="Resource Center tabs" />
      {children}
    </Stack>
  );
}
