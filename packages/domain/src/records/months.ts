/**
 * Months of record: names, validity for data entry, and the year pickers' range. Every rule that depends
 * on today takes `now`, so the server, the browser and the tests agree on what "today" is.
 */
import { isFutureMonth, type MonthStatus } from '../statuses';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Year pickers (status tables, coalition home, exports) start here (002 §5, §9). */
export const YEAR_PICKER_MIN = 2010;

export type YearMonth = { year: number; month: number };

export function isMonthNumber(month: unknown): month is number {
  return typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12;
}

/** The month's name for 1 to 12; any other number has no name. */
export function monthName(month: number): string | undefined {
  return isMonthNumber(month) ? MONTH_NAMES[month - 1] : undefined;
}

/** 'MMMM yyyy', e.g. "March 2021". */
export function formatMonthYear(year: number, month: number): string {
  const name = monthName(month);
  return name ? `${name} ${year}` : '';
}

export function currentYearMonth(now: Date): YearMonth {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** A month as one comparable number. */
export function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + (month - 1);
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const index = monthIndex({ year, month }) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Reads route or query parameters (`/data-entry/{year}/{month}`) into a month, or null if they do not parse. */
export function parseYearMonth(year: unknown, month: unknown): YearMonth | null {
  const y = toInteger(year);
  const m = toInteger(month);
  if (y === null || m === null || !isMonthNumber(m) || y < 1000 || y > 9999) return null;
  return { year: y, month: m };
}

/** A month is open for data entry only if it parses and is not after the current month (000 §5). */
export function isValidEntryMonth(year: unknown, month: unknown, now: Date): boolean {
  const parsed = parseYearMonth(year, month);
  return parsed !== null && !isFutureMonth(parsed.year, parsed.month, now);
}

/** What a month tile shows: months after the current month are forced unavailable (000 §2). */
export function displayMonthStatus(
  status: MonthStatus | null | undefined,
  year: number,
  month: number,
  now: Date,
) {
  if (isFutureMonth(year, month, now)) return 'unavailable' as const;
  return status ?? 'unbegun';
}

/** The years a year picker offers, newest first: from 2010 to the current year. */
export function pickerYears(now: Date, min = YEAR_PICKER_MIN): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= min; year -= 1) years.push(year);
  return years;
}

export function isPickerYear(year: unknown, now: Date, min = YEAR_PICKER_MIN): boolean {
  const y = toInteger(year);
  return y !== null && y >= min && y <= now.getFullYear();
}

function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}
