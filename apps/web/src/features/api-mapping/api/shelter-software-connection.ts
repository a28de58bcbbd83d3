/**
 * The organization's shelter-software connection (issue 16): GET, PATCH and POST …/test of
 * /api/v1/shelter_software_connections/{organization id}. No connection yet reads as null.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, resourceBody } from '../../../lib/api/jsonapi';

export type ShelterSoftwareConnection = {
  id: string;
  type: string;
  vendor: 'shelterluv' | 'shelterbuddy';
  site: string | null;
  username: string | null;
  apiKeyLast4: string | null;
  /** The location aggregations write to; null: the organization's first active location. */
  locationId: number | null;
  lastTestedAt: string | null;
  lastTestOk: boolean | null;
  lastTestMessage: string | null;
};

export type ConnectionCredentials =
  | { vendor: 'shelterluv'; apiKey: string }
  | { vendor: 'shelterbuddy'; site: string; username: string; password: string };

const path = (organizationId: string) => `/api/v1/shelter_software_connections/${organizationId}`;
const connectionKey = (organizationId: string) => [
  'organizations',
  organizationId,
  'shelter-software-connection',
];

export const connectionQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: connectionKey(organizationId),
    queryFn: async (): Promise<ShelterSoftwareConnection | null> => {
      try {
        return normalizeOne<ShelterSoftwareConnection>(await api.get<JsonApiDocument>(path(organizationId)))
          .data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** Saves credentials (the answer, without them, replaces the cached connection). */
export function useSaveConnection(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: ConnectionCredentials) =>
      normalizeOne<ShelterSoftwareConnection>(
        await api.patch<JsonApiDocument>(
          path(organizationId),
          resourceBody('shelter_software_connections', credentials, organizationId),
        ),
      ).data,
    onSuccess: (connection) => queryClient.setQueryData(connectionKey(organizationId), connection),
  });
}

/** Chooses the location the aggregations write to (null: the first active one). */
export function useChooseConnectionLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locationId: number | null) =>
      normalizeOne<ShelterSoftwareConnection>(
        await api.patch<JsonApiDocument>(
          path(organizationId),
          resourceBody('shelter_software_connections', { locationId }, organizationId),
        ),
      ).data,
    onSuccess: (connection) => queryClient.setQueryData(connectionKey(organizationId), connection),
  });
}

/** Tests the stored credentials at the vendor; the answer holds the outcome. */
export function useTestConnection(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      normalizeOne<ShelterSoftwareConnection>(await api.post<JsonApiDocument>(`${path(organizationId)}/test`))
        .data,
    onSuccess: (connection) => queryClient.setQueryData(connectionKey(organizationId), connection),
  });
}
