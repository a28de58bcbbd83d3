/**
 * Setting up a journey's world through the API as a demo user would through the screens, when the
 * screens themselves are not what the journey tests (many members for paging, say). Follows the
 * devise_token_auth token rotation of every answer.
 */
import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from './support';

const TOKEN_HEADERS = ['access-token', 'token-type', 'client', 'expiry', 'uid'] as const;

export async function apiSession(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const signIn = await request.post('/auth/sign_in', { data: { email, password } });
  expect(signIn.ok()).toBe(true);
  let headers: Record<string, string> = {};
  const keep = (answer: Record<string, string>) => {
    if (!answer['access-token']) return;
    headers = Object.fromEntries(TOKEN_HEADERS.map((name) => [name, answer[name] ?? headers[name] ?? '']));
  };
  keep(signIn.headers());
  const userId = String((await signIn.json()).data.id);

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) {
    const response = await request.fetch(path, {
      method,
      headers: { ...headers, 'content-type': 'application/vnd.api+json' },
      data: data === undefined ? undefined : JSON.stringify(data),
    });
    keep(response.headers());
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return response.json();
  }
  return {
    userId,
    get: (path: string) => call('GET', path),
    post: (path: string, data: unknown) => call('POST', path, data),
    patch: (path: string, data: unknown) => call('PATCH', path, data),
  };
}

/** A demo user's API session, with their working location and its organization as the API answers. */
export async function workingLocation(request: APIRequestContext, role: DemoRole = 'manager') {
  const api = await apiSession(request, DEMO_ACCOUNTS[role]);
  const user = await api.get(`/api/v1/users/${api.userId}`);
  const locationId = String(user.data.attributes.location_id);
  const location = await api.get(`/api/v1/locations/${locationId}`);
  return {
    api,
    locationId,
    organizationId: String(location.data.attributes.organization_id),
    locationName: String(location.data.attributes.name),
  };
}
