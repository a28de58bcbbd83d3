/**
 * What a write to a location-month changes elsewhere: its records, the month statuses (tiles and
 * Details panel), the year-to-date table, the yearly graph and the balance check; the entry log is read
 * again a second later (000 §7, §9), once the server has written it.
 */
import { ENTRY_LOG_REFETCH_DELAY_MS } from '@sac/domain';
import type { QueryClient } from '@tanstack/react-query';

export const DEPENDENT_QUERY_PREFIXES = [
  ['data-entry-status'],
  ['ytd-species-totals'],
  ['year-records'],
  ['balance-reports'],
  ['annual-intake-totals'],
] as const;

/** One location, or every location a write touched (a CSV upload): the shared queries are read once. */
export async function refreshAfterWrite(queryClient: QueryClient, locationIds: string | readonly string[]) {
  const written = new Set(typeof locationIds === 'string' ? [locationIds] : locationIds);
  await Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'month-records' && written.has(query.queryKey[2] as string),
    }),
    ...DEPENDENT_QUERY_PREFIXES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** The spec's "refetch 1 second after entry" for every entry log on screen or in the cache. */
export function refetchEntryLogsSoon(queryClient: QueryClient) {
  return setTimeout(() => {
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes('entry-logs') });
  }, ENTRY_LOG_REFETCH_DELAY_MS);
}
