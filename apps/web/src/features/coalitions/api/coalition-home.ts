/**
 * The coalition home's reads (002 §2.8, §7): the shared records of the filtered contributors summed by month
 * and species (GET /api/v1/coalition_record_totals, one statement on the server instead of every record of
 * 000 §7's locations call) and the coalition's active contributors for Organization Name; the counties
 * come from us-counties.ts.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

/** Which graph: the intake/outcome data or the community services data. */
export type HomeGraph = 'intake_outcome' | 'services';

export type CoalitionHomeFilters = {
  states: string[];
  countyIds: string[];
  organizationTypes: string[];
  organizationIds: string[];
  year: number;
};

export const emptyHomeFilters = (now: Date): CoalitionHomeFilters => ({
  states: [],
  countyIds: [],
  organizationTypes: [],
  organizationIds: [],
  year: now.getFullYear(),
});

export type CoalitionTotal = Resource & {
  month: number;
  species: string;
  total: number;
  fieldServices?: number;
  veterinaryServices?: number;
  behavioralServices?: number;
  supportServices?: number;
};

const list = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** The query of GET /api/v1/coalition_record_totals for a coalition, a graph and the applied filters. */
export function coalitionTotalsQuery(coalitionId: string, graph: HomeGraph, f: CoalitionHomeFilters): Query {
  return {
    'filter[coalition_id][eq]': coalitionId,
    'filter[year][eq]': f.year,
    'filter[action][eq]': graph,
    'filter[us_state][eq]': list(f.states),
    'filter[us_county_id][eq]': list(f.countyIds),
    'filter[organization_type][eq]': list(f.organizationTypes),
    'filter[organization_id][eq]': list(f.organizationIds),
  };
}

export function useCoalitionTotals(coalitionId: string, graph: HomeGraph, filters: CoalitionHomeFilters) {
  return useQuery({
    queryKey: ['coalitions', coalitionId, 'home-totals', graph, filters],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(
        '/api/v1/coalition_record_totals',
        coalitionTotalsQuery(coalitionId, graph, filters),
      );
      return normalizeMany<CoalitionTotal>(doc).data;
    },
    placeholderData: keepPreviousData,
  });
}

export type ContributorOption = Resource & { name: string };

/** The coalition's active contributors, by name, for the Organization Name select. */
export function useContributorOptions(coalitionId: string) {
  return useQuery({
    queryKey: ['coalitions', coalitionId, 'home-contributors'],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/organizations', {
        'filter[active_coalition][eq]': coalitionId,
        'fields[organizations]': 'name',
        sort: 'name',
        'page[size]': 1000,
      });
      return normalizeMany<ContributorOption>(doc).data;
    },
  });
}
