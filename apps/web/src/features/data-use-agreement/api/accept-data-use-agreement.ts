/**
 * `PATCH /api/v1/user_memberships/{id}/data_use_agreement` (002 §2.16): the emailed link's membership
 * and token accept the agreement; the answer carries the new user's password link.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export type AcceptAnswer = { meta?: { message?: string; newUserPasswordUrl?: string } };
export type AcceptInput = { membershipId: string; token: string; now: Date };

export function acceptDataUseAgreement({ membershipId, token, now }: AcceptInput) {
  return api.patch<AcceptAnswer>(
    `/api/v1/user_memberships/${encodeURIComponent(membershipId)}/data_use_agreement`,
    { data: { dataUseAgreement: true, dataUseTimestamp: now.toISOString() }, token },
    { auth: false },
  );
}

export function useAcceptDataUseAgreement() {
  return useMutation({ mutationFn: acceptDataUseAgreement });
}
