import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSessionStore, TOKEN_KEY } from '../auth/session-store';
import { ApiError, buildQueryString, createApiClient } from './client';
import type { AuthToken } from './token';

const token = (accessToken: string, expiry = '1000'): AuthToken => ({
  accessToken,
  client: 'c1',
  uid: 'manager@example.org',
  expiry,
  tokenType: 'Bearer',
});

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

function setup(replies: Reply[]) {
  const storage = createMemoryStorage();
  const store = createSessionStore(storage);
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    requests.push({ url: String(url), init: init ?? {} });
    const reply = replies.shift() ?? {};
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: reply.headers,
    });
  };
  return { storage, store, requests, client: createApiClient({ store, fetch }) };
}

const rotated = (accessToken: string, expiry: string) => ({
  'access-token': accessToken,
  client: 'c1',
  uid: 'manager@example.org',
  expiry,
  'token-type': 'Bearer',
});

describe('API client', () => {
  it('sends the devise_token_auth headers of the session', async () => {
    const { store, client, requests } = setup([{ body: { data: [] } }]);
    store.start(token('t1'), '7');
    await client.get('/api/v1/locations');
    expect(requests[0]?.init.headers).toMatchObject({
      'access-token': 't1',
      'token-type': 'Bearer',
      client: 'c1',
      expiry: '1000',
      uid: 'manager@example.org',
    });
  });

  it('keeps a rotated token from the response headers, and the current one when none comes back', async () => {
    const { store, storage, client } = setup([{ body: {}, headers: rotated('t2', '2000') }, { body: {} }]);
    store.start(token('t1'), '7');
    await client.get('/api/v1/users/7');
    expect(store.get().token?.accessToken).toBe('t2');
    expect(JSON.parse(storage.getItem(TOKEN_KEY) ?? '{}').accessToken).toBe('t2');
    await client.get('/api/v1/users/7');
    expect(store.get().token?.accessToken).toBe('t2');
  });

  it('ignores an older token arriving late from a concurrent request', async () => {
    const { store, client } = setup([
      { body: {}, headers: rotated('t3', '3000') },
      { body: {}, headers: rotated('t2', '2000') },
    ]);
    store.start(token('t1'), '7');
    await client.get('/a');
    await client.get('/b');
    expect(store.get().token?.accessToken).toBe('t3');
  });

  it('converts bodies to snake_case and answers to camelCase', async () => {
    const { store, client, requests } = setup([{ body: { data: { attributes: { location_id: 51 } } } }]);
    store.start(token('t1'), '7');
    const answer = await client.patch<{ data: { attributes: { locationId: number } } }>('/api/v1/users/7', {
      data: { type: 'users', attributes: { locationId: '51' } },
    });
    expect(JSON.parse(String(requests[0]?.init.body))).toEqual({
      data: { type: 'users', attributes: { location_id: '51' } },
    });
    expect(answer.data.attributes.locationId).toBe(51);
  });

  it('ends the session on a 401 of an authenticated call', async () => {
    const { store, client } = setup([
      { status: 401, body: { errors: [{ title: 'Unauthorized', detail: 'Sign in' }] } },
    ]);
    store.start(token('t1'), '7');
    await expect(client.get('/api/v1/users/7')).rejects.toBeInstanceOf(ApiError);
    expect(store.get().token).toBeNull();
    expect(store.get().userId).toBeNull();
  });

  it('does not touch the session on a failed public call', async () => {
    const { store, client } = setup([
      { status: 401, body: { success: false, errors: ['Invalid login credentials. Please try again.'] } },
    ]);
    const error = await client
      .post('/auth/sign_in', { email: 'a@b.c', password: 'x' }, { auth: false })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual({
      success: false,
      errors: ['Invalid login credentials. Please try again.'],
    });
    expect(store.get().token).toBeNull();
  });

  it('hands a file back whole as a blob, and a refused file as the JSON:API error', async () => {
    const refusal = { errors: [{ title: 'Forbidden', detail: 'Admins only' }] };
    const { store, client } = setup([{ body: 'id,name' }, { status: 403, body: refusal }]);
    store.start(token('t1'), '7');
    const file = await client.getBlob('/api/v1/admin_exports/users');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('"id,name"');
    const error = await client.getBlob('/api/v1/admin_exports/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(refusal);
  });

  it('writes Graphiti query keys with readable brackets', () => {
    expect(
      buildQueryString({
        'filter[organization_id][eq]': 5,
        sort: 'name',
        skip: undefined,
        include: ['a', 'b.c'],
      }),
    ).toBe('?filter[organization_id][eq]=5&sort=name&include=a%2Cb.c');
  });
});
