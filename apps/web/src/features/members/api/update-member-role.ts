/** A member's role change (001 §7 PATCH /api/v1/user_memberships/{id}); the answer names the user and role. */
import type { OrganizationRole } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource, resourceBody } from '../../../lib/api/jsonapi';
import { membersKey } from './member-record';

type UpdatedMembership = Resource & { userId: number | string; role: string };

export function useUpdateMemberRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ membershipId, role }: { membershipId: string; role: OrganizationRole }) => {
      const doc = await api.patch<JsonApiDocument>(
        `/api/v1/user_memberships/${membershipId}`,
        resourceBody('user_memberships', { role }, membershipId),
      );
      return normalizeOne<UpdatedMembership>(doc).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(organizationId) }),
  });
}
