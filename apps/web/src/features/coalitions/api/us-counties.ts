/**
 * The counties of the chosen states for the coalition filters (home, export): GET /api/v1/us_counties
 * without auth, 1000 a page over pages 1 to 4 (002 §7, §9), stopping at the first page that is not full.
 * A failure raises the server's error (002 §8).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

export type County = Resource & { name: string; usState?: string };

export const COUNTY_PAGES = 4;
export const COUNTY_PAGE_SIZE = 1000;

export function useCoalitionCounties(states: readonly string[]) {
  const key = [...states].sort();
  return useQuery({
    queryKey: ['us_counties', 'coalitions', key],
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
