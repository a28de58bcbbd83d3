/**
 * The locations of the organization chosen in the admin search (000 §7
 * `GET /api/v1/locations?filter[organization_id][eq]=…&sort=name`), and the location a search shows with
 * its organization.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

export type LocationChoice = Resource & {
  name: string;
  organizationId: number | string;
  primary: boolean | null;
  status: string | null;
};

export type SearchedLocation = LocationChoice & {
  organization: Resource & { name?: string; ein?: string | null };
};

export const organizationLocationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['locations', 'admin-search', organizationId],
    queryFn: () =>
      fetchAllPages<LocationChoice>('/api/v1/locations', {
        'filter[organization_id][eq]': organizationId,
        'fields[locations]': 'name,organization_id,primary,status',
        sort: 'name',
      }),
  });

export const searchedLocationQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: ['locations', 'admin-search', 'one', locationId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(`/api/v1/locations/${encodeURIComponent(locationId)}`, {
        include: 'organization',
        'fields[organizations]': 'name,ein',
      });
      return normalizeOne<SearchedLocation>(doc).data;
    },
  });
