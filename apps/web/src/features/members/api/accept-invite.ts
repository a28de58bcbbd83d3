/**
 * `POST /api/v1/user_membership_invites/accept`: an existing user, signed in, accepts the invite the
 * emailed link names; the answer carries the message to show.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export type AcceptInviteAnswer = { meta?: { message?: string } };

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<AcceptInviteAnswer>('/api/v1/user_membership_invites/accept', { token }),
    // The new membership changes what the user may see: read the profile (and its organizations) again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', 'profile'] }),
  });
}
