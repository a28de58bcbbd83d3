/**
 * Coalition Analytics' read (002 §2.9, built natively): GET /api/v1/coalition_analytics for a coalition and a
 * period of months (YYYY-MM, at most ten years, not after this month). The server answers, for the shared
 * intake/outcome data of the active contributors, the months' totals and rates, the totals by month and
 * species, and each contributor's figures with the coalition's medians.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';
import { type MonthPeriod, periodFilters } from '../../../lib/month-period';

export type AnalyticsMonth = {
  month: string;
  intakes: number;
  outcomes: number;
  liveOutcomes: number;
  /** live outcomes ÷ all outcomes; null without outcomes */
  liveReleaseRate: number | null;
  completeContributors: number;
  /** contributors whose month is complete ÷ active contributors sharing intake/outcome */
  reportingRate: number | null;
};

export type AnalyticsSpeciesMonth = {
  month: string;
  species: string;
  intakes: number;
  outcomes: number;
  liveOutcomes: number;
};

export type AnalyticsContributor = {
  organizationId: number;
  name: string;
  intakes: number;
  outcomes: number;
  liveOutcomes: number;
  liveReleaseRate: number | null;
};

export type CoalitionAnalytics = Resource & {
  coalitionId: number;
  from: string;
  to: string;
  contributorCount: number;
  months: AnalyticsMonth[];
  speciesMonths: AnalyticsSpeciesMonth[];
  contributors: AnalyticsContributor[];
  median: { intakes: number | null; liveReleaseRate: number | null };
};

export function coalitionAnalyticsQuery(coalitionId: string, period: MonthPeriod): Query {
  return {
    'filter[coalition_id][eq]': coalitionId,
    ...periodFilters(period),
  };
}

export function useCoalitionAnalytics(coalitionId: string, period: MonthPeriod) {
  return useQuery({
    queryKey: ['coalitions', coalitionId, 'analytics', period],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(
        '/api/v1/coalition_analytics',
        coalitionAnalyticsQuery(coalitionId, period),
      );
      return normalizeOne<CoalitionAnalytics>(doc).data;
    },
    placeholderData: keepPreviousData,
  });
}
