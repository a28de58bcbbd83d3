/**
 * The Rehome dashboard's read (issue 15): GET /api/v1/dashboard_rehome for a tax id (an EIN or a business
 * number, nine digits) and a period of months. The server answers, for the organizations of that tax id the
 * user may read, the owner surrenders and the keep-home services of every month and of the period, by
 * category; no readable organization with that tax id is a 404.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';
import { type MonthPeriod, periodFilters } from '../../../lib/month-period';

export type RehomeKind = 'owner_surrender' | 'keep_home_service';

export type RehomeCategoryTotal = { category: string; kind: RehomeKind; total: number };

export type RehomeMonth = {
  month: string;
  /** Whether any of the organizations has a record of the month. */
  reported: boolean;
  ownerSurrenders: number;
  keepHomeServices: number;
  categories: RehomeCategoryTotal[];
};

export type DashboardRehome = Resource & {
  taxId: string;
  from: string;
  to: string;
  organizations: Array<{ id: number; name: string; country: string }>;
  monthsReported: number;
  months: RehomeMonth[];
  totals: { ownerSurrenders: number; keepHomeServices: number; categories: RehomeCategoryTotal[] };
  /** Keep-home services per owner surrender over the period; null without surrenders. */
  servicesPerSurrender: number | null;
};

export type RehomeFilters = { taxId: string; period: MonthPeriod };

export function dashboardRehomeQuery(filters: RehomeFilters): Query {
  return {
    'filter[tax_id][eq]': filters.taxId,
    ...periodFilters(filters.period),
  };
}

/** Waits for a tax id: an administrator's starts empty. */
export function useDashboardRehome(filters: RehomeFilters) {
  return useQuery({
    queryKey: ['dashboard-rehome', filters],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/dashboard_rehome', dashboardRehomeQuery(filters));
      return normalizeOne<DashboardRehome>(doc).data;
    },
    enabled: filters.taxId !== '',
    placeholderData: keepPreviousData,
  });
}
