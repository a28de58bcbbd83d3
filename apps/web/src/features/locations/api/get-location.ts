/** One location (001 §7 GET /api/v1/locations/{id}) with its county name. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne } from '../../../lib/api/jsonapi';
import { type LocationRecord, locationsKey } from './location-record';

export const locationQueryOptions = (organizationId: string, locationId: string) =>
  queryOptions({
    queryKey: [...locationsKey(organizationId), 'detail', locationId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(`/api/v1/locations/${encodeURIComponent(locationId)}`, {
        'extra_fields[locations]': 'us_county_name',
      });
      return normalizeOne<LocationRecord>(doc).data;
    },
  });

export const useOrganizationLocation = (organizationId: string, locationId: string) =>
  useQuery(locationQueryOptions(organizationId, locationId));
