/**
 * The numbers behind the totals dashboards' charts (issue 15): the period's cells summed by category, by
 * species and by age group, each beside the same months a year before and the change between them. Each table
 * is shown by its chart's "Show table" toggle and written, as shown, to its CSV.
 */
import {
  AGE_GROUPS,
  type CategoryDef,
  type EntryAction,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
  SPECIES,
} from '@sac/domain';
import { periodLabel } from '../../lib/month-period';
import type { ChartTable } from '../../lib/ui/chart-panel';
import type { DashboardTotalCell, DashboardTotals } from './api/dashboard-totals';

/** One bar of a totals chart: a category, species or age group and its two sums. */
export type TotalsRow = { key: string; label: string; total: number; previousTotal: number };

/**
 * The change from a year before, in words that read the same on screen and in a spreadsheet (a cell starting
 * with + or - would be taken for a formula): 'up 12.5%', 'down 3.0%', 'no change'; 'new' from nothing; '—'
 * when the year before has no records at all.
 */
export function changeText(total: number, previousTotal: number, previousReported: boolean): string {
  if (!previousReported) return '—';
  if (previousTotal === 0) return total === 0 ? 'no change' : 'new';
  const change = ((total - previousTotal) / previousTotal) * 100;
  const text = `${Math.abs(change).toFixed(1)}%`;
  return change > 0 ? `up ${text}` : change < 0 ? `down ${text}` : 'no change';
}

function sumBy(cells: readonly DashboardTotalCell[], keyOf: (cell: DashboardTotalCell) => string) {
  const sums = new Map<string, { total: number; previousTotal: number }>();
  for (const cell of cells) {
    const key = keyOf(cell);
    const sum = sums.get(key) ?? { total: 0, previousTotal: 0 };
    sum.total += cell.total;
    sum.previousTotal += cell.previousTotal;
    sums.set(key, sum);
  }
  return sums;
}

/**
 * The categories of a list, in its order: every current category, and a legacy one (records before March
 * 2021) only when it holds a number in either period.
 */
export function categoryRows(totals: DashboardTotals, categories: readonly CategoryDef[]): TotalsRow[] {
  const keys = new Set(categories.map((c) => c.key));
  const sums = sumBy(
    totals.cells.filter((cell) => keys.has(cell.category)),
    (cell) => cell.category,
  );
  return categories
    .map((category) => ({
      key: category.key,
      label: category.label,
      total: sums.get(category.key)?.total ?? 0,
      previousTotal: sums.get(category.key)?.previousTotal ?? 0,
    }))
    .filter((row, index) => !categories[index]!.legacy || row.total > 0 || row.previousTotal > 0);
}

/** The species with a number in either period, in the domain's order. */
export function speciesRows(cells: readonly DashboardTotalCell[]): TotalsRow[] {
  const sums = sumBy(cells, (cell) => cell.species);
  return SPECIES.filter((s) => sums.has(s.key)).map((s) => ({
    key: s.key,
    label: s.label,
    total: sums.get(s.key)!.total,
    previousTotal: sums.get(s.key)!.previousTotal,
  }));
}

/** The three age groups (the services' own names for them on the services dashboard). */
export function ageGroupRows(cells: readonly DashboardTotalCell[], action: EntryAction): TotalsRow[] {
  const sums = sumBy(cells, (cell) => cell.ageGroup);
  return AGE_GROUPS.map((age) => ({
    key: age.key,
    label: action === 'services' ? age.servicesLabel : age.label,
    total: sums.get(age.key)?.total ?? 0,
    previousTotal: sums.get(age.key)?.previousTotal ?? 0,
  }));
}

/** The category lists of a kind of data, each with the title of its chart. */
export function categoryGroups(action: EntryAction) {
  return action === 'services'
    ? [{ key: 'services', title: 'Services by category', categories: SERVICE_CATEGORIES }]
    : [
        { key: 'intakes', title: 'Intakes by category', categories: INTAKE_CATEGORIES },
        { key: 'outcomes', title: 'Outcomes by category', categories: OUTCOME_CATEGORIES },
      ];
}

/** A chart's table: each row's two sums and the change, with a Total row. */
export function totalsTable(
  heading: string,
  rows: readonly TotalsRow[],
  totals: DashboardTotals,
): ChartTable {
  const reported = totals.previousMonthsReported > 0;
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const previousTotal = rows.reduce((sum, row) => sum + row.previousTotal, 0);
  return {
    columns: [
      heading,
      periodLabel(totals.from, totals.to),
      periodLabel(totals.previousFrom, totals.previousTo),
      'Change',
    ],
    rows: [
      ...rows.map((row) => [
        row.label,
        row.total,
        row.previousTotal,
        changeText(row.total, row.previousTotal, reported),
      ]),
      ['Total', total, previousTotal, changeText(total, previousTotal, reported)],
    ],
  };
}
