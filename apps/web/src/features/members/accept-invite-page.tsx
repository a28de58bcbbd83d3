/**
 * /accept-invite?invite_token=… : the invite link of someone who already has an account. They sign in
 * first (the route's guard brings them back here), then accept; until then the organization sees nothing
 * of them. New accounts get a set-password link instead (/reset-password?invite_token=…).
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { INVITE_ACCEPTANCE_MESSAGES } from '@sac/domain';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/session-context';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { useAcceptInvite } from './api/accept-invite';

export default function AcceptInvitePage() {
  const token = new URLSearchParams(useLocation().search).get('invite_token')?.trim() ?? '';
  const user = useCurrentUser();
  const accept = useAcceptInvite();

  return (
    <Stack gap="md" maw={640}>
      <Title order={2}>Accept Invitation</Title>
      {accept.isSuccess ? (
        <>
          <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
            {accept.data.meta?.message}
          </Alert>
          <Group>
            <Button component={Link} to={paths.home()}>
              Go to Home
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text>
            You are signed in as {user.email}. Accepting makes you a member of the organization that invited
            you; it then sees your name, email and title.
          </Text>
          {!token && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {INVITE_ACCEPTANCE_MESSAGES.linkInvalid}
            </Alert>
          )}
          {accept.isError && (
            <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessage(accept.error)}
            </Alert>
          )}
          <Group>
            <Button onClick={() => accept.mutate(token)} loading={accept.isPending} disabled={!token}>
              Accept Invitation
            </Button>
            <Button component={Link} to={paths.home()} variant="default">
              Not Now
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
