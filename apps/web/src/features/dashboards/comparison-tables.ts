/**
 * The numbers behind the Comparison dashboard's charts (issue 15): each metric as a row of the organization's
 * value, the peer median and the interquartile range, in percent; the peer group in words.
 */
import {
  CANADIAN_PROVINCES,
  COMPARISON_METRIC_LABELS,
  type ComparisonMetric,
  INTAKE_BANDS,
  INTAKE_CATEGORIES,
  US_STATES,
} from '@sac/domain';
import { periodLabel } from '../../lib/month-period';
import type { ChartTable } from '../../lib/ui/chart-panel';
import type { ComparisonFigure, DashboardComparison } from './api/dashboard-comparison';

/** One row of a comparison chart: a metric (or an intake category) and its figures. */
export type ComparisonRow = { key: string; label: string; figure: ComparisonFigure };

/** A fraction as a percentage with one decimal; '—' when there is none. */
export const percentText = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)}%`);

const categoryLabel = (key: string | null) =>
  INTAKE_CATEGORIES.find((category) => category.key === key)?.label ?? key ?? '';

/** The rows of the given metrics, in the server's order; intake shares named by their category. */
export function comparisonRows(
  comparison: DashboardComparison,
  metrics: readonly ComparisonMetric[],
): ComparisonRow[] {
  return comparison.metrics
    .filter((figure) => metrics.includes(figure.metric))
    .map((figure) => ({
      key: `${figure.metric}-${figure.category ?? ''}`,
      label:
        figure.metric === 'intake_share'
          ? categoryLabel(figure.category)
          : COMPARISON_METRIC_LABELS[figure.metric],
      figure,
    }));
}

export const COMPARISON_COLUMNS = ['Metric', 'This organization', 'Peer median', 'Peer 25th–75th percentile'];

export function comparisonTable(rows: readonly ComparisonRow[]): ChartTable {
  return {
    columns: COMPARISON_COLUMNS,
    rows: rows.map(({ label, figure }) => [
      label,
      percentText(figure.value),
      percentText(figure.peerMedian),
      figure.peerQ1 === null || figure.peerQ3 === null
        ? '—'
        : `${percentText(figure.peerQ1)} to ${percentText(figure.peerQ3)}`,
    ]),
  };
}

const regionName = ({ usState, provinceOrTerritory }: DashboardComparison['peerGroup']) =>
  US_STATES.find((s) => s.code === usState)?.name ??
  CANADIAN_PROVINCES.find((p) => p.code === provinceOrTerritory)?.name ??
  usState ??
  provinceOrTerritory;

/** The peer group in words, or null when the organization has none (no type, region or intakes). */
export function peerGroupText(comparison: DashboardComparison): string | null {
  const group = comparison.peerGroup;
  const region = regionName(group);
  const band = INTAKE_BANDS.find((b) => b.key === group.intakeBand);
  if (!region || !group.organizationType || !band) return null;
  const peers = comparison.peerCount === 1 ? '1 organization' : `${comparison.peerCount} organizations`;
  const annual =
    group.annualIntake === null
      ? ''
      : ` (this organization: about ${group.annualIntake.toLocaleString('en-US')} a year)`;
  return (
    `Compared with ${peers} in ${region} of the same type (${group.organizationType}) and the same intake ` +
    `band, ${band.label}${annual}, over ${periodLabel(comparison.from, comparison.to)}. Only organizations ` +
    'that share their data are compared, and none is named.'
  );
}
