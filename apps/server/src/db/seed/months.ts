/**
 * Months of record, counted back from the clock. Local calendar, like `isFutureMonth` of the domain,
 * so the seed and the status rules agree on which month is "now".
 */

export type RecordMonth = {
  year: number;
  month: number;
  /** `YYYY-MM-01`, the date of record. */
  date: string;
  /** 1 for the month before `now`, 2 for the one before, … */
  offset: number;
};

const pad = (value: number) => String(value).padStart(2, '0');

export function firstOfMonth(year: number, month: number): string {
  return `${year}-${pad(month)}-01`;
}

export function lastOfMonth(year: number, month: number): string {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(days)}`;
}

/** The `count` whole months before the month of `now`, oldest first. */
export function monthsBefore(now: Date, count: number): RecordMonth[] {
  const months: RecordMonth[] = [];
  for (let offset = count; offset >= 1; offset -= 1) {
    const at = new Date(now.getFullYear(), now.getMonth() - offset, 1);
    const year = at.getFullYear();
    const month = at.getMonth() + 1;
    months.push({ year, month, date: firstOfMonth(year, month), offset });
  }
  return months;
}

/** `at`, or an hour before `latest` when `at` would be later: nothing the seed writes is dated in the future. */
export function notAfter(at: Date, latest: Date): Date {
  return at < latest ? at : new Date(latest.getTime() - 3_600_000);
}

/** A moment `days` (fractional) after the start of the month following the record's month. */
export function enteredAt(month: RecordMonth, days: number, latest: Date): Date {
  return notAfter(new Date(new Date(month.year, month.month, 1).getTime() + days * 86_400_000), latest);
}

/** Records before March 2021 carry transfers only in the undesignated (legacy) categories (000 §5). */
export function isLegacyMonth(year: number, month: number): boolean {
  return year < 2021 || (year === 2021 && month < 3);
}
