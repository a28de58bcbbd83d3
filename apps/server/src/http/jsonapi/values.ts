/**
 * Converts wire values to what the database takes, per attribute type: filter values arrive as query
 * text, written values as JSON. Anything the database would reject (out-of-range numbers, NUL bytes,
 * impossible dates) is refused here, so it becomes a 4xx naming the field instead of a 500.
 */
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AttributeType } from './types';

export type Converted = { ok: true; value: unknown } | { ok: false; expected: string };

type Target = { type: AttributeType; column?: PgColumn };

const INTEGER_RANGES: Record<string, [number, number]> = {
  PgSmallInt: [-32768, 32767],
  PgSmallSerial: [1, 32767],
  PgInteger: [-2147483648, 2147483647],
  PgSerial: [1, 2147483647],
};

export function integerRange(column: PgColumn | undefined): [number, number] {
  return INTEGER_RANGES[column?.columnType ?? ''] ?? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER];
}

const ok = (value: unknown): Converted => ({ ok: true, value });
const expected = (description: string): Converted => ({ ok: false, expected: description });

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toInteger(text: string, column: PgColumn | undefined): Converted {
  const [min, max] = integerRange(column);
  const description = `a whole number between ${min} and ${max}`;
  if (!/^-?\d{1,20}$/.test(text)) return expected(description);
  const value = Number(text);
  return value >= min && value <= max ? ok(value) : expected(description);
}

function toDatetime(text: string, column: PgColumn | undefined): Converted {
  const match = DATETIME.exec(text);
  const description = 'a date and time in ISO 8601 (e.g. 2024-05-31T14:00:00Z)';
  if (!match || !isCalendarDate(text.slice(0, 10))) return expected(description);
  // A time without an offset is read as UTC, so the server's own time zone never changes a value.
  const hasTime = text.length > 10;
  const date = new Date(hasTime && !match[1] ? `${text.replace(' ', 'T')}Z` : text);
  if (Number.isNaN(date.getTime())) return expected(description);
  return ok(column?.columnType === 'PgTimestamp' ? date : date.toISOString());
}

function toText(text: string): Converted {
  // PostgreSQL text cannot hold NUL; refusing it here keeps it a 4xx.
  return text.includes('\u0000') ? expected('text without NUL characters') : ok(text);
}

/** A filter value, from the query string. */
export function fromQueryText(target: Target, raw: string): Converted {
  const text = target.type === 'string' || target.type === 'string_array' ? raw : raw.trim();
  switch (target.type) {
    case 'string':
    case 'string_array':
      return toText(text);
    case 'integer':
      return toInteger(text, target.column);
    case 'boolean':
      if (/^(true|false)$/i.test(text)) return ok(text.toLowerCase() === 'true');
      return expected('true or false');
    case 'date':
      return isCalendarDate(text) ? ok(text) : expected('a date (YYYY-MM-DD)');
    case 'datetime':
      return toDatetime(text, target.column);
    case 'json':
      return expected('nothing: JSON attributes cannot be filtered');
  }
}

/** A written value, from the JSON body (not null: the caller handles null). */
export function fromJson(target: Target, value: unknown): Converted {
  switch (target.type) {
    case 'string':
      return typeof value === 'string' ? toText(value) : expected('text');
    case 'integer':
      if (typeof value === 'number') {
        return Number.isInteger(value)
          ? toInteger(value.toFixed(0), target.column)
          : expected('a whole number');
      }
      return typeof value === 'string' ? toInteger(value.trim(), target.column) : expected('a whole number');
    case 'boolean':
      if (typeof value === 'boolean') return ok(value);
      return typeof value === 'string' ? fromQueryText(target, value) : expected('true or false');
    case 'date':
      if (typeof value !== 'string') return expected('a date (YYYY-MM-DD)');
      // A date picker may send midnight as a full timestamp: the calendar date is what was meant.
      return DATETIME.test(value) && isCalendarDate(value.slice(0, 10))
        ? ok(value.slice(0, 10))
        : expected('a date (YYYY-MM-DD)');
    case 'datetime':
      // ISO text, so that a resource's schema sees what the client sent; `toColumnValue` makes the Date.
      return typeof value === 'string'
        ? toDatetime(value.trim(), undefined)
        : expected('a date and time in ISO 8601');
    case 'string_array':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && !v.includes('\u0000'))) {
        return expected('a list of texts');
      }
      return ok(value);
    case 'json':
      return ok(value);
  }
}

/** A checked written value as its column takes it (timestamps in Date mode want a Date). */
export function toColumnValue(target: Target, value: unknown): unknown {
  const wantsDate = target.type === 'datetime' && target.column?.columnType === 'PgTimestamp';
  return wantsDate && typeof value === 'string' ? new Date(value) : value;
}
