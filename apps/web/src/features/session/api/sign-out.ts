/**
 * Logout (000 §2): ends the token on the server, then forgets the token, the user id and all cached data,
 * and closes the session's toasts (a "Deleted … successfully" must not greet the next person on /login).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api/client';
import { sessionStore } from '../../../lib/auth/session-store';
import { clearToasts } from '../../../lib/toasts';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await api.delete('/auth/sign_out');
    } catch {
      // The session ends here whatever the server answers.
    }
    sessionStore.end({ signedOut: true });
    queryClient.clear();
    clearToasts();
  }, [queryClient]);
}
