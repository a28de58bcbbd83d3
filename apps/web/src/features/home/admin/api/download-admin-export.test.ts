import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../lib/api/client';
import { createMemoryStorage, createSessionStore } from '../../../../lib/auth/session-store';
import { fetchAdminExport } from './download-admin-export';

const TOKEN = {
  accessToken: 't1',
  client: 'c1',
  uid: 'admin@example.org',
  expiry: '1000',
  tokenType: 'Bearer',
};
const ROTATED = { 'access-token': 't2', client: 'c1', uid: 'admin@example.org', expiry: '2000' };

function signedInStore() {
  const store = createSessionStore(createMemoryStorage());
  store.start(TOKEN, '1');
  return store;
}

describe('an admin record CSV', () => {
  it('is read with the session headers, kept whole as a file, and the rotated token is kept', async () => {
    const store = signedInStore();
    const seen: { url: string; headers: Record<string, string> }[] = [];
    const fetch = async (url: string | URL | Request, init?: RequestInit) => {
      seen.push({ url: String(url), headers: init?.headers as Record<string, string> });
      return new Response('id,name\r\n1,"=cmd"\r\n', {
        headers: { 'content-type': 'text/csv', ...ROTATED },
      });
    };
    const file = await fetchAdminExport('organizations', { store, fetch });
    expect(await file.text()).toBe('id,name\r\n1,"=cmd"\r\n');
    expect(seen[0]?.url).toBe('/api/v1/admin_exports/organizations');
    expect(seen[0]?.headers).toMatchObject({ 'access-token': 't1', uid: 'admin@example.org' });
    expect(store.get().token?.accessToken).toBe('t2');
  });

  it("fails with the server's error, and a refused token ends the session", async () => {
    const store = signedInStore();
    const refusal = { errors: [{ title: 'Forbidden', detail: 'Admins only' }] };
    const forbidden = async () => new Response(JSON.stringify(refusal), { status: 403 });
    const error = await fetchAdminExport('users', { store, fetch: forbidden }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).body).toEqual(refusal);

    const unauthorized = async () => new Response('{}', { status: 401 });
    await expect(fetchAdminExport('users', { store, fetch: unauthorized })).rejects.toBeInstanceOf(ApiError);
    expect(store.get().token).toBeNull();
  });
});
