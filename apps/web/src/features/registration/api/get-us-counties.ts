/** Counties of a US state for the address selects (001 §7): `GET /api/v1/us_counties`, 260 at once. */
import { US_COUNTY_PAGE_SIZE } from '@sac/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

export type UsCounty = Resource & { name: string; usState: string };

export async function getUsCounties(state: string): Promise<UsCounty[]> {
  const doc = await api.get<JsonApiDocument>(
    '/api/v1/us_counties',
    { 'filter[us_state][eq]': state, 'page[size]': US_COUNTY_PAGE_SIZE, sort: 'name' },
    { auth: false },
  );
  return normalizeMany<UsCounty>(doc).data;
}

export const usCountiesQueryOptions = (state: string) =>
  queryOptions({
    queryKey: ['us_counties', state],
    queryFn: () => getUsCounties(state),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The counties of `state`; nothing is loaded until a state is chosen. */
export function useUsCounties(state: string | null | undefined) {
  return useQuery({ ...usCountiesQueryOptions(state ?? ''), enabled: !!state });
}
