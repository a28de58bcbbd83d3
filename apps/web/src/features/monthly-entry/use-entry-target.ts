/**
 * Who and what a month matrix enters data for: the location and organization of the admin route
 * (/{action}/{year}/{month}/{location}/{organizationId}) or else the user's working location, the
 * month of the route, and whether the user may change its records (000 §6).
 */
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canManageOrganization } from '../../lib/auth/current-user';
import { useCurrentUser } from '../../lib/auth/session-context';
import type { AdminTarget } from '../../lib/paths';
import { entryLocationQueryOptions, entryOrganizationQueryOptions } from './api/entry-location';

export function useEntryTarget() {
  const user = useCurrentUser();
  const params = useParams();
  const adminTarget: AdminTarget | undefined =
    params.location && params.organizationId
      ? { location: params.location, organizationId: params.organizationId }
      : undefined;
  const locationId = adminTarget ? String(adminTarget.location) : user.locationId;
  const year = Number(params.year);
  const month = Number(params.month);

  const location = useQuery({ ...entryLocationQueryOptions(locationId ?? ''), enabled: !!locationId });
  const organizationId = adminTarget
    ? String(adminTarget.organizationId)
    : location.data
      ? String(location.data.organizationId)
      : user.organization?.id;
  const organization = useQuery({
    ...entryOrganizationQueryOptions(organizationId ?? ''),
    enabled: !!organizationId,
  });

  const organizationSpecies: readonly string[] | null | undefined = !organizationId
    ? null
    : organization.isPending
      ? undefined
      : (organization.data?.animalSpecies ?? null);
  const closed = location.data?.status === 'closed';
  const canManage = !!organizationId && canManageOrganization(user, organizationId);
  return {
    user,
    adminTarget,
    /** null: the user has no working location and the route names none. */
    locationId,
    organizationId: organizationId ?? null,
    year,
    month,
    location,
    organization,
    /** The organization's animal species (default records, the example CSV): undefined while it loads. */
    organizationSpecies,
    closed,
    /** May change records and species: admins and this organization's managers, not on a closed location. */
    canEdit: canManage && !closed,
    canManage,
  };
}

export type EntryTarget = ReturnType<typeof useEntryTarget>;
