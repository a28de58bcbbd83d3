/** `GET /api/v1/health`: whether the server keeps a development mailbox (`meta.dev_mailbox`). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

type HealthAnswer = { meta?: { status?: string; devMailbox?: boolean } };

export function useDevMailboxEnabled(): boolean {
  const health = useQuery({
    queryKey: ['health'],
    queryFn: () => api.get<HealthAnswer>('/api/v1/health', undefined, { auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return health.data?.meta?.devMailbox === true;
}
