/** PATCH /api/v1/organizations/{id} (001 §7): details, status, authorizer and the sharing opt-ins. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, resourceBody } from '../../../lib/api/jsonapi';
import { type Organization, organizationQueryKey } from '../../../lib/organization/api/get-organization';

export async function updateOrganization(
  organizationId: string,
  attributes: Record<string, unknown>,
): Promise<Organization> {
  const doc = await api.patch<JsonApiDocument>(
    `/api/v1/organizations/${organizationId}`,
    resourceBody('organizations', attributes, organizationId),
  );
  return normalizeOne<Organization>(doc).data;
}

/** Saves and puts the answer in the cache, so the layout and the details show the stored values. */
export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: Record<string, unknown>) => updateOrganization(organizationId, attributes),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationQueryKey(organizationId), organization);
      await queryClient.invalidateQueries({ queryKey: ['organizations'], refetchType: 'none' });
      await queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
}
