/**
 * A period of whole months picked for an analytics read (coalition analytics, the organization dashboards):
 * each month as YYYY-MM, at most ten years, not after this month (the server refuses anything else).
 */
import { MONTH_NAMES } from '@sac/domain';

/** A period of whole months, each as YYYY-MM. */
export type MonthPeriod = { from: string; to: string };

/** The longest period the server answers (ten years). */
export const MAX_PERIOD_MONTHS = 120;

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM of a month counted from year 0 (year × 12 + month − 1). */
export const monthKey = (index: number) => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
export const monthIndexOf = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;

/** The default period: the last twelve (or `months`) complete months (this month is still being entered). */
export function defaultPeriod(now: Date, months = 12): MonthPeriod {
  const last = now.getFullYear() * 12 + now.getMonth() - 1;
  return { from: monthKey(last - months + 1), to: monthKey(last) };
}

/** What is wrong with a picked period, if anything. */
export function periodError(from: string | null, to: string | null): string | null {
  if (!from || !to) return 'Pick both months.';
  if (monthIndexOf(from) > monthIndexOf(to)) return 'From must not be after To.';
  if (monthIndexOf(to) - monthIndexOf(from) + 1 > MAX_PERIOD_MONTHS) return 'Pick at most ten years.';
  return null;
}

/** 'Nov 2025' for '2025-11'. */
export function monthLabel(key: string): string {
  const month = Number(key.slice(5, 7));
  return `${(MONTH_NAMES[month - 1] ?? '').slice(0, 3)} ${key.slice(0, 4)}`;
}

/** 'Nov 2025 to Oct 2026'; one month alone, 'Nov 2025'. */
export const periodLabel = (from: string, to: string) =>
  from === to ? monthLabel(from) : `${monthLabel(from)} to ${monthLabel(to)}`;

/** A period as the API's filters (`filter[from][eq]`, `filter[to][eq]`) of every read by period. */
export const periodFilters = (period: MonthPeriod) => ({
  'filter[from][eq]': period.from,
  'filter[to][eq]': period.to,
});
