/**
 * Calendar dates as the forms, the API and the files write them. Pickers and the API use ISO
 * `yyyy-MM-dd` strings; exports are sent `dd/MM/yyyy`; tables show `MM/dd/yyyy`.
 */
import { formatMonthYear, type YearMonth } from '../records/months';

export type CalendarDate = YearMonth & { day: number };

export const DATE_FORMATS = {
  iso: 'yyyy-MM-dd',
  display: 'MM/dd/yyyy',
  export: 'dd/MM/yyyy',
  lastUpdate: 'MM-dd-yyyy',
  month: 'MMMM yyyy',
  year: 'yyyy',
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function checked(year: number, month: number, day: number): CalendarDate | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `yyyy-MM-dd`, `yyyy-MM` (first day) or an ISO date-time (its date part); null when it is not a real date. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:T.*)?$/.exec(value.trim());
  if (!match) return null;
  return checked(Number(match[1]), Number(match[2]), match[3] ? Number(match[3]) : 1);
}

/** `M/d/yyyy` (or `MM/dd/yyyy`), as US spreadsheets save dates in a CSV. */
export function parseUsDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  return checked(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** `dd/MM/yyyy`, the format export requests carry. */
export function parseExportDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  return checked(Number(match[3]), Number(match[2]), Number(match[1]));
}

export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

export function formatIsoDate(date: CalendarDate | Date): string {
  const d = date instanceof Date ? toCalendarDate(date) : date;
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function formatExportDate(date: CalendarDate | Date): string {
  const d = date instanceof Date ? toCalendarDate(date) : date;
  return `${pad(d.day)}/${pad(d.month)}/${pad(d.year, 4)}`;
}

export function formatDisplayDate(date: CalendarDate | Date): string {
  const d = date instanceof Date ? toCalendarDate(date) : date;
  return `${pad(d.month)}/${pad(d.day)}/${pad(d.year, 4)}`;
}

/** The data status table's Last Update column: MM-dd-yyyy of a timestamp, or N/A when there is none. */
export function formatLastUpdate(timestamp: string | Date | null | undefined): string {
  if (!timestamp) return 'N/A';
  const date = timestamp instanceof Date ? timestamp : new Date(timestamp);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const d = toCalendarDate(date);
  return `${pad(d.month)}-${pad(d.day)}-${pad(d.year, 4)}`;
}

/** 'MMMM yyyy' of an ISO date string, e.g. a month picker's value. */
export function formatIsoMonth(value: string): string {
  const d = parseIsoDate(value);
  return d ? formatMonthYear(d.year, d.month) : '';
}
