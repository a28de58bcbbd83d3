/**
 * The frame of every /coalitions/{coalitionId}/… page (002 §2.3): the coalition's name, the tab bar the
 * user may see, then the page. While loading it reads 'Loading coalition…'; a load error shows in an
 * error box; a closed coalition shows its closed message to everyone but admins (the support address of
 * lib/site.ts is the contact).
 */
import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { COALITION_MESSAGES, COALITION_STATUS_OPTIONS } from '@sac/domain';
import { createContext, type ReactNode, useContext } from 'react';
import { useLocation, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/auth/session-context';
import { HELPDESK_EMAIL } from '../../../lib/site';
import { LoadError } from '../../../lib/ui/load-error';
import { RouteTabs } from '../../../lib/ui/route-tabs';
import { type Coalition, useCoalition } from '../api/get-coalition';
import { tabOfCoalitionPath, visibleCoalitionTabs } from './coalition-tabs';

const CoalitionContext = createContext<Coalition | null>(null);

/** The coalition of the surrounding layout, for pages rendered inside it. */
export function useLayoutCoalition(): Coalition {
  const coalition = useContext(CoalitionContext);
  if (!coalition) throw new Error('useLayoutCoalition must be used inside CoalitionLayout');
  return coalition;
}

export function CoalitionLayout({ children }: { children: ReactNode }) {
  const { coalitionId = '' } = useParams();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const query = useCoalition(coalitionId);

  if (query.isError)
    return <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />;
  if (!query.data)
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="xs">
          <Loader />
          <Text>{COALITION_MESSAGES.loading}</Text>
        </Stack>
      </Center>
    );

  const coalition = query.data;
  if (coalition.status === 'closed' && !user.isAdmin)
    return (
      <Stack gap="md">
        <Title order={1}>{coalition.name}</Title>
        <Alert color="yellow" role="alert">
          {COALITION_MESSAGES.closed(HELPDESK_EMAIL)}
        </Alert>
      </Stack>
    );

  const tabs = visibleCoalitionTabs(user, coalition.id);
  const active = tabOfCoalitionPath(pathname, coalitionId);
  return (
    <CoalitionContext.Provider value={coalition}>
      <Stack gap="md">
        <Group gap="sm">
          {/* Long names take three lines of h1 on a phone: a smaller size there. */}
          <Title order={1} fz={{ base: 26, sm: 34 }}>
            {coalition.name}
          </Title>
          {coalition.status !== 'active' && (
            <Badge color={coalition.status === 'closed' ? 'red' : 'gray'}>
              {COALITION_STATUS_OPTIONS.find((o) => o.value === coalition.status)?.label ?? coalition.status}
            </Badge>
          )}
        </Group>
        <RouteTabs tabs={tabs} active={active} label="Coalition tabs" />
        {children}
      </Stack>
    </CoalitionContext.Provider>
  );
}
