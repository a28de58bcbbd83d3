/**
 * Coalitions as the lists and the form use them (002 §2.2, §2.4, §2.7, §7): the paged list with its
 * filters (never cached, refetched on focus, next page read ahead, §9), create, update, activate and
 * archive. Every write refreshes the coalition queries and the session (the creator becomes a manager).
 */
import type { CoalitionAttributes } from '@sac/domain';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource, resourceBody } from '../../../lib/api/jsonapi';
import { getPagedList, pageCountOf } from '../../../lib/api/paged-list';

/** The requester's organization's membership in a coalition (002 §3 coalition_membership). */
export type CoalitionMembershipRecord = Resource & {
  organizationId: number | string;
  coalitionId: number | string;
  status: string;
  statusActor: string | null;
  statusUpdatedAt?: string | null;
  remindedAt?: string | null;
  intakeOutcomeDataSharing: boolean | null;
  communityServiceDataSharing: boolean | null;
  organization?: Resource & { name?: string };
};

export type CoalitionRecord = Resource & {
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
  status: string;
  organizationsCount?: number | null;
  userRole?: string | null;
  userStatus?: string | null;
  coalitionMemberships?: CoalitionMembershipRecord[];
  meta?: { canUpdate?: boolean; canAdminister?: boolean };
};

/** The coalition list's filters (002 §2.2). */
export type CoalitionFilters = {
  search: string;
  country: string;
  operatingRegions: string[];
  operatingRegionType: string;
};

export const NO_FILTERS: CoalitionFilters = {
  search: '',
  country: '',
  operatingRegions: [],
  operatingRegionType: '',
};

export type CoalitionListScope = {
  /** My Coalitions: the current user's id (`filter[for_user][eq]`). */
  forUser?: string;
  /** An organization's coalitions (`filter[for_organization][eq]`), any status. */
  forOrganization?: string;
  /** Include this organization's membership of each coalition (the row actions, the sharing columns). */
  membershipOf?: string | null;
  /** Admins see closed coalitions only when asked; everybody else never. */
  includeClosed?: boolean;
  /** Only active coalitions (the admin's "Add Organization to Coalition" picker). */
  activeOnly?: boolean;
};

/** The regions as a list, whatever way the server sent them. */
export function regionList(region: CoalitionRecord['operatingRegion'] | undefined): string[] {
  if (Array.isArray(region)) return region.map(String);
  return region ? [String(region)] : [];
}

/**
 * A region type and the names the same area carries for one country (the form stores the country's
 * names: 'Statewide' for the United States, 'Provincewide' for Canada), so the filter's general
 * 'Statewide/Provincewide' finds both. Sent as `a,b` (any of).
 */
const REGION_TYPE_EQUIVALENTS: Record<string, readonly string[]> = {
  'Multi-State/Multi-Province': [
    'Multi-State/Multi-Province',
    'Multi-State (2 or more)',
    'Multi-province (2 or more)',
  ],
  'Statewide/Provincewide': ['Statewide/Provincewide', 'Statewide', 'Provincewide'],
};

export function regionTypeFilter(type: string): string[] | undefined {
  if (!type) return undefined;
  return [...(REGION_TYPE_EQUIVALENTS[type] ?? [type])];
}

export function coalitionListQuery(filters: CoalitionFilters, scope: CoalitionListScope): Query {
  return {
    'extra_fields[coalitions]': 'organizations_count',
    'filter[status][not_eq]': scope.includeClosed || scope.activeOnly ? undefined : 'closed',
    'filter[status][eq]': scope.activeOnly ? 'active' : undefined,
    'filter[search]': filters.search.trim() || undefined,
    'filter[country][eq]': filters.country || undefined,
    'filter[operating_regions][eq]': filters.operatingRegions.length ? filters.operatingRegions : undefined,
    'filter[operating_region_type][eq]': regionTypeFilter(filters.operatingRegionType),
    'filter[for_user][eq]': scope.forUser,
    'filter[for_organization][eq]': scope.forOrganization,
    include: scope.membershipOf ? 'coalition_memberships' : undefined,
    'filter[coalition_memberships.organization_id][eq]': scope.membershipOf ?? undefined,
    sort: 'name',
  };
}

/** The list queries are not cached: stale at once, dropped when unused, refetched on focus (002 §9). */
export const LIST_FRESHNESS = { staleTime: 0, gcTime: 0, refetchOnWindowFocus: true } as const;
/** A page read ahead must live until its page is opened; it is refetched then all the same (stale at once). */
const PREFETCH_GC_MS = 60_000;

export const coalitionListOptions =
  (filters: CoalitionFilters, scope: CoalitionListScope) => (page: number) => ({
    queryKey: ['coalitions', 'list', scope, filters, page] as const,
    queryFn: () =>
      getPagedList<CoalitionRecord>('/api/v1/coalitions', coalitionListQuery(filters, scope), page),
  });

/** One page of coalitions, with the next page read ahead. */
export function useCoalitionList(filters: CoalitionFilters, scope: CoalitionListScope, page: number) {
  const queryClient = useQueryClient();
  const options = coalitionListOptions(filters, scope);
  const query = useQuery({ ...options(page), ...LIST_FRESHNESS, placeholderData: keepPreviousData });
  const pages = query.data ? pageCountOf(query.data.total) : 1;
  const next = page < pages ? options(page + 1) : null;
  const nextKey = next ? JSON.stringify(next.queryKey) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the page to prefetch.
  useEffect(() => {
    if (next) void queryClient.prefetchQuery({ ...next, staleTime: 0, gcTime: PREFETCH_GC_MS });
  }, [nextKey, queryClient]);
  return { ...query, pages };
}

export type CoalitionListState = ReturnType<typeof useCoalitionList>;

/** Refreshes every coalition query, and the session (roles and contributions shape guards and tabs). */
export function refreshCoalitions(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['coalitions'] }),
    queryClient.invalidateQueries({ queryKey: ['coalition'] }),
    queryClient.invalidateQueries({ queryKey: ['session'] }),
  ]);
}

export function useCreateCoalition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: CoalitionAttributes) => {
      const doc = await api.post<JsonApiDocument>(
        '/api/v1/coalitions',
        resourceBody('coalitions', attributes),
      );
      return normalizeOne<CoalitionRecord>(doc).data;
    },
    onSuccess: () => refreshCoalitions(queryClient),
  });
}

export function useUpdateCoalition(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: Partial<CoalitionAttributes> | { status: 'active' }) => {
      const doc = await api.put<JsonApiDocument>(
        `/api/v1/coalitions/${coalitionId}`,
        resourceBody('coalitions', attributes, coalitionId),
      );
      return doc?.data ? normalizeOne<CoalitionRecord>(doc).data : null;
    },
    onSuccess: () => refreshCoalitions(queryClient),
  });
}

/** An admin's activation of a draft (or closed) coalition: PUT status active (002 §2.7, §4). */
export function useActivateCoalition(coalitionId: string) {
  const update = useUpdateCoalition(coalitionId);
  return { ...update, mutate: () => update.mutate({ status: 'active' }) };
}

/** An admin's Delete Coalition: an archive request that closes it (002 §2.7, §7). */
export function useArchiveCoalition(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post(
        '/api/v1/resource_archivers',
        resourceBody('resource_archivers', { resourceId: Number(coalitionId), resourceType: 'coalition' }),
      ),
    onSuccess: () => refreshCoalitions(queryClient),
  });
}

/** The coalition's managers (Name, Email) for the detail page (002 §2.4, §7). */
export type CoalitionManager = Resource & { fullName: string; email: string };

export function useCoalitionManagers(coalitionId: string) {
  return useQuery({
    queryKey: ['coalitions', coalitionId, 'managers'],
    queryFn: () =>
      getPagedList<CoalitionManager>(
        '/api/v1/users',
        { 'filter[coalition_managers][eq]': coalitionId, sort: 'full_name' },
        1,
      ),
    ...LIST_FRESHNESS,
  });
}
