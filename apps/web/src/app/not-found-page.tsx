/** The catch-all page (001 §2): the spec's text, Return to Home and a contact link. */
import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { COMMON_MESSAGES } from '@sac/domain';
import { IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { HELPDESK_EMAIL } from '../lib/site';

export default function NotFoundPage() {
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <IconMapOff size={56} stroke={1.4} color="var(--mantine-color-brand-6)" aria-hidden="true" />
        <Title order={1}>Page not found</Title>
        <Text size="lg">{COMMON_MESSAGES.pageNotFound}</Text>
        <Button component={Link} to={paths.home()} size="md">
          Return to Home
        </Button>
        <Text size="sm" c="dimmed">
          Think something is missing?{' '}
          <Anchor href={`mailto:${HELPDESK_EMAIL}`} size="sm">
            Contact us
          </Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
