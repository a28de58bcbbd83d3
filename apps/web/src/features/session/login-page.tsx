/**
 * /login (001 §2): the form, the confirmation banners of the query flags, the server's error in an
 * error banner, and links to register and recover a password. The route guard sends a signed-in user
 * on to the page they came from.
 */
import { Alert, Anchor, Box, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LINK_ERROR_MESSAGES, LINK_ERROR_TITLES, type LoginValues, readLinkError } from '@sac/domain';
import { IconAlertCircle, IconCircleCheck, IconLinkOff, IconMail } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/auth/session-context';
import { sessionStore } from '../../lib/auth/session-store';
import { errorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { Logo } from '../../lib/ui/logo';
import { useDevMailboxEnabled } from './api/get-health';
import { useSignIn } from './api/sign-in';
import { confirmationMessage, readConfirmationFlag } from './confirmation-flags';
import { LoginForm } from './login-form';

export default function LoginPage() {
  const session = useSession();
  const signIn = useSignIn();
  const { search } = useLocation();
  const flag = readConfirmationFlag(search);
  const linkError = readLinkError(search);
  const devMailbox = useDevMailboxEnabled();
  const error = signIn.isError ? errorMessage(signIn.error) : session.error;

  const handleSubmit = (values: LoginValues) => {
    sessionStore.clearError();
    signIn.mutate(values);
  };

  return (
    <Box mih="100vh" bg="gray.0" py={64} px="md">
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <Logo size={44} />
          </Center>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="md">
              <div>
                <Title order={1} size="h2">
                  Log In
                </Title>
                <Text c="dimmed" size="sm">
                  Sign in to enter, review and share your shelter data.
                </Text>
              </div>
              {flag && (
                <Alert color="teal" icon={<IconCircleCheck size={18} />}>
                  {confirmationMessage(flag)}
                </Alert>
              )}
              {linkError && (
                <Alert color="orange" icon={<IconLinkOff size={18} />} title={LINK_ERROR_TITLES[linkError]}>
                  {LINK_ERROR_MESSAGES[linkError]}
                </Alert>
              )}
              {error && (
                <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" title="Unable to log in">
                  {error}
                </Alert>
              )}
              <LoginForm onSubmit={handleSubmit} pending={signIn.isPending || session.status === 'loading'} />
              <Group justify="space-between">
                <Anchor component={Link} to={paths.forgotPassword()} size="sm">
                  Forgot your password?
                </Anchor>
                <Anchor component={Link} to={paths.register()} size="sm">
                  Create an account
                </Anchor>
              </Group>
            </Stack>
          </Paper>
          {devMailbox && (
            <Center>
              <Anchor component={Link} to={paths.devMailbox()} size="sm" c="dimmed">
                <Group gap={6}>
                  <IconMail size={16} aria-hidden="true" />
                  Development mailbox
                </Group>
              </Anchor>
            </Center>
          )}
        </Stack>
      </Center>
    </Box>
  );
}
