/**
 * A location's month statuses of one year (000 §7 `GET /api/v1/data_entry_status`, docs/api-statuses.md):
 * twelve rows of { month, status }, read by the home's status tiles and the options screen's month picker
 * under one query key. The matrix screens invalidate the `['data-entry-status']` prefix after a save, so both
 * follow.
 */
import { queryOptions } from '@tanstack/react-query';
import type { EntryAction } from '../paths';
import { api } from './client';
import { type JsonApiDocument, normalizeMany, type Resource } from './jsonapi';

export type MonthStatusRow = { month: number; status: string | null };

type StatusResource = Resource & { month: number; status: string | null };

export const monthStatusesQueryOptions = (locationId: string, action: EntryAction, year: number) =>
  queryOptions({
    queryKey: ['data-entry-status', locationId, action, year],
    queryFn: async (): Promise<MonthStatusRow[]> => {
      const doc = await api.get<JsonApiDocument>('/api/v1/data_entry_status', {
        'filter[location_id][eq]': locationId,
        'filter[year][eq]': year,
        'filter[action][eq]': action === 'services' ? 'services' : undefined,
      });
      return normalizeMany<StatusResource>(doc).data.map(({ month, status }) => ({
        month: Number(month),
        status,
      }));
    },
  });
