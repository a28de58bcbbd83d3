/**
 * The coalition home's graph data (002 §2.8): the summed totals by month and species grouped into canine,
 * feline and other (the domain's report groups), twelve months from January, each with its total.
 */
import { MONTH_NAMES, SPECIES, type SpeciesReportGroup } from '@sac/domain';
import type { CoalitionTotal } from '../api/coalition-home';

export type MonthRow = { month: string } & Record<SpeciesReportGroup | 'total', number>;

const groupOf = (species: string): SpeciesReportGroup =>
  SPECIES.find((s) => s.key === species)?.reportGroup ?? 'other';

export function monthlyRows(totals: readonly CoalitionTotal[]): MonthRow[] {
  const rows = MONTH_NAMES.map((name) => ({
    month: name.slice(0, 3),
    canine: 0,
    feline: 0,
    other: 0,
    total: 0,
  }));
  for (const t of totals) {
    const row = rows[Number(t.month) - 1];
    const value = Number(t.total) || 0;
    if (!row || value <= 0) continue;
    row[groupOf(t.species)] += value;
    row.total += value;
  }
  return rows;
}

/** The sums of the twelve months: the year to date by species group. */
export function yearTotals(rows: readonly MonthRow[]): Omit<MonthRow, 'month'> {
  const sums = { canine: 0, feline: 0, other: 0, total: 0 };
  for (const row of rows) for (const key of Object.keys(sums) as (keyof typeof sums)[]) sums[key] += row[key];
  return sums;
}
