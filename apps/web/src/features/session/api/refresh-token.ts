/**
 * Confirmation links arrive with a token in the query (000 §4): `GET /refresh_token` with it returns
 * the user and a fresh token, which start the session.
 */
import { api } from '../../../lib/api/client';
import { type AuthToken, authHeaders, readTokenHeaders } from '../../../lib/api/token';
import { sessionStore } from '../../../lib/auth/session-store';

export async function refreshToken(token: AuthToken): Promise<void> {
  const response = await api.request<{ data: { id: string | number } }>('/refresh_token', {
    auth: false,
    headers: authHeaders(token),
  });
  const userId = response.body?.data?.id;
  if (userId === undefined) throw new Error('The token refresh answer carried no user.');
  sessionStore.start(readTokenHeaders(response.headers) ?? token, String(userId));
}
