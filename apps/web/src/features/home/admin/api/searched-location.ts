/** The location an admin search shows, with its organization. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../../lib/api/jsonapi';
import type { OrganizationLocation } from '../../../../lib/api/organization-locations';

export type SearchedLocation = OrganizationLocation & {
  organization: Resource & { name?: string; ein?: string | null };
};

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
