/** Logout (000 §2): ends the token on the server, then forgets the token, the user id and all cached data. */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api/client';
import { sessionStore } from '../../../lib/auth/session-store';

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
  }, [queryClient]);
}
