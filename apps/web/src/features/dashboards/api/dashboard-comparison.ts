/**
 * The Comparison dashboard's read (issue 15): GET /api/v1/dashboard_comparison for an organization and a
 * period of months. The server answers the peer group (state or province, type, intake band, number of
 * peers) and, per metric, the organization's value beside its peers' quartiles (never naming a peer).
 */
import type { ComparisonMetric, IntakeBandKey } from '@sac/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';
import { type MonthPeriod, periodFilters } from '../../../lib/month-period';

/** Fractions (0–1); the peer figures are null with fewer than the least number of peers. */
export type ComparisonFigure = {
  metric: ComparisonMetric;
  category: string | null;
  value: number | null;
  peerCount: number;
  peerQ1: number | null;
  peerMedian: number | null;
  peerQ3: number | null;
};

export type DashboardComparison = Resource & {
  organizationId: number;
  from: string;
  to: string;
  months: number;
  peerGroup: {
    organizationType: string | null;
    usState: string | null;
    provinceOrTerritory: string | null;
    intakeBand: IntakeBandKey | null;
    annualIntake: number | null;
  };
  peerCount: number;
  minPeers: number;
  comparable: boolean;
  metrics: ComparisonFigure[];
};

export type ComparisonFilters = { organizationId: string; period: MonthPeriod };

export function dashboardComparisonQuery(filters: ComparisonFilters): Query {
  return {
    'filter[organization_id][eq]': filters.organizationId,
    ...periodFilters(filters.period),
  };
}

export function useDashboardComparison(filters: ComparisonFilters) {
  return useQuery({
    queryKey: ['organizations', filters.organizationId, 'dashboard-comparison', filters],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(
        '/api/v1/dashboard_comparison',
        dashboardComparisonQuery(filters),
      );
      return normalizeOne<DashboardComparison>(doc).data;
    },
    placeholderData: keepPreviousData,
  });
}
