/**
 * The session kept in the browser (000 §3, §4): the token and the user id in localStorage, plus the
 * last session error for the login page. Other tabs share the same storage: when they sign in, sign
 * out or switch user, the `storage` event brings the change here.
 */
import { type AuthToken, isAuthToken, nextToken } from '../api/token';

export const TOKEN_KEY = 'sac.auth-token';
export const USER_ID_KEY = 'sac.user-id';

export type Session = {
  token: AuthToken | null;
  userId: string | null;
  /** Why the last session ended, shown on the login page. */
  error: string | null;
  /** The user signed out here: the login page starts afresh instead of offering a way back. */
  signedOut: boolean;
};

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readToken(storage: KeyValueStorage): AuthToken | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TOKEN_KEY) ?? 'null');
    return isAuthToken(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createSessionStore(storage: KeyValueStorage) {
  let session: Session = {
    token: readToken(storage),
    userId: storage.getItem(USER_ID_KEY),
    error: null,
    signedOut: false,
  };
  const listeners = new Set<() => void>();

  function set(next: Session) {
    session = next;
    for (const listener of listeners) listener();
  }

  function persist(token: AuthToken | null, userId: string | null) {
    if (token) storage.setItem(TOKEN_KEY, JSON.stringify(token));
    else storage.removeItem(TOKEN_KEY);
    if (userId) storage.setItem(USER_ID_KEY, userId);
    else storage.removeItem(USER_ID_KEY);
  }

  return {
    get: (): Session => session,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(token: AuthToken, userId: string) {
      persist(token, userId);
      set({ token, userId, error: null, signedOut: false });
    },
    /** Keeps a token a response handed out; older or absent ones leave the current token in place. */
    rotate(received: AuthToken | null) {
      if (!session.token) return;
      const token = nextToken(session.token, received);
      if (token === session.token) return;
      persist(token, session.userId);
      set({ ...session, token });
    },
    end({ error = null, signedOut = false }: { error?: string | null; signedOut?: boolean } = {}) {
      persist(null, null);
      set({ token: null, userId: null, error, signedOut });
    },
    clearError() {
      if (session.error) set({ ...session, error: null });
    },
    /** Adopts what another tab stored (a `storage` event for one of our keys). */
    syncFromStorage(key: string | null) {
      if (key !== null && key !== TOKEN_KEY && key !== USER_ID_KEY) return;
      const token = readToken(storage);
      const userId = storage.getItem(USER_ID_KEY);
      if (token?.accessToken === session.token?.accessToken && userId === session.userId) return;
      set({ token, userId, error: null, signedOut: false });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Storage for environments without localStorage (tests, private modes that throw). */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Storage disabled by the browser: the session lasts as long as the page.
  }
  return createMemoryStorage();
}

export const sessionStore = createSessionStore(browserStorage());

/** What a page rendered ahead of time (at build, without a browser) shows: nobody is signed in. */
export const SIGNED_OUT_SESSION: Session = { token: null, userId: null, error: null, signedOut: false };

/** Whether this browser holds a session (a token and a user id), before anything has been loaded. */
export function hasStoredSession(): boolean {
  return sessionIdentity(sessionStore.get()) !== '';
}

/** A session identity changes on sign-in, sign-out or a user switch, not on a token rotation. */
export function sessionIdentity(session: Session): string {
  return session.token && session.userId
    ? `${session.userId}:${session.token.uid}:${session.token.client}`
    : '';
}
