/** The data entry log of an organization (001 §2, §7 `GET /api/v1/entry_logs`), newest first, paged. */
import type { EntryLog } from '../../../lib/api/entry-log';
import { getPagedList } from '../../../lib/api/paged-list';

export const entryLogsQueryOptions = (organizationId: string) => (page: number) => ({
  queryKey: ['organizations', organizationId, 'entry-logs', page],
  queryFn: () =>
    getPagedList<EntryLog>(
      '/api/v1/entry_logs',
      { 'filter[organization_id][eq]': organizationId, sort: '-created_at' },
      page,
    ),
});
