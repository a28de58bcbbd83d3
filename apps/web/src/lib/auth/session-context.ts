/**
 * What every page knows about the session. The provider (features/session) loads the profile; pages,
 * guards and the shell read it through these hooks.
 */
import { createContext, useContext } from 'react';
import type { CurrentUser } from './current-user';

export type SessionState =
  /** `byUser`: the user signed out in this tab (rather than never signing in, or the session expiring). */
  | { status: 'signedOut'; user: null; error: string | null; byUser: boolean }
  | { status: 'loading'; user: null; error: null }
  | { status: 'signedIn'; user: CurrentUser; error: null };

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the SessionProvider');
  return session;
}

/** The signed-in user, for pages that only render behind a signed-in guard. */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useCurrentUser needs a signed-in user');
  return session.user;
}
