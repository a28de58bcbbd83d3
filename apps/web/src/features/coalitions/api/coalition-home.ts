/**
 * The coalition home's reads (002 §2.8, §7): the shared records of the filtered contributors summed by month
 * and species (GET /api/v1/coalition_record_totals, one statement on the server instead of every record of
 * 000 §7's locations call), the counties of the chosen states (GET /api/v1/us_counties, 1000 a page over
 * pages 1 to 4, without auth, 002 §9) and the coalition's active contributors for Organization Name.
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

export type County = Resource & { name: string; usState?: string };

/** Pages 1 to 4 of 1000 counties of the states (002 §7, §9), stopping at the first page that is not full. */
export const COUNTY_PAGES = 4;
export const COUNTY_PAGE_SIZE = 1000;

export function useCoalitionCounties(states: readonly string[]) {
  const key = [...states].sort();
  return useQuery({
    queryKey: ['us_counties', 'coalition-home', key],
    enabled: key.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const counties: County[] = [];
      for (let number = 1; number <= COUNTY_PAGES; number += 1) {
        const doc = await api.get<JsonApiDocument>(
          '/api/v1/us_counties',
          {
            'filter[us_state][eq]': key.join(','),
            'page[size]': COUNTY_PAGE_SIZE,
            'page[number]': number,
          },
          { auth: false },
        );
        const page = normalizeMany<County>(doc).data;
        counties.push(...page);
        if (page.length < COUNTY_PAGE_SIZE) break;
      }
      return counties;
    },
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
