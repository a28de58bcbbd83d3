/**
 * The numbers behind the Analytics & Forecast charts (issue 15): for intakes or outcomes, each month of the
 * period as reported (summed over the species shown; empty when the organization reported nothing that
 * month), then the twelve forecast months with the forecast and its 95% band.
 */
import { formatInteger } from '@sac/domain';
import { monthIndexOf, monthKey, monthLabel } from '../../lib/month-period';
import type { ChartTable } from '../../lib/ui/chart-panel';
import type { DashboardTrends, TrendForecast, TrendMeasure } from './api/dashboard-trends';

export const MEASURE_LABELS: Record<TrendMeasure, string> = { intakes: 'Intakes', outcomes: 'Outcomes' };

/** One point of a trend chart: a month, and what of it is known. */
export type TrendRow = {
  month: string;
  reported: number | null;
  forecast: number | null;
  lower: number | null;
  upper: number | null;
};

/** The forecast of the species shown: that species', or all species' together. */
export function forecastShown(trends: DashboardTrends, measure: TrendMeasure): TrendForecast | undefined {
  const species = trends.species ?? 'all';
  return trends.forecasts.find((f) => f.species === species && f.measure === measure);
}

export function trendRows(trends: DashboardTrends, measure: TrendMeasure): TrendRow[] {
  const sums = new Map<string, number>();
  for (const month of trends.months) sums.set(month.month, (sums.get(month.month) ?? 0) + month[measure]);
  const rows: TrendRow[] = [];
  for (let index = monthIndexOf(trends.from); index <= monthIndexOf(trends.to); index += 1) {
    const month = monthKey(index);
    rows.push({ month, reported: sums.get(month) ?? null, forecast: null, lower: null, upper: null });
  }
  for (const point of forecastShown(trends, measure)?.points ?? []) {
    const round = (value: number) => Math.round(value);
    rows.push({
      month: point.month,
      reported: null,
      forecast: round(point.mean),
      lower: round(point.lower),
      upper: round(point.upper),
    });
  }
  return rows;
}

const cell = (value: number | null) => (value === null ? '' : value);

export function trendTable(trends: DashboardTrends, measure: TrendMeasure): ChartTable {
  return {
    columns: ['Month', `${MEASURE_LABELS[measure]} reported`, 'Forecast', '95% low', '95% high'],
    rows: trendRows(trends, measure).map((row) => [
      monthLabel(row.month),
      cell(row.reported),
      cell(row.forecast),
      cell(row.lower),
      cell(row.upper),
    ]),
  };
}

/** The warning of a month far from what the history predicts, in words. */
export function unusualText(measure: TrendMeasure, month: TrendForecast['unusual'][number]): string {
  const noun = MEASURE_LABELS[measure].toLowerCase();
  return (
    `${monthLabel(month.month)}: ${formatInteger(month.value)} ${noun} reported, where the organization's ` +
    `history predicts ${formatInteger(Math.round(month.lower))} to ${formatInteger(Math.round(month.upper))}.`
  );
}
