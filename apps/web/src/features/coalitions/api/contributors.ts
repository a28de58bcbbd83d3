/**
 * A coalition's contributors (002 §2.5, §7): organizations with a membership in the coalition, by the
 * membership's status, with the year's data entry statuses; and the coalition side's membership changes
 * (accept, decline, resend an invitation, remove an active contributor, invite).
 */
import {
  CONTRIBUTOR_TABS,
  type Country,
  type MembershipStatusChangeAction,
  PENDING_CONTRIBUTOR_FILTERS,
} from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource, resourceBody } from '../../../lib/api/jsonapi';
import { getPagedList } from '../../../lib/api/paged-list';
import type { ContributorStatus } from '../../../lib/paths';

export type ContributorMembership = Resource & {
  organizationId: number | string;
  coalitionId: number | string;
  status: string;
  statusActor: string | null;
  statusUpdatedAt: string | null;
  remindedAt: string | null;
  createdAt: string | null;
  intakeOutcomeDataSharing: boolean | null;
  communityServiceDataSharing: boolean | null;
};

export type DataEntryStatus = Resource & { month: number; year: number; status: string };

export type ContributorOrganization = Resource & {
  name: string;
  organizationType: string | null;
  locationsUsStates: string[] | null;
  locationsProvinces?: string[] | null;
  coalitionMemberships?: ContributorMembership[];
  dataEntryStatuses?: DataEntryStatus[];
};

/** The states of a US organization's locations, the provinces of a Canadian one's. */
export const regionsOf = (organization: ContributorOrganization): string =>
  [...(organization.locationsUsStates ?? []), ...(organization.locationsProvinces ?? [])].join(', ');

export type Contributor = {
  organization: ContributorOrganization;
  /** The organization's membership in this coalition (the included memberships are narrowed to it). */
  membership: ContributorMembership | null;
};

export type PendingFilter = (typeof PENDING_CONTRIBUTOR_FILTERS)[number]['value'];

export type ContributorFilters = {
  search: string;
  state: string;
  organizationType: string;
  /** Pending tab only: which pending memberships. */
  pending: PendingFilter | '';
};

export const EMPTY_CONTRIBUTOR_FILTERS: ContributorFilters = {
  search: '',
  state: '',
  organizationType: '',
  pending: '',
};

export const contributorsKey = (coalitionId: string) => ['coalitions', coalitionId, 'contributors'] as const;

/** The membership status and actor filters of a tab (and, on Pending, of its status filter). */
export function membershipFilters(status: ContributorStatus, pending: PendingFilter | '') {
  const tab = CONTRIBUTOR_TABS.find((t) => t.value === status) ?? CONTRIBUTOR_TABS[0];
  const chosen =
    status === 'pending' && pending && pending !== 'all_pending'
      ? PENDING_CONTRIBUTOR_FILTERS.find((f) => f.value === pending)
      : undefined;
  return {
    'filter[coalition_membership_status][eq]': (chosen?.statuses ?? tab.statuses).join(','),
    'filter[coalition_membership_status_actor][eq]': chosen && 'actor' in chosen ? chosen.actor : undefined,
  };
}

/** GET /api/v1/organizations with the contributor-list parameters of 002 §7. */
export function contributorsQuery(
  coalitionId: string,
  status: ContributorStatus,
  filters: ContributorFilters,
  year: number,
): Query {
  return {
    'filter[status][not_eq]': 'closed',
    'filter[coalition_id][eq]': coalitionId,
    'filter[coalition_memberships.coalition_id][eq]': coalitionId,
    include: 'data_entry_statuses,coalition_memberships',
    'filter[data_entry_statuses.year][eq]': year,
    'extra_fields[organizations]': 'locations_us_states',
    sort: 'name',
    'filter[search]': filters.search.trim() || undefined,
    'filter[organization_type][eq]': filters.organizationType || undefined,
    'filter[locations_us_state][eq]': filters.state || undefined,
    ...membershipFilters(status, filters.pending),
  };
}

export const contributorsQueryOptions =
  (coalitionId: string, status: ContributorStatus, filters: ContributorFilters, year: number) =>
  (page: number) => ({
    queryKey: [...contributorsKey(coalitionId), status, filters, year, page] as const,
    queryFn: async () => {
      const list = await getPagedList<ContributorOrganization>(
        '/api/v1/organizations',
        contributorsQuery(coalitionId, status, filters, year),
        page,
      );
      return {
        total: list.total,
        records: list.records.map(
          (organization): Contributor => ({
            organization,
            membership:
              organization.coalitionMemberships?.find((m) => String(m.coalitionId) === coalitionId) ?? null,
          }),
        ),
      };
    },
  });

export type InviteSearch = { search: string; country: Country; state: string; organizationType: string };

/**
 * The Invite Contributor search (002 §7): confirmed organizations of a country that can be invited to
 * the coalition (no membership in it, or a declined one).
 */
export function inviteSearchQuery(coalitionId: string, search: InviteSearch): Query {
  return {
    'filter[status][eq]': 'confirmed',
    'filter[country][eq]': search.country,
    'filter[coalition_membership_by_id_and_status][eq]': coalitionId,
    include: 'data_entry_statuses',
    'extra_fields[organizations]': 'locations_us_states',
    sort: 'name',
    'filter[search]': search.search.trim() || undefined,
    'filter[organization_type][eq]': search.organizationType || undefined,
    'filter[locations_us_state][eq]': search.state || undefined,
  };
}

export const inviteSearchQueryOptions = (coalitionId: string, search: InviteSearch) => (page: number) => ({
  queryKey: [...contributorsKey(coalitionId), 'invite-search', search, page] as const,
  queryFn: () =>
    getPagedList<ContributorOrganization>(
      '/api/v1/organizations',
      inviteSearchQuery(coalitionId, search),
      page,
    ),
});

const membershipPath = (id: string) => `/api/v1/coalition_memberships/${encodeURIComponent(id)}`;

type MembershipChange =
  | { membershipId: string; action: MembershipStatusChangeAction }
  | { membershipId: string; remove: true };

/**
 * The coalition side's PATCH of a membership: accept or reject an organization's request, remind
 * (Resend Invite) on its own invitation, or remove an active contributor (status rejected, actor
 * Organization, 002 §4).
 */
export function useChangeContributor(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MembershipChange) => {
      const attributes =
        'remove' in change
          ? { status: 'rejected', statusActor: 'Organization' }
          : { statusChangeAction: change.action, statusActor: 'Coalition' };
      const doc = await api.patch<JsonApiDocument>(
        membershipPath(change.membershipId),
        resourceBody('coalition_memberships', attributes, change.membershipId),
      );
      return normalizeOne<ContributorMembership>(doc).data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contributorsKey(coalitionId) }),
  });
}

/** Invite an organization (POST /api/v1/coalition_memberships, actor Coalition). */
export function useInviteContributor(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organizationId: string) => {
      const doc = await api.post<JsonApiDocument>(
        '/api/v1/coalition_memberships',
        resourceBody('coalition_memberships', {
          organizationId: Number(organizationId),
          coalitionId: Number(coalitionId),
          statusActor: 'Coalition',
        }),
      );
      return normalizeOne<ContributorMembership>(doc).data;
    },
    // The contributor lists refresh. The search on screen is only marked stale, not refetched: the
    // invited row reads 'Invited' instead of vanishing (it is no longer invitable) and the table does
    // not jump; the next search reads it afresh.
    onSuccess: () => {
      const isSearch = (query: { queryKey: readonly unknown[] }) => query.queryKey.includes('invite-search');
      return Promise.all([
        queryClient.invalidateQueries({
          queryKey: contributorsKey(coalitionId),
          predicate: (query) => !isSearch(query),
        }),
        queryClient.invalidateQueries({
          queryKey: contributorsKey(coalitionId),
          predicate: isSearch,
          refetchType: 'none',
        }),
      ]);
    },
  });
}
