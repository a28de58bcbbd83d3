/** Cookie consent for signed-in users who have not chosen yet (002 §2.17). */
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { saveConsent, useConsent } from '../lib/cookie-consent';
import { EXTERNAL_LINKS } from '../lib/site';

export function CookieBanner() {
  const consent = useConsent();
  if (consent) return null;
  return (
    <Paper
      role="region"
      aria-label="Cookie consent"
      shadow="lg"
      withBorder
      p="md"
      pos="fixed"
      bottom={16}
      left="50%"
      w="calc(100% - 32px)"
      maw={760}
      style={{ transform: 'translateX(-50%)', zIndex: 300 }}
    >
      <Group justify="space-between" wrap="wrap" gap="md">
        <Text size="sm" style={{ flex: '1 1 320px' }}>
          We use cookies to understand how the portal is used and to improve it. Read our{' '}
          <Anchor href={EXTERNAL_LINKS.privacyPolicy} target="_blank" rel="noreferrer" size="sm">
            privacy policy
          </Anchor>
          .
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => saveConsent('declined')}>
            Decline
          </Button>
          <Button onClick={() => saveConsent('accepted')}>Accept Cookies</Button>
        </Group>
      </Group>
    </Paper>
  );
}
