/** Coalition screens not built yet (filled by issue 12's helpers and issue 13): the route's title and "Coming soon". */
import { Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../../lib/route-title';

export default function CoalitionComingSoonPage() {
  const title = useRouteTitle();
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">Coming soon</Text>
    </Stack>
  );
}
