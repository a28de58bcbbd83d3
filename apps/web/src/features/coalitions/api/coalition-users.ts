/**
 * A coalition's users (002 §2.6, §7): users with a membership in the coalition, by full name, paged;
 * the role change, the removal and the invitation of a coalition user.
 */
import type { CoalitionRole, MembershipInviteAttributes } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource, resourceBody } from '../../../lib/api/jsonapi';
import { getPagedList } from '../../../lib/api/paged-list';

type MembershipRecord = Resource & {
  userId: number | string;
  resourceType: string;
  resourceId: number | string;
  role: string;
  status?: string;
  dataUseAgreement?: boolean;
};

type UserRecord = Resource & { fullName: string; email: string; userMemberships?: MembershipRecord[] };

export type CoalitionUser = {
  userId: string;
  fullName: string;
  email: string;
  /** The user's membership in this coalition. */
  membership: MembershipRecord | null;
  role: string | null;
  /** The user accepted the data use agreement (until then they see no contributor data, 002 §6). */
  dataUseAgreement: boolean;
};

export const coalitionUsersKey = (coalitionId: string) => ['coalitions', coalitionId, 'users'] as const;

export function toCoalitionUser(user: UserRecord, coalitionId: string): CoalitionUser {
  const membership =
    (user.userMemberships ?? []).find(
      (m) => String(m.resourceId) === coalitionId && (m.resourceType ?? 'Coalition') === 'Coalition',
    ) ?? null;
  return {
    userId: user.id,
    fullName: user.fullName,
    email: user.email,
    membership,
    role: membership?.role ?? null,
    dataUseAgreement: membership?.dataUseAgreement === true,
  };
}

export const coalitionUsersQueryOptions = (coalitionId: string) => (page: number) => ({
  queryKey: [...coalitionUsersKey(coalitionId), 'list', page] as const,
  queryFn: async () => {
    const list = await getPagedList<UserRecord>(
      '/api/v1/users',
      {
        'filter[coalition_id][eq]': coalitionId,
        include: 'user_memberships',
        'filter[user_memberships.resource_id][eq]': coalitionId,
        sort: 'full_name',
      },
      page,
    );
    return { records: list.records.map((user) => toCoalitionUser(user, coalitionId)), total: list.total };
  },
});

const membershipPath = (id: string) => `/api/v1/user_memberships/${encodeURIComponent(id)}`;

export function useUpdateCoalitionUserRole(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ membershipId, role }: { membershipId: string; role: CoalitionRole }) => {
      const doc = await api.patch<JsonApiDocument>(
        membershipPath(membershipId),
        resourceBody('user_memberships', { role }, membershipId),
      );
      return normalizeOne<MembershipRecord>(doc).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coalitionUsersKey(coalitionId) }),
  });
}

export function useRemoveCoalitionUser(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (membershipId: string) =>
      api.delete(membershipPath(membershipId), { data: { id: membershipId, type: 'user_memberships' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coalitionUsersKey(coalitionId) }),
  });
}

/** POST /api/v1/user_membership_invites with resource_type coalition. */
export function useInviteCoalitionUser(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: MembershipInviteAttributes) =>
      api.post('/api/v1/user_membership_invites', resourceBody('user_membership_invites', attributes)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coalitionUsersKey(coalitionId) }),
  });
}
