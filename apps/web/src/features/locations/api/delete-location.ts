/**
 * Delete Location (001 §2, §7 POST /api/v1/resource_archivers): an admin's request archives the location;
 * a manager's asks the administrators to (nothing is deleted).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';

type ArchiverAnswer = { meta?: { archived?: boolean; message?: string } };

export function useDeleteLocation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locationId: string) => {
      const answer = await api.post<ArchiverAnswer>(
        '/api/v1/resource_archivers',
        resourceBody('resource_archivers', { resourceId: Number(locationId), resourceType: 'location' }),
      );
      return { archived: answer?.meta?.archived === true };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organizations', organizationId] }),
  });
}
