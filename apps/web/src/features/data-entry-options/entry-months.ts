/**
 * The options screen's month picker (000 §2, §5): any month up to the current one by the browser clock,
 * last month picked to begin with (the month most people come to enter), each month's status in words,
 * and the year and month the chosen value opens. Every function takes `now` so tests pin the clock.
 */
import { isFutureMonth, parseIsoDate, toCamelCase, type YearMonth } from '@sac/domain';

const pad = (value: number) => String(value).padStart(2, '0');

/** The first day of the current month ('YYYY-MM-01'): the latest month the picker offers. */
export function latestEntryMonth(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-01`;
}

/** The first day of the month before the current one: the picker's starting value. */
export function previousEntryMonth(now: Date): string {
  const previous = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${previous.getFullYear()}-${pad(previous.getMonth() + 1)}-01`;
}

/** A month's status as the picker says it: the legend's three words, by the home's tile rules. */
export type MonthStatusWord = 'Complete' | 'Incomplete' | 'Unbegun';

const WORD_OF_STATUS: Record<string, MonthStatusWord> = {
  complete: 'Complete',
  completeServicesProvided: 'Complete',
  completeNoServicesProvided: 'Complete',
  incomplete: 'Incomplete',
  inProgress: 'Incomplete',
};

/** A stored status under either spelling; a month with no stored status (or an unknown one) is unbegun. */
export function monthStatusWord(status: string | null | undefined): MonthStatusWord {
  return (status && WORD_OF_STATUS[toCamelCase(status)]) || 'Unbegun';
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
