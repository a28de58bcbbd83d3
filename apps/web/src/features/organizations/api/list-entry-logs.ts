/** The data entry log of an organization (001 §2, §7 `GET /api/v1/entry_logs`), newest first, paged. */
import { LIST_PAGE_SIZE } from '@sac/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource, totalCount } from '../../../lib/api/jsonapi';

export type EntryLog = Resource & {
  createdAt: string;
  updatedAt: string;
  month: number;
  year: number;
  channel: string | null;
  locationId: number | string | null;
};

export type EntryLogsPage = { logs: EntryLog[]; total: number };

export async function listEntryLogs(organizationId: string, page: number): Promise<EntryLogsPage> {
  const doc = await api.get<JsonApiDocument>('/api/v1/entry_logs', {
    'filter[organization_id][eq]': organizationId,
    'page[number]': page,
    'page[size]': LIST_PAGE_SIZE,
    'stats[total]': 'count',
    sort: '-created_at',
  });
  const { data, meta } = normalizeMany<EntryLog>(doc);
  return { logs: data, total: totalCount(meta) ?? data.length };
}

export const entryLogsQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'entry-logs', page],
    queryFn: () => listEntryLogs(organizationId, page),
    placeholderData: keepPreviousData,
  });
