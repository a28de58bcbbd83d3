/** `PUT /auth/password` (001 §7) with the emailed link's token: a reset token or a member invite token. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { PasswordAnswer } from './request-password-reset';

export type PasswordLinkToken = { kind: 'resetPasswordToken' | 'inviteToken'; token: string };

export type ResetPasswordInput = { password: string; passwordConfirmation: string; link: PasswordLinkToken };

export function resetPassword({ password, passwordConfirmation, link }: ResetPasswordInput) {
  return api.put<PasswordAnswer>(
    '/auth/password',
    { password, passwordConfirmation, [link.kind]: link.token },
    { auth: false },
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
