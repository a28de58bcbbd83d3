/** The managers of an organization (001 §7 `GET /api/v1/users?filter[organization_managers][eq]=`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';

export type OrganizationManager = Resource & { fullName: string; email: string; title: string | null };

export async function listOrganizationManagers(organizationId: string): Promise<OrganizationManager[]> {
  const doc = await api.get<JsonApiDocument>('/api/v1/users', {
    'filter[organization_managers][eq]': organizationId,
    sort: 'full_name',
  });
  return normalizeMany<OrganizationManager>(doc).data;
}

export function useOrganizationManagers(organizationId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['organizations', organizationId, 'managers'],
      queryFn: () => listOrganizationManagers(organizationId),
      enabled,
    }),
  );
}
