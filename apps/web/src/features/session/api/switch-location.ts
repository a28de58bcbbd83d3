/** Location switch (000 §2, §7): `PATCH /api/v1/users/{id}` with the new location_id. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';

export function switchLocation(userId: string, locationId: string) {
  return api.patch(`/api/v1/users/${userId}`, resourceBody('users', { locationId }, userId));
}

export function useSwitchLocation(userId: string) {
  return useMutation({ mutationFn: (locationId: string) => switchLocation(userId, locationId) });
}
