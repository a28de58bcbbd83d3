/**
 * The month statuses the options screen's picker shows (000 §7 `GET /api/v1/data_entry_status`,
 * docs/api-statuses.md): a location's twelve { month, status } rows of one year, under the same query key
 * and shape as the home's status tiles, so a month saved on the matrix (which invalidates
 * `['data-entry-status']`) reads afresh here too.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../lib/api/jsonapi';
import type { EntryAction } from '../../../lib/paths';

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
