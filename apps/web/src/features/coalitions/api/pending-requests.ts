/**
 * The coalition list's pending-requests box (002 §2.2): the coalitions the user manages that have requests
 * to join waiting for the coalition's answer (status requested, actor Organization), with their count.
 * Like the lists, it is not cached and refetches on focus.
 */
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, totalCount } from '../../../lib/api/jsonapi';
import type { CurrentUser } from '../../../lib/auth/current-user';
import { type CoalitionRecord, LIST_FRESHNESS } from './coalitions';

export type PendingRequests = { coalitionId: string; name: string; count: number };

export async function getPendingRequests(coalitionId: string): Promise<PendingRequests> {
  const [coalitionDoc, organizationsDoc] = await Promise.all([
    api.get<JsonApiDocument>(`/api/v1/coalitions/${coalitionId}`),
    api.get<JsonApiDocument>('/api/v1/organizations', {
      'filter[coalition_id][eq]': coalitionId,
      'filter[coalition_membership_status][eq]': 'requested',
      'filter[coalition_membership_status_actor][eq]': 'Organization',
      'filter[status][not_eq]': 'closed',
      'page[size]': 1,
      'stats[total]': 'count',
    }),
  ]);
  const coalition = normalizeOne<CoalitionRecord>(coalitionDoc).data;
  const listed = Array.isArray(organizationsDoc.data) ? organizationsDoc.data.length : 0;
  return {
    coalitionId,
    name: coalition.name,
    count: totalCount(organizationsDoc.meta ?? {}) ?? listed,
  };
}

/** The managed coalitions (data use agreement accepted) with at least one pending request. */
export function usePendingRequests(user: CurrentUser) {
  const managed = user.coalitionMemberships.filter(
    (m) => m.role === 'coalition_manager' && m.dataUseAgreement,
  );
  return useQueries({
    queries: managed.map((m) => ({
      queryKey: ['coalitions', m.resourceId, 'pending-requests'],
      queryFn: () => getPendingRequests(m.resourceId),
      ...LIST_FRESHNESS,
    })),
    combine: (results) => ({
      isPending: results.some((r) => r.isPending),
      coalitions: results.flatMap((r) => (r.data && r.data.count > 0 ? [r.data] : [])),
    }),
  });
}
