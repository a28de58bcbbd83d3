/** Invite Member (001 §7 POST /api/v1/user_membership_invites). */
import type { MembershipInviteAttributes } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { resourceBody } from '../../../lib/api/jsonapi';
import { membersKey } from './member-record';

export function useInviteMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: MembershipInviteAttributes) =>
      api.post('/api/v1/user_membership_invites', resourceBody('user_membership_invites', attributes)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(organizationId) }),
  });
}
