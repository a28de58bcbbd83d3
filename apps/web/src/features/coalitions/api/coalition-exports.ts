/**
 * The Export Data page's calls (002 §2.11, §7): the coalition's exports (GET /api/v1/coalition_data_exports,
 * refreshed every 10 s while one is started, 002 §9), starting one (POST, JSON:API), the contributors and
 * organization types to choose from (POST /api/v1/organizations/coalition_organization[_types]); the
 * counties come from us-counties.ts.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

export type ExportFor = 'contributors' | 'intake_outcome' | 'community';

export type CoalitionDataExport = Resource & {
  createdAt: string;
  updatedAt?: string;
  completedAt?: string | null;
  monthOfRecord: number | null;
  yearOfRecord: number | null;
  exportFor: ExportFor;
  status: 'started' | 'failed' | 'done' | string;
  errorMessage?: string | null;
  attachedFilePath: string | null;
};

/** The regions and types the organizations are chosen by. */
export type ExportRegionFilters = {
  states: string[];
  countyIds: string[];
  provinces: string[];
  orgTypes: string[];
};

export const EXPORT_LIST_REFRESH_MS = 10_000;

export const coalitionExportsKey = (coalitionId: string) =>
  ['coalitions', coalitionId, 'data-exports'] as const;

const anyStarted = (rows: readonly CoalitionDataExport[] | undefined) =>
  (rows ?? []).some((row) => row.status === 'started');

export function useCoalitionDataExports(coalitionId: string) {
  return useQuery({
    queryKey: coalitionExportsKey(coalitionId),
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/coalition_data_exports', {
        'filter[coalition_id]': coalitionId,
        sort: '-created_at',
      });
      return normalizeMany<CoalitionDataExport>(doc).data;
    },
    refetchInterval: (query) => (anyStarted(query.state.data) ? EXPORT_LIST_REFRESH_MS : false),
  });
}

export type NewCoalitionExport = {
  exportFor: ExportFor;
  organizationIds: string[];
  yearOfRecord: number | null;
  monthOfRecord: number | null;
  filters: ExportRegionFilters;
};

export function useStartCoalitionExport(coalitionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewCoalitionExport) =>
      api.post<JsonApiDocument>(
        '/api/v1/coalition_data_exports',
        {
          data: {
            type: 'coalition_data_exports',
            attributes: {
              coalitionId: Number(coalitionId),
              exportFor: input.exportFor,
              organizationIds: input.organizationIds.map(Number),
              yearOfRecord: input.yearOfRecord,
              monthOfRecord: input.monthOfRecord,
              states: input.filters.states,
              usCountyIds: input.filters.countyIds.map(Number),
              orgTypes: input.filters.orgTypes,
              provinces: input.filters.provinces,
            },
          },
        },
        { query: { 'filter[coalition_id]': coalitionId } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: coalitionExportsKey(coalitionId) }),
  });
}

export type OrganizationChoice = { id: number; name: string };

/** The active contributors sharing the data of `exportFor` (contacts: opted in); errors read as none. */
export function useExportOrganizations(
  coalitionId: string,
  exportFor: ExportFor,
  filters: ExportRegionFilters,
) {
  return useQuery({
    queryKey: ['coalitions', coalitionId, 'export-organizations', exportFor, filters] as const,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return await api.post<OrganizationChoice[]>('/api/v1/organizations/coalition_organization', {
          coalitionId: Number(coalitionId),
          counties: filters.countyIds.map(Number),
          states: filters.states,
          provinces: filters.provinces,
          orgType: filters.orgTypes,
          dataRequested: exportFor,
        });
      } catch {
        // 002 §8: organization list fetch errors are swallowed.
        return [];
      }
    },
  });
}

/** The organization types among those contributors. */
export function useExportOrganizationTypes(
  coalitionId: string,
  exportFor: ExportFor,
  filters: Pick<ExportRegionFilters, 'states' | 'countyIds' | 'provinces'>,
) {
  return useQuery({
    queryKey: ['coalitions', coalitionId, 'export-organization-types', exportFor, filters] as const,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        return await api.post<string[]>('/api/v1/organizations/coalition_organization_types', {
          coalitionId: Number(coalitionId),
          counties: filters.countyIds.map(Number),
          states: filters.states,
          provinces: filters.provinces,
          communityService: exportFor === 'community',
        });
      } catch {
        return [];
      }
    },
  });
}
