/** One coalition (002 §7 `GET /api/v1/coalitions/{id}`), with the requester's role and membership status. */
import type { CoalitionMembershipStatus, CoalitionStatus } from '@sac/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

export type Coalition = Resource & {
  name: string;
  country: string | null;
  description: string | null;
  dataUsed: string | null;
  dataUseAgreement: boolean | null;
  dataUseTimestamp: string | null;
  operatingRegionType: string | null;
  operatingRegion: string[] | string | null;
  allIntakeOutcomeDataRequest: boolean | null;
  allCommunityServiceDataRequest: boolean | null;
  status: CoalitionStatus;
  createdAt: string;
  updatedAt: string;
  /** The requester's own coalition role in it. */
  userRole: 'coalition_manager' | 'coalition_viewer' | null;
  /** The status of the requester's organization's membership in it. */
  userStatus: CoalitionMembershipStatus | null;
  meta?: { canUpdate?: boolean; canAdminister?: boolean };
};

export const coalitionQueryKey = (coalitionId: string) => ['coalitions', coalitionId] as const;

export async function getCoalition(coalitionId: string): Promise<Coalition> {
  const doc = await api.get<JsonApiDocument>(`/api/v1/coalitions/${encodeURIComponent(coalitionId)}`);
  return normalizeOne<Coalition>(doc).data;
}

export const coalitionQueryOptions = (coalitionId: string) =>
  queryOptions({
    queryKey: coalitionQueryKey(coalitionId),
    queryFn: () => getCoalition(coalitionId),
    enabled: coalitionId !== '',
  });

export function useCoalition(coalitionId: string) {
  return useQuery(coalitionQueryOptions(coalitionId));
}
