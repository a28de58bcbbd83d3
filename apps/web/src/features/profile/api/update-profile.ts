/** `PATCH /api/v1/users/{id}` from the profile form (001 §7): a new email waits as `unconfirmedEmail`. */
import type { UserAttributes } from '@sac/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';

export type UpdateProfileInput = { userId: string; attributes: UserAttributes };

export function updateProfile({ userId, attributes }: UpdateProfileInput) {
  return api.patch(`/api/v1/users/${userId}`, resourceBody('users', attributes, userId));
}

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}
