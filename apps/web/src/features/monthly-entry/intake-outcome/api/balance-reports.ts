/** The balance check of a location-month (GET /api/v1/balance_reports, issue 4 §8): one row per species. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../../lib/api/jsonapi';
import type { MonthTarget } from '../../api/month-records';
import type { BalanceReport } from '../balance-warning';

export const balanceReportsQueryOptions = ({ locationId, year, month }: MonthTarget) =>
  queryOptions({
    queryKey: ['balance-reports', locationId, year, month],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/balance_reports', {
        'filter[location_id][eq]': locationId,
        'filter[year][eq]': year,
        'filter[month][eq]': month,
      });
      return normalizeMany<Resource & BalanceReport>(doc).data;
    },
  });
