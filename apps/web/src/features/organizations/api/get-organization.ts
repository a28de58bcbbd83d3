/** One organization with its computed attributes (001 §7 `GET /api/v1/organizations/{id}`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

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
};

export const organizationQueryKey = (organizationId: string) => ['organizations', organizationId] as const;

export async function getOrganization(organizationId: string): Promise<Organization> {
  const doc = await api.get<JsonApiDocument>(`/api/v1/organizations/${encodeURIComponent(organizationId)}`);
  return normalizeOne<Organization>(doc).data;
}

export const organizationQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationQueryKey(organizationId),
    queryFn: () => getOrganization(organizationId),
  });

export function useOrganization(organizationId: string) {
  return useQuery(organizationQueryOptions(organizationId));
}
