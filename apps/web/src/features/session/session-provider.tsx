/**
 * Holds the session for the whole app (000 §4): with a stored token and user id it loads the profile
 * (a failed load ends the session, see get-profile). Changes made in other tabs arrive through the
 * `storage` event.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { SessionContext, type SessionState } from '../../lib/auth/session-context';
import { SIGNED_OUT_SESSION, sessionIdentity, sessionStore } from '../../lib/auth/session-store';
import { profileQueryOptions } from './api/get-profile';

const serverSession = () => SIGNED_OUT_SESSION;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, serverSession);
  const identity = sessionIdentity(session);
  const profile = useQuery(profileQueryOptions(session.userId, identity));

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => sessionStore.syncFromStorage(event.key);
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  // Data cached for one user never shows to the next one.
  const previousIdentity = useRef(identity);
  useEffect(() => {
    if (previousIdentity.current && previousIdentity.current !== identity) {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
    }
    previousIdentity.current = identity;
  }, [identity, queryClient]);

  const state = useMemo<SessionState>(() => {
    if (!identity)
      return { status: 'signedOut', user: null, error: session.error, byUser: session.signedOut };
    if (profile.data) return { status: 'signedIn', user: profile.data, error: null };
    return { status: 'loading', user: null, error: null };
  }, [identity, profile.data, session.error, session.signedOut]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
