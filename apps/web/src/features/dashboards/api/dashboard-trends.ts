/**
 * The Analytics & Forecast dashboard's read (issue 15): GET /api/v1/dashboard_trends for an organization and
 * a period of months, optionally one location or one species. The server answers the intakes, outcomes and
 * live outcomes by month and species, and for each species (and all together) a 12-month forecast of intakes
 * and of outcomes after the period, with its 95% band and the months far outside what the history predicts.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';
import { type MonthPeriod, periodFilters } from '../../../lib/month-period';

export type TrendMonth = {
  month: string;
  species: string;
  intakes: number;
  outcomes: number;
  liveOutcomes: number;
};

export type TrendMeasure = 'intakes' | 'outcomes';

export type TrendForecast = {
  /** A species, or 'all'. */
  species: string;
  measure: TrendMeasure;
  /** Why there is no forecast; null when there is one. */
  unavailable: string | null;
  points: Array<{ month: string; mean: number; lower: number; upper: number }>;
  unusual: Array<{ month: string; value: number; expected: number; lower: number; upper: number }>;
};

export type DashboardTrends = Resource & {
  organizationId: number;
  from: string;
  to: string;
  locationId: number | null;
  species: string | null;
  monthsReported: number;
  /** Months whose entry is complete: what the forecast learns from. */
  completeMonths: number;
  months: TrendMonth[];
  forecasts: TrendForecast[];
};

export type TrendsFilters = {
  organizationId: string;
  period: MonthPeriod;
  locationId: string | null;
  species: string | null;
};

export function dashboardTrendsQuery(filters: TrendsFilters): Query {
  return {
    'filter[organization_id][eq]': filters.organizationId,
    ...periodFilters(filters.period),
    ...(filters.locationId ? { 'filter[location_id][eq]': filters.locationId } : {}),
    ...(filters.species ? { 'filter[species][eq]': filters.species } : {}),
  };
}

export function useDashboardTrends(filters: TrendsFilters) {
  return useQuery({
    queryKey: ['organizations', filters.organizationId, 'dashboard-trends', filters],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/dashboard_trends', dashboardTrendsQuery(filters));
      return normalizeOne<DashboardTrends>(doc).data;
    },
    placeholderData: keepPreviousData,
  });
}
