/**
 * The options screen's entry log (000 §2, §7 `GET /api/v1/entry_logs?page={n}&locationId={id}`): the
 * intake and outcome entries of one location, newest first, one page at a time.
 */
import { ENTRY_LOG_REFETCH_DELAY_MS } from '@sac/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { EntryLog } from '../../../lib/api/entry-log';
import { getPagedList } from '../../../lib/api/paged-list';

const entryLogsKey = (locationId: string) => ['locations', locationId, 'entry-logs'] as const;

export const locationEntryLogsQueryOptions = (locationId: string) => (page: number) => ({
  queryKey: [...entryLogsKey(locationId), page],
  queryFn: () =>
    getPagedList<EntryLog>(
      '/api/v1/entry_logs',
      {
        'filter[location_id][eq]': locationId,
        'filter[action][eq]': 'intake_outcome',
        sort: '-created_at',
      },
      page,
    ),
});

/** The spec's "refetch 1 second after entry": the entry screens call this after saving a month. */
export function refetchEntryLogsSoon(queryClient: QueryClient, locationId?: string) {
  return setTimeout(() => {
    void queryClient.invalidateQueries({
      queryKey: locationId ? entryLogsKey(locationId) : ['locations'],
      predicate: (query) => query.queryKey.includes('entry-logs'),
    });
  }, ENTRY_LOG_REFETCH_DELAY_MS);
}
