/** Remove Member from Organization (001 §7 DELETE /api/v1/user_memberships/{id} with data{id,type}). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { membersKey } from './member-record';

export function useRemoveMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (membershipId: string) =>
      api.delete(`/api/v1/user_memberships/${membershipId}`, {
        data: { id: membershipId, type: 'user_memberships' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(organizationId) }),
  });
}
