/** Organization tabs whose content comes in a later issue: the route's title and "Coming soon", inside the tabs. */
import { Stack, Text, Title } from '@mantine/core';
import { useCurrentRoute } from '../../app/route-handle';
import { OrganizationLayout } from './organization-layout';

export default function OrganizationComingSoonPage() {
  const { handle } = useCurrentRoute();
  return (
    <OrganizationLayout>
      <Stack gap="xs">
        <Title order={2}>{handle?.title}</Title>
        <Text c="dimmed">Coming soon</Text>
      </Stack>
    </OrganizationLayout>
  );
}
