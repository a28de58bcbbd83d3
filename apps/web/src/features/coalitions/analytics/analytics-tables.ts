/**
 * The numbers behind each Coalition Analytics chart (002 §2.9): one table per chart, shown by its "Show table"
 * toggle and written, as shown, to its CSV. Rates are percentages with one decimal, N/A without a denominator.
 */
import { SPECIES_KEYS, type Species, speciesLabel } from '@sac/domain';
import { monthLabel } from '../../../lib/month-period';
import type { ChartTable, ChartTableCell } from '../../../lib/ui/chart-panel';
import type { AnalyticsMonth, CoalitionAnalytics } from '../api/coalition-analytics';

export type Cell = ChartTableCell;
export type AnalyticsTable = ChartTable;

/** 'all', or one species key: the intake and outcome trend's toggle. */
export type SpeciesChoice = 'all' | string;

export const percent = (rate: number | null) => (rate === null ? 'N/A' : `${(rate * 100).toFixed(1)}%`);

/** A rate as a chart value: a percentage rounded to one decimal, null without a denominator. */
export const chartPercent = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

export const speciesName = (key: string) => speciesLabel(key as Species);

/** The species with shared records in the period, in the domain's order of SPECIES where known. */
export function speciesOf(analytics: CoalitionAnalytics): string[] {
  const order = (key: string) => {
    const index = (SPECIES_KEYS as string[]).indexOf(key);
    return index === -1 ? SPECIES_KEYS.length : index;
  };
  return [...new Set(analytics.speciesMonths.map((s) => s.species))].sort((a, b) => order(a) - order(b));
}

/** Intakes and outcomes by month, of every species or one. */
export function trendRows(analytics: CoalitionAnalytics, species: SpeciesChoice) {
  if (species === 'all')
    return analytics.months.map((m) => ({
      month: m.month,
      intakes: m.intakes,
      outcomes: m.outcomes,
      liveOutcomes: m.liveOutcomes,
    }));
  const bySpecies = new Map(
    analytics.speciesMonths.filter((s) => s.species === species).map((s) => [s.month, s]),
  );
  return analytics.months.map((m) => {
    const s = bySpecies.get(m.month);
    return {
      month: m.month,
      intakes: s?.intakes ?? 0,
      outcomes: s?.outcomes ?? 0,
      liveOutcomes: s?.liveOutcomes ?? 0,
    };
  });
}

export function trendTable(analytics: CoalitionAnalytics, species: SpeciesChoice): AnalyticsTable {
  return {
    columns: ['Month', 'Species', 'Intakes', 'Outcomes', 'Live outcomes'],
    rows: trendRows(analytics, species).map((r) => [
      monthLabel(r.month),
      species === 'all' ? 'All species' : speciesName(species),
      r.intakes,
      r.outcomes,
      r.liveOutcomes,
    ]),
  };
}

export function liveReleaseTable(months: AnalyticsMonth[]): AnalyticsTable {
  return {
    columns: ['Month', 'Live outcomes', 'All outcomes', 'Live-release rate'],
    rows: months.map((m) => [monthLabel(m.month), m.liveOutcomes, m.outcomes, percent(m.liveReleaseRate)]),
  };
}

export function reportingTable(analytics: CoalitionAnalytics): AnalyticsTable {
  return {
    columns: ['Month', 'Contributors complete', 'Active contributors', 'Reporting rate'],
    rows: analytics.months.map((m) => [
      monthLabel(m.month),
      m.completeContributors,
      analytics.contributorCount,
      percent(m.reportingRate),
    ]),
  };
}

export const CONTRIBUTOR_METRICS = ['liveReleaseRate', 'intakes'] as const;
export type ContributorMetric = (typeof CONTRIBUTOR_METRICS)[number];
export const METRIC_LABELS: Record<ContributorMetric, string> = {
  liveReleaseRate: 'Live-release rate',
  intakes: 'Intakes',
};

export const MEDIAN_LABEL = 'Coalition median';

export function contributorsTable(analytics: CoalitionAnalytics): AnalyticsTable {
  return {
    columns: ['Contributor', 'Intakes', 'Live outcomes', 'All outcomes', 'Live-release rate'],
    rows: [
      ...analytics.contributors.map((c) => [
        c.name,
        c.intakes,
        c.liveOutcomes,
        c.outcomes,
        percent(c.liveReleaseRate),
      ]),
      [MEDIAN_LABEL, analytics.median.intakes ?? 'N/A', '', '', percent(analytics.median.liveReleaseRate)],
    ],
  };
}
