/** The counties of a US state for the county select (001 §7 GET /api/v1/us_counties, 260 at once). */
import { US_COUNTY_PAGE_SIZE } from '@sac/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

export type UsCounty = Resource & { name: string; usState: string };

export const usCountiesQueryOptions = (state: string) =>
  queryOptions({
    queryKey: ['us_counties', state],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(
        '/api/v1/us_counties',
        { 'filter[us_state][eq]': state, 'page[size]': US_COUNTY_PAGE_SIZE },
        { auth: true },
      );
      return normalizeMany<UsCounty>(doc).data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useUsCounties = (state: string | null | undefined) =>
  useQuery({ ...usCountiesQueryOptions(state ?? ''), enabled: !!state });
