/**
 * Coalition Analytics' read (002 §2.9, built natively): GET /api/v1/coalition_analytics for a coalition and a
 * period of months (YYYY-MM, at most ten years, not after this month). The server answers, for the shared
 * intake/outcome data of the active contributors, the months' totals and rates, the totals by month and
 * species, and each contributor's figures with the coalition's medians.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Query } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

/** A period of whole months, each as YYYY-MM. */
export type AnalyticsPeriod = { from: string; to: string };

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

/** The longest period the server answers (ten years). */
export const MAX_PERIOD_MONTHS = 120;

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM of a month counted from year 0 (year × 12 + month − 1). */
export const monthKey = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
export const monthIndexOf = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;

/** The default period: the last twelve complete months (this month is still being entered). */
export function defaultPeriod(now: Date): AnalyticsPeriod {
  const last = now.getFullYear() * 12 + now.getMonth() - 1;
  return { from: monthKey(last - 11), to: monthKey(last) };
}

export function coalitionAnalyticsQuery(coalitionId: string, period: AnalyticsPeriod): Query {
  return {
    'filter[coalition_id][eq]': coalitionId,
    'filter[from][eq]': period.from,
    'filter[to][eq]': period.to,
  };
}

export function useCoalitionAnalytics(coalitionId: string, period: AnalyticsPeriod) {
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
