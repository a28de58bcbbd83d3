/**
 * The flags confirmation links put on the home URL (000 §2, 001 §2), and the token some carry
 * (devise_token_auth names it `access-token` or `token`, the client `client` or `client_id`).
 */
import { SESSION_MESSAGES } from '@sac/domain';
import type { AuthToken } from '../../lib/api/token';

export const CONFIRMATION_FLAGS = {
  account_confirmation_success: SESSION_MESSAGES.emailConfirmed,
  already_confirmed: SESSION_MESSAGES.emailConfirmed,
  org_authorization_success: SESSION_MESSAGES.organizationAuthorized,
  org_already_confirmed: SESSION_MESSAGES.organizationAuthorized,
} as const;

export type ConfirmationFlag = keyof typeof CONFIRMATION_FLAGS;

/** The first confirmation flag set in a query string, if any. */
export function readConfirmationFlag(search: string): ConfirmationFlag | null {
  const params = new URLSearchParams(search);
  for (const flag of Object.keys(CONFIRMATION_FLAGS) as ConfirmationFlag[]) {
    const value = params.get(flag);
    if (value !== null && value !== 'false') return flag;
  }
  return null;
}

export function confirmationMessage(flag: ConfirmationFlag): string {
  return CONFIRMATION_FLAGS[flag];
}

export function readConfirmationToken(search: string): AuthToken | null {
  const params = new URLSearchParams(search);
  const accessToken = params.get('access-token') ?? params.get('token');
  const client = params.get('client') ?? params.get('client_id');
  const uid = params.get('uid');
  if (!accessToken || !client || !uid) return null;
  return { accessToken, client, uid, expiry: params.get('expiry') ?? '', tokenType: 'Bearer' };
}
