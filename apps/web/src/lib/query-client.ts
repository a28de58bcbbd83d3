/** Server state defaults (ARCHITECTURE, 002 §9): fresh for 5 minutes, no retry, no refetch on focus. */
import { QUERY_STALE_TIME_MS } from '@sac/domain';
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
