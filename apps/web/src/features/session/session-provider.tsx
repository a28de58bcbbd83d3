/**
 * Holds the session for the whole app (000 §4): with a stored token and user id it loads the profile
 * (a failed load ends the session, see get-profile). Changes made in other tabs arrive through the
 * `storage` event.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
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

  // The first arrival of the profile draws the whole signed-in app (shell and page) at once: that render
  // runs in the background, in slices that leave the page responsive (on a slow phone it blocked the page
  // for 350 ms as one task). Every other change (sign-out, a switch) applies at once.
  const deferred = useDeferredValue(state);
  const value = state.status === 'signedIn' && deferred.status === 'loading' ? deferred : state;

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
