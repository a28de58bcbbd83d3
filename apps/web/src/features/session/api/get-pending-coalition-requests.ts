/**
 * Pending contributor requests of the coalitions the user manages (000 §3, §7): one call per coalition,
 * listing memberships the organizations requested. Feeds the coalition list's pending-requests box.
 */
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';
import type { CurrentUser } from '../../../lib/auth/current-user';

export type CoalitionWithRequests = Resource & { name: string; coalitionMemberships: Resource[] };

export async function getCoalitionRequests(coalitionId: string): Promise<CoalitionWithRequests> {
  const doc = await api.get<JsonApiDocument>(`/api/v1/coalitions/${coalitionId}`, {
    include: 'coalition_memberships',
    'filter[coalition_memberships.status]': 'requested',
    'filter[coalition_memberships.status_actor]': 'Organization',
  });
  const coalition = normalizeOne<CoalitionWithRequests>(doc).data;
  return { ...coalition, coalitionMemberships: coalition.coalitionMemberships ?? [] };
}

/** The managed coalitions that have at least one pending request. */
export function usePendingCoalitionRequests(user: CurrentUser) {
  const managed = user.coalitionMemberships.filter(
    (m) => m.role === 'coalition_manager' && m.dataUseAgreement,
  );
  return useQueries({
    queries: managed.map((m) => ({
      queryKey: ['coalitions', m.resourceId, 'pending-requests'],
      queryFn: () => getCoalitionRequests(m.resourceId),
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      coalitions: results.flatMap((r) => (r.data && r.data.coalitionMemberships.length > 0 ? [r.data] : [])),
    }),
  });
}
