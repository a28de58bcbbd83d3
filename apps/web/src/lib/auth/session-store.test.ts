import { describe, expect, it } from 'vitest';
import type { AuthToken } from '../api/token';
import {
  createMemoryStorage,
  createSessionStore,
  sessionIdentity,
  TOKEN_KEY,
  USER_ID_KEY,
} from './session-store';

const token = (accessToken: string, client = 'c1'): AuthToken => ({
  accessToken,
  client,
  uid: 'viewer@example.org',
  expiry: '1000',
  tokenType: 'Bearer',
});

describe('session store', () => {
  it('keeps the token and user id in storage and restores them', () => {
    const storage = createMemoryStorage();
    createSessionStore(storage).start(token('t1'), '3');
    const restored = createSessionStore(storage).get();
    expect(restored.token?.accessToken).toBe('t1');
    expect(restored.userId).toBe('3');
  });

  it('forgets both on end and keeps the reason for the login page', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.start(token('t1'), '3');
    store.end({ error: 'Record not found' });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_ID_KEY)).toBeNull();
    expect(store.get()).toMatchObject({
      token: null,
      userId: null,
      error: 'Record not found',
      signedOut: false,
    });
  });

  it('adopts what another tab stored and tells its listeners', () => {
    const storage = createMemoryStorage();
    const store = createSessionStore(storage);
    store.start(token('t1'), '3');
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    // Another tab signs in as someone else.
    storage.setItem(TOKEN_KEY, JSON.stringify(token('t9', 'c2')));
    storage.setItem(USER_ID_KEY, '4');
    store.syncFromStorage(USER_ID_KEY);
    expect(store.get().userId).toBe('4');
    expect(store.get().token?.accessToken).toBe('t9');
    expect(notified).toBe(1);
    // Another tab signs out.
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(USER_ID_KEY);
    store.syncFromStorage(TOKEN_KEY);
    expect(store.get().token).toBeNull();
    store.syncFromStorage('some-other-key');
    expect(notified).toBe(2);
  });

  it('changes identity on sign-in, user or client change, not on a token rotation', () => {
    const store = createSessionStore(createMemoryStorage());
    expect(sessionIdentity(store.get())).toBe('');
    store.start(token('t1'), '3');
    const signedIn = sessionIdentity(store.get());
    store.rotate({ ...token('t2'), expiry: '2000' });
    expect(store.get().token?.accessToken).toBe('t2');
    expect(sessionIdentity(store.get())).toBe(signedIn);
    store.start(token('t3', 'c2'), '3');
    expect(sessionIdentity(store.get())).not.toBe(signedIn);
  });
});
