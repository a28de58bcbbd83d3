/** Organization tabs whose content comes in a later issue: the route's title and "Coming soon", inside the tabs. */
import { Stack, Text, Title } from '@mantine/core';
import { OrganizationLayout } from '../../lib/organization/organization-layout';
import { useRouteTitle } from '../../lib/route-title';

export default function OrganizationComingSoonPage() {
  const title = useRouteTitle();
  return (
    <OrganizationLayout>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">Coming soon</Text>
      </Stack>
    </OrganizationLayout>
  );
}
