/** The token a password link carries: `reset_password_token` (forgot password) or `invite_token` (invites). */
import type { PasswordLinkToken } from './api/reset-password';

export function readPasswordLinkToken(search: string): PasswordLinkToken | null {
  const params = new URLSearchParams(search);
  const reset = params.get('reset_password_token')?.trim();
  if (reset) return { kind: 'resetPasswordToken', token: reset };
  const invite = params.get('invite_token')?.trim();
  if (invite) return { kind: 'inviteToken', token: invite };
  return null;
}
