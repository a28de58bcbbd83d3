/**
 * The totals dashboards' read (issue 15): GET /api/v1/dashboard_totals for an organization, a kind of data
 * (intake/outcome or community services) and a period of months, optionally one location or one species.
 * The server answers every category × species × age group summed over the period and over the same months a
 * year before, with the number of months that have records in each.
 */
import type { EntryAction } from '@sac/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';
import { type MonthPeriod, periodFilters } from '../../../lib/month-period';

export type DashboardTotalCell = {
  category: string;
  species: string;
  ageGroup: string;
  total: number;
  previousTotal: number;
};

export type DashboardTotals = Resource & {
  organizationId: number;
  action: EntryAction;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  locationId: number | null;
  species: string | null;
  monthsReported: number;
  previousMonthsReported: number;
  cells: DashboardTotalCell[];
};

export type TotalsFilters = {
  organizationId: string;
  action: EntryAction;
  period: MonthPeriod;
  /** One location's id; null: All Locations. */
  locationId: string | null;
  /** One species; null: every species. */
  species: string | null;
};

export function dashboardTotalsQuery(filters: TotalsFilters): Query {
  return {
    'filter[organization_id][eq]': filters.organizationId,
    'filter[action][eq]': filters.action,
    ...periodFilters(filters.period),
    ...(filters.locationId ? { 'filter[location_id][eq]': filters.locationId } : {}),
    ...(filters.species ? { 'filter[species][eq]': filters.species } : {}),
  };
}

export function useDashboardTotals(filters: TotalsFilters) {
  return useQuery({
    queryKey: ['organizations', filters.organizationId, 'dashboard-totals', filters],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/dashboard_totals', dashboardTotalsQuery(filters));
      return normalizeOne<DashboardTotals>(doc).data;
    },
    placeholderData: keepPreviousData,
  });
}
