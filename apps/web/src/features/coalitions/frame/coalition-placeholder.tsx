/** A coalition data tab that issue 13 fills (home graphs, data status table, analytics, export): its title and "Coming soon", inside the coalition frame. */
import { Stack, Text, Title } from '@mantine/core';
import { useRouteTitle } from '../../../lib/route-title';
import { CoalitionLayout } from './coalition-layout';

function ComingSoon() {
  const title = useRouteTitle();
  return (
    <Stack gap="xs">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">Coming soon</Text>
    </Stack>
  );
}

export function CoalitionPlaceholderPage() {
  return (
    <CoalitionLayout>
      <ComingSoon />
    </CoalitionLayout>
  );
}
