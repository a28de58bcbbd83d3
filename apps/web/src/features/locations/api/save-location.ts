/** Add and edit a location (001 §7 POST /api/v1/locations, PATCH /api/v1/locations/{id}). */
import type { LocationAttributes } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, resourceBody } from '../../../lib/api/jsonapi';
import type { LocationRecord } from './location-record';

type SaveLocationInput = { locationId?: string; attributes: LocationAttributes };

export function useSaveLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ locationId, attributes }: SaveLocationInput) => {
      const doc = locationId
        ? await api.patch<JsonApiDocument>(
            `/api/v1/locations/${locationId}`,
            resourceBody('locations', attributes, locationId),
          )
        : await api.post<JsonApiDocument>(
            '/api/v1/locations',
            resourceBody('locations', { ...attributes, organizationId: Number(organizationId) }),
          );
      return normalizeOne<LocationRecord>(doc).data;
    },
    // The organization's location count and states change too, and the session's location switcher.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations', organizationId] }),
  });
}
