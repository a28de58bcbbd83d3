/** One organization with its computed attributes (001 §7 `GET /api/v1/organizations/{id}`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../api/jsonapi';

export type Organization = Resource & {
  name: string;
  country: string | null;
  organizationType: string | null;
  status: string;
  websiteUrl: string | null;
  incorporatedOn: string | null;
  ein: string | null;
  businessNumber: string | null;
  referringOrganizationName: string | null;
  animalSpecies: string[] | null;
  annualIntake: string | null;
  annualOperatingBudget: string | null;
  shelterSoftware: string | null;
  externalId: string | null;
  iodApiOption: string | null;
  iodApiActive: string | null;
  iodApiOptionUpdated: string | null;
  aapId: string | null;
  notes: string | null;
  authorizerName: string | null;
  authorizerTitle: string | null;
  authorizerEmail: string | null;
  authorizerPhoneNumber: string | null;
  authorizerExtension: string | null;
  communicationsOptIn: boolean | null;
  searchableOptIn: boolean | null;
  mediaOptIn: boolean | null;
  createdAt: string;
  updatedAt: string;
  locationsCount: number | null;
  locationsUsStates: string[] | null;
  locationsProvinces: string[] | null;
  /** Loaded from the All Organizations directory: only the public fields are known (not a member). */
  publicOnly?: boolean;
};

export const organizationQueryKey = (organizationId: string) => ['organizations', organizationId] as const;

const isHidden = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404);

/**
 * The organization as its members and admins see it; for anyone else, the public fields of its
 * directory entry (002 §2.12 View Details), or the first refusal when it is not listed either.
 */
export async function getOrganization(organizationId: string): Promise<Organization> {
  const id = encodeURIComponent(organizationId);
  try {
    const doc = await api.get<JsonApiDocument>(`/api/v1/organizations/${id}`);
    return normalizeOne<Organization>(doc).data;
  } catch (error) {
    if (!isHidden(error)) throw error;
    const entry = await api.get<JsonApiDocument>(`/api/v1/organization_directory/${id}`).catch(() => {
      throw error;
    });
    return { ...normalizeOne<Organization>(entry).data, id: organizationId, publicOnly: true };
  }
}

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationQueryKey(organizationId),
    queryFn: () => getOrganization(organizationId),
  });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQueryOptions(organizationId));
}
