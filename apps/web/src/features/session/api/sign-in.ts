/** `POST /auth/sign_in` (devise_token_auth): the answer's headers carry the token, its body the user id. */
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { readTokenHeaders } from '../../../lib/api/token';
import { sessionStore } from '../../../lib/auth/session-store';

export type Credentials = { email: string; password: string };

export async function signIn(credentials: Credentials): Promise<void> {
  const response = await api.request<{ data: { id: string | number } }>('/auth/sign_in', {
    method: 'POST',
    body: credentials,
    auth: false,
  });
  const token = readTokenHeaders(response.headers);
  if (!token || response.body?.data?.id === undefined)
    throw new Error('The sign-in answer carried no session.');
  sessionStore.start(token, String(response.body.data.id));
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
