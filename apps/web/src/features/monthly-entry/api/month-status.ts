/**
 * The entry status of one location-month (000 §7 `GET /api/v1/data_entry_status?filter[location_id][eq]
 * &filter[year][eq]&filter[month][eq]`, `filter[action][eq]=services` for services): `data[0].attributes.status`.
 */
import type { EntryAction } from '@sac/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import type { JsonApiDocument } from '../../../lib/api/jsonapi';
import type { MonthTarget } from './month-records';

export type MonthStatusInput = MonthTarget & { action: EntryAction };

export const monthStatusQueryOptions = ({ locationId, year, month, action }: MonthStatusInput) =>
  queryOptions({
    queryKey: ['data-entry-status', locationId, action, year, month],
    queryFn: async (): Promise<string | null> => {
      const doc = await api.get<JsonApiDocument>('/api/v1/data_entry_status', {
        'filter[location_id][eq]': locationId,
        'filter[year][eq]': year,
        'filter[month][eq]': month,
        'filter[action][eq]': action,
      });
      const rows = Array.isArray(doc.data) ? doc.data : [];
      const status = rows[0]?.attributes?.status;
      return typeof status === 'string' ? status : null;
    },
  });
