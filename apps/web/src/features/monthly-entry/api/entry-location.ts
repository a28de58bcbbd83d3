/**
 * The location and organization a month is entered for (000 §7 `GET /api/v1/locations/{id}`,
 * `GET /api/v1/organizations/{id}`): the name and closed status, and the organization's animal species.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

export type EntryLocation = Resource & {
  name: string;
  organizationId: number | string;
  status: string | null;
};
export type EntryOrganization = Resource & { name: string; animalSpecies: string[] | null };

export const entryLocationQueryOptions = (locationId: string) =>
  queryOptions({
    queryKey: ['entry-location', locationId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(`/api/v1/locations/${encodeURIComponent(locationId)}`);
      return normalizeOne<EntryLocation>(doc).data;
    },
  });

export const entryOrganizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['entry-organization', organizationId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(
        `/api/v1/organizations/${encodeURIComponent(organizationId)}`,
      );
      return normalizeOne<EntryOrganization>(doc).data;
    },
  });
