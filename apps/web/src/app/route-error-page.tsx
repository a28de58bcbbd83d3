/** Shown when a route fails to render or its code cannot load (for example after a new release). */
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { errorMessage } from '../lib/errors';

export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text>{errorMessage(error)}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
