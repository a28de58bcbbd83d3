/**
 * The frame of every /organizations/{orgId}/… page (001 §2): the organization's name, the tab bar the
 * user may see, then the page. An organization that does not exist or is not visible to the user sends
 * the user home (002 guard rule).
 */
import { Center, Loader, Stack, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ApiError } from '../api/client';
import { useCurrentUser } from '../auth/session-context';
import { paths } from '../paths';
import { LoadError } from '../ui/load-error';
import { RouteTabs } from '../ui/route-tabs';
import { type Organization, useOrganization } from './api/get-organization';
import { tabOfPath, visibleOrganizationTabs } from './organization-tabs';

const OrganizationContext = createContext<Organization | null>(null);

/** The organization of the surrounding layout, for pages rendered inside it. */
export function useLayoutOrganization(): Organization {
  const organization = useContext(OrganizationContext);
  if (!organization) throw new Error('useLayoutOrganization must be used inside OrganizationLayout');
  return organization;
}

const isMissing = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404, 422].includes(error.status);

export function OrganizationLayout({ children }: { children: ReactNode }) {
  const { orgId = '' } = useParams();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const validId = /^\d+$/.test(orgId);
  const query = useOrganization(validId ? orgId : '');

  if (!validId || (query.isError && isMissing(query.error))) return <Navigate to={paths.home()} replace />;
  if (query.isError)
    return <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />;
  if (!query.data)
    return (
      <Center py="xl" role="status" aria-label="Loading organization">
        <Loader />
      </Center>
    );

  const organization = query.data;
  const tabs = visibleOrganizationTabs(user, organization);
  const active = tabOfPath(pathname, orgId);
  return (
    <OrganizationContext.Provider value={organization}>
      <Stack gap="md">
        <Title order={1}>{organization.name}</Title>
        <RouteTabs tabs={tabs} active={active} label="Organization tabs" />
        {children}
      </Stack>
    </OrganizationContext.Provider>
  );
}
