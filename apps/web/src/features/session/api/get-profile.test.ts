/**
 * The stored session's profile is asked for before the app's first render (start-app.tsx), once: the
 * session provider's own query then finds it loaded instead of asking again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionIdentity, sessionStore } from '../../../lib/auth/session-store';
import { createQueryClient } from '../../../lib/query-client';
import { profileDocument } from '../../../test/demo-users';
import { fakeApi } from '../../../test/fake-api';
import { prefetchSessionProfile, profileQueryOptions } from './get-profile';

const TOKEN = {
  accessToken: 'a',
  client: 'c',
  uid: 'manager@example.org',
  expiry: '4102444800',
  tokenType: 'Bearer',
};

describe('prefetchSessionProfile', () => {
  afterEach(() => sessionStore.end());

  it('asks for the stored user’s profile at once, and the session’s query reads it without asking again', async () => {
    sessionStore.start(TOKEN, '7');
    const server = fakeApi({ 'GET /api/v1/users/7': () => ({ body: profileDocument('manager') }) });
    const client = createQueryClient();

    prefetchSessionProfile(client);

    await vi.waitFor(() => expect(server.requests.map((r) => r.path)).toEqual(['/api/v1/users/7']));
    const identity = sessionIdentity(sessionStore.get());
    const profile = await client.fetchQuery(profileQueryOptions('7', identity));
    expect(profile.email).toBe('manager@example.org');
    expect(server.requests).toHaveLength(1);
  });

  it('asks for nothing without a stored session', async () => {
    sessionStore.end();
    const server = fakeApi({});
    prefetchSessionProfile(createQueryClient());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).toEqual([]);
  });
});
