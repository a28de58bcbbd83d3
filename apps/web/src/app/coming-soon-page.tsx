/** The placeholder of a route whose page is not built yet: its title and "Coming soon". */
import { Stack, Text, Title } from '@mantine/core';
import { useCurrentRoute } from './route-handle';

export default function ComingSoonPage() {
  const { handle } = useCurrentRoute();
  return (
    <Stack gap="xs">
      <Title order={1}>{handle?.title}</Title>
      <Text c="dimmed">Coming soon</Text>
    </Stack>
  );
}
