/** An admin's edit of a user (001 §7 PATCH /api/v1/users/{id}). */
import type { UserAttributes } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';

export type UpdateUserInput = { userId: string; attributes: UserAttributes };

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, attributes }: UpdateUserInput) =>
      api.patch(`/api/v1/users/${userId}`, resourceBody('users', attributes, userId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
