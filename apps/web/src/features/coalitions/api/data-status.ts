/**
 * The Data Status Table's reads (002 §2.10, §7): the coalition's active contributors with the month
 * statuses of a year of both kinds (included organization_data_entry_statuses and
 * organization_community_data_entry_statuses), and each contributor's Last Update, the latest intake or
 * service record's updatedAt (`sort=-updated_at&page[size]=1&page[number]=0`).
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';
import { getPagedList } from '../../../lib/api/paged-list';
import type { DataEntryStatus } from './contributors';

export type DataStatusKind = 'intake_outcome' | 'services';

export type StatusOrganization = Resource & {
  name: string;
  ein?: string | null;
  dataEntryStatuses?: DataEntryStatus[];
  communityDataEntryStatuses?: DataEntryStatus[];
};

export type DataStatusFilters = { search: string; year: number };

export const dataStatusKey = (coalitionId: string) => ['coalitions', coalitionId, 'data-status'] as const;

/** GET /api/v1/organizations with the Data Status Table's parameters of 002 §7. */
export function dataStatusQuery(coalitionId: string, filters: DataStatusFilters): Query {
  return {
    'filter[active_coalition][eq]': coalitionId,
    'filter[coalition_membership_status][eq]': 'active',
    include: 'data_entry_statuses,community_data_entry_statuses',
    sort: 'name',
    'filter[data_entry_statuses.year][eq]': filters.year,
    'filter[community_data_entry_statuses.year][eq]': filters.year,
    'filter[search]': filters.search.trim() || undefined,
  };
}

export const dataStatusQueryOptions =
  (coalitionId: string, filters: DataStatusFilters) => (page: number) => ({
    queryKey: [...dataStatusKey(coalitionId), filters, page] as const,
    queryFn: () =>
      getPagedList<StatusOrganization>('/api/v1/organizations', dataStatusQuery(coalitionId, filters), page),
  });

/** The statuses of one kind of a contributor. */
export const statusesOf = (organization: StatusOrganization, kind: DataStatusKind): DataEntryStatus[] =>
  (kind === 'intake_outcome' ? organization.dataEntryStatuses : organization.communityDataEntryStatuses) ??
  [];

const LAST_UPDATE_PATHS: Record<DataStatusKind, string> = {
  intake_outcome: '/api/v1/animal_intakes',
  services: '/api/v1/animal_services',
};

/** The latest record's updatedAt of a contributor (null when it has none, or does not share it). */
export function useLastUpdate(organizationId: string, kind: DataStatusKind) {
  return useQuery({
    queryKey: ['organizations', organizationId, 'last-update', kind] as const,
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(LAST_UPDATE_PATHS[kind], {
        'filter[organization_id][eq]': organizationId,
        sort: '-updated_at',
        'page[size]': 1,
        'page[number]': 0,
      });
      const [latest] = normalizeMany<Resource & { updatedAt?: string | null }>(doc).data;
      return latest?.updatedAt ?? null;
    },
  });
}
