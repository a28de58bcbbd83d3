/** `POST /auth/password` (001 §7): emails a reset link; the answer's message is shown as it is. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export type PasswordAnswer = { success: boolean; message?: string };

export function requestPasswordReset(email: string) {
  const redirectUrl = `${window.location.origin}/reset-password`;
  return api.post<PasswordAnswer>('/auth/password', { email, redirectUrl }, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
