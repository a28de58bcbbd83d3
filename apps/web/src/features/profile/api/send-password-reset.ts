/** `POST /api/v1/users/{id}/reset/` (001 §7): emails the user a reset password link. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

type ResetAnswer = { meta?: { message?: string } };

export function sendPasswordReset(userId: string) {
  return api.post<ResetAnswer>(`/api/v1/users/${userId}/reset`);
}

export function useSendPasswordReset() {
  return useMutation({ mutationFn: sendPasswordReset });
}
