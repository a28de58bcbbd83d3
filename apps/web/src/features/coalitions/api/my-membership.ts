/**
 * The organization's side of a coalition membership (002 §2.2, §4, §7): request to join (actor
 * Organization), accept or decline the coalition's invitation, leave, and the sharing Yes/No per data type.
 * An admin adds an organization directly (status active) from the organization's Coalitions tab.
 */
import type { DataSharingValues } from '@sac/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, normalizeOne, resourceBody } from '../../../lib/api/jsonapi';
import { type CoalitionMembershipRecord, LIST_FRESHNESS, refreshCoalitions } from './coalitions';

const MEMBERSHIPS = '/api/v1/coalition_memberships';

async function patchMembership(membershipId: string, attributes: Record<string, unknown>) {
  const doc = await api.patch<JsonApiDocument>(
    `${MEMBERSHIPS}/${membershipId}`,
    resourceBody('coalition_memberships', attributes, membershipId),
  );
  return doc?.data ? normalizeOne<CoalitionMembershipRecord>(doc).data : null;
}

export type MembershipAction =
  | { kind: 'request'; organizationId: string; coalitionId: string }
  | { kind: 'add'; organizationId: string; coalitionId: string }
  | { kind: 'accept'; membershipId: string }
  | { kind: 'decline'; membershipId: string }
  | { kind: 'leave'; membershipId: string };

async function runAction(action: MembershipAction): Promise<unknown> {
  switch (action.kind) {
    case 'request':
      return api.post(
        MEMBERSHIPS,
        resourceBody('coalition_memberships', {
          organizationId: Number(action.organizationId),
          coalitionId: Number(action.coalitionId),
          statusActor: 'Organization',
        }),
      );
    case 'add':
      return api.post(
        MEMBERSHIPS,
        resourceBody('coalition_memberships', {
          organizationId: Number(action.organizationId),
          coalitionId: Number(action.coalitionId),
          statusActor: 'Organization',
          status: 'active',
        }),
      );
    case 'accept':
      return patchMembership(action.membershipId, {
        statusChangeAction: 'accept',
        statusActor: 'Organization',
      });
    case 'decline':
      return patchMembership(action.membershipId, {
        statusChangeAction: 'reject',
        statusActor: 'Organization',
      });
    case 'leave':
      return api.delete(`${MEMBERSHIPS}/${action.membershipId}`);
  }
}

/** Request, add, accept, decline or leave; the coalition lists and the session refresh after. */
export function useMembershipAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSuccess: () => refreshCoalitions(queryClient),
  });
}

/** The organization's sharing choices for one coalition (PATCH of the active membership). */
export function useUpdateSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ membershipId, values }: { membershipId: string; values: DataSharingValues }) =>
      patchMembership(membershipId, values),
    onSuccess: () => refreshCoalitions(queryClient),
  });
}

/** The organization's membership of one coalition (any status), or null when it has none. */
export function useOwnMembership(organizationId: string | null | undefined, coalitionId: string) {
  return useQuery({
    queryKey: ['coalitions', coalitionId, 'membership-of', organizationId ?? ''],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(MEMBERSHIPS, {
        'filter[organization_id][eq]': organizationId,
        'filter[coalition_id][eq]': coalitionId,
      });
      return normalizeMany<CoalitionMembershipRecord>(doc).data[0] ?? null;
    },
    enabled: !!organizationId,
    ...LIST_FRESHNESS,
  });
}
