/** Signing in and calling the API through `app.inject()` as a browser would, following token rotation. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { TEST_PASSWORD } from './factories';

export type Session = {
  headers: Record<string, string>;
  /** Calls the API with the session's headers and keeps the newest token from the response. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
};

const AUTH_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

export function authHeadersOf(response: LightMyRequestResponse): Record<string, string> | null {
  if (!response.headers['access-token']) return null;
  return Object.fromEntries(AUTH_HEADERS.map((name) => [name, String(response.headers[name])]));
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/auth/sign_in', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign in failed for ${email}: ${response.body}`);
  const session: Session = {
    headers: authHeadersOf(response)!,
    async request(options) {
      const reply = await app.inject({
        ...options,
        headers: { ...session.headers, ...(options.headers as Record<string, string> | undefined) },
      });
      const rotated = authHeadersOf(reply);
      if (rotated) session.headers = rotated;
      return reply;
    },
  };
  return session;
}

export const jsonApi = (type: string, attributes: Record<string, unknown>, id?: string | number) => ({
  data: { ...(id === undefined ? {} : { id: String(id) }), type, attributes },
});
