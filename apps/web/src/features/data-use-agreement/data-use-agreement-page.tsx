/**
 * /data-use-agreement (002 §2.16, §4): the long legal text and 'I AGREE TO THE DATA USE AGREEMENT
 * ABOVE'; once accepted, links for existing users (/login) and new users (the password link of the
 * answer). The emailed link carries `membership_id` and `token`.
 */
import { Alert, Button, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { COALITION_MESSAGES } from '@sac/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { PublicPage } from '../../lib/ui/public-page';
import { DATA_USE_AGREEMENT_SECTIONS, DATA_USE_AGREEMENT_TITLE } from './agreement-text';
import { useAcceptDataUseAgreement } from './api/accept-data-use-agreement';

function AgreementText() {
  return (
    <ScrollArea
      h={360}
      type="always"
      offsetScrollbars
      bd="1px solid var(--mantine-color-gray-3)"
      p="md"
      // Keyboard users scroll the text too (WCAG 2.1.1).
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Data use agreement text' }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {DATA_USE_AGREEMENT_TITLE}
        </Title>
        {DATA_USE_AGREEMENT_SECTIONS.map((section) => (
          <Stack key={section.heading} gap={4}>
            <Title order={3} size="h6">
              {section.heading}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p.slice(0, 32)} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}

export default function DataUseAgreementPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const membershipId = params.get('membership_id');
  const token = params.get('token');
  const accept = useAcceptDataUseAgreement();

  if (accept.isSuccess) {
    const newUserUrl = accept.data.meta?.newUserPasswordUrl;
    return (
      <PublicPage title="Data Use Agreement" width={720}>
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {accept.data.meta?.message ?? COALITION_MESSAGES.dataUseAgreementAccepted}
        </Alert>
        <Group grow>
          <Button component={Link} to={paths.login()} variant="default">
            Existing Users
          </Button>
          {newUserUrl && (
            <Button component="a" href={newUserUrl}>
              New Users
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Existing users log in with their password. New users choose a password first.
        </Text>
      </PublicPage>
    );
  }

  return (
    <PublicPage
      title="Data Use Agreement"
      subtitle="Read the agreement below before you receive data shared through the portal."
      width={720}
    >
      <AgreementText />
      {(!membershipId || !token) && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          This page needs the link from your data use agreement email. Open the link in that email again.
        </Alert>
      )}
      {accept.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessage(accept.error)}
        </Alert>
      )}
      <Button
        size="md"
        disabled={!membershipId || !token || accept.isPending}
        onClick={() => membershipId && token && accept.mutate({ membershipId, token, now: new Date() })}
      >
        {accept.isPending ? 'Accepting…' : 'I AGREE TO THE DATA USE AGREEMENT ABOVE'}
      </Button>
    </PublicPage>
  );
}
