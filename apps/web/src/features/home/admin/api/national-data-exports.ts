/**
 * The national animal data exports (000 §7 `GET /api/v1/data_exports?sort=-created_at&page[number]=1&page[size]=1`,
 * docs/api-files.md "National files"): the latest one, whose state the admin home shows, and the latest
 * completed one, whose files it offers (the same when the latest has completed). While an export is being
 * generated the list is read again every few seconds; otherwise now and then, because the files' signed
 * links last an hour.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Query } from '../../../../lib/api/client';
import {
  type JsonApiDocument,
  normalizeMany,
  type Resource,
  resourceBody,
} from '../../../../lib/api/jsonapi';

export type DataExport = Resource & {
  status: 'started' | 'completed' | 'failed';
  createdAt: string;
  completedAt: string | null;
  rowCount: number | null;
  servicesRowCount: number | null;
  errorMessage: string | null;
  /** Signed links of the intake/outcome and the services CSVs, once completed. */
  dataCsv: string | null;
  servicesCsv: string | null;
};

export const GENERATING_POLL_MS = 3_000;
const LINK_REFRESH_MS = 30 * 60_000;

async function latestDataExport(filter: Query = {}): Promise<DataExport | null> {
  const doc = await api.get<JsonApiDocument>('/api/v1/data_exports', {
    sort: '-created_at',
    'page[number]': 1,
    'page[size]': 1,
    ...filter,
  });
  return normalizeMany<DataExport>(doc).data[0] ?? null;
}

export const nationalDataExportsQueryOptions = () =>
  queryOptions({
    queryKey: ['data-exports', 'latest'],
    queryFn: async () => {
      const latest = await latestDataExport();
      const completed =
        !latest || latest.status === 'completed'
          ? latest
          : await latestDataExport({ 'filter[status][eq]': 'completed' });
      return { latest, completed };
    },
    refetchInterval: (query) =>
      query.state.data?.latest?.status === 'started' ? GENERATING_POLL_MS : LINK_REFRESH_MS,
  });

/** Queues a national export now (201 a new one, 200 the one already running), then reads the list again. */
export function useCreateDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/v1/data_exports', resourceBody('data_exports', {})),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['data-exports'] }),
  });
}
