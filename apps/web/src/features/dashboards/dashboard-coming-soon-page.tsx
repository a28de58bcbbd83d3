/** The dashboard tabs whose content comes later in issue 15: the frame with its tabs, the title, "Coming soon". */
import { Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../../lib/route-title';
import { DashboardsFrame } from './dashboards-frame';

export default function DashboardComingSoonPage() {
  const title = useRouteTitle();
  return (
    <DashboardsFrame>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">Coming soon</Text>
      </Stack>
    </DashboardsFrame>
  );
}
