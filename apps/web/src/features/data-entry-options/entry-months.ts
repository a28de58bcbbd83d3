/**
 * The options screen's month picker (000 §2, §5): any month up to the current one by the browser clock,
 * and the year and month the chosen value opens. Every function takes `now` so tests pin the clock.
 */
import { isFutureMonth, parseIsoDate, type YearMonth } from '@sac/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of the current month ('YYYY-MM-01'): the latest month the picker offers. */
export function latestEntryMonth(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`;
}

/** Whether the picker offers the month of a 'YYYY-MM(-DD)' value: it parses and is not after this month. */
export function isSelectableEntryMonth(value: string | null | undefined, now: Date): boolean {
  const date = parseIsoDate(value);
  return date !== null && !isFutureMonth(date.year, date.month, now);
}

/** The month a picked value opens (`/{action}/{year}/{month}`), or null when nothing valid is picked. */
export function pickedEntryMonth(value: string | null | undefined, now: Date): YearMonth | null {
  const date = parseIsoDate(value);
  if (!date || isFutureMonth(date.year, date.month, now)) return null;
  return { year: date.year, month: date.month };
}
