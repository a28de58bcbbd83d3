/** The devise_token_auth credentials: sent on every call, rotated from response headers. */

export type AuthToken = {
  accessToken: string;
  client: string;
  uid: string;
  /** Seconds since the epoch, as the server sends it. */
  expiry: string;
  tokenType: string;
};

export function authHeaders(token: AuthToken): Record<string, string> {
  return {
    'access-token': token.accessToken,
    'token-type': token.tokenType || 'Bearer',
    client: token.client,
    expiry: token.expiry,
    uid: token.uid,
  };
}

/** The token a response hands out, when it carries one. */
export function readTokenHeaders(headers: Headers): AuthToken | null {
  const accessToken = headers.get('access-token');
  const client = headers.get('client');
  const uid = headers.get('uid');
  if (!accessToken || !client || !uid) return null;
  return {
    accessToken,
    client,
    uid,
    expiry: headers.get('expiry') ?? '',
    tokenType: headers.get('token-type') ?? 'Bearer',
  };
}

/**
 * Which token to keep after a response of an authenticated call. Rotation never changes the client
 * (device): a token for another client is the answer to a request of an earlier session. Responses of
 * concurrent requests can arrive out of order: a token that expires earlier than the one held is an
 * older one and must not replace it.
 */
export function nextToken(current: AuthToken | null, received: AuthToken | null): AuthToken | null {
  if (!received || !current) return current;
  if (current.client !== received.client || current.uid !== received.uid) return current;
  const currentExpiry = Number(current.expiry);
  const receivedExpiry = Number(received.expiry);
  if (Number.isFinite(currentExpiry) && Number.isFinite(receivedExpiry) && receivedExpiry < currentExpiry) {
    return current;
  }
  return received;
}

export function isAuthToken(value: unknown): value is AuthToken {
  if (!value || typeof value !== 'object') return false;
  const token = value as Record<string, unknown>;
  return (
    typeof token.accessToken === 'string' && typeof token.client === 'string' && typeof token.uid === 'string'
  );
}
