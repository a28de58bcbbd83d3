/**
 * JSON:API errors that name a field (`source.pointer` `/data/attributes/<field>`) shown on the form's
 * fields; the rest is left to the caller (a toast or an alert).
 */

import { toCamelCase } from '@sac/domain';
import { ApiError } from './client';

type FieldError = { field: string; message: string };

/** The field errors of a failed call, with camelCase field names (`address_line_1` → `addressLine_1`). */
export function serverFieldErrors(error: unknown): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const found: FieldError[] = [];
  for (const item of error.errors) {
    const pointer = typeof item?.source?.pointer === 'string' ? item.source.pointer : '';
    const match = /^\/data\/attributes\/(.+)$/.exec(pointer);
    const message = typeof item.detail === 'string' ? item.detail : String(item.title ?? '');
    if (match?.[1] && message) found.push({ field: toCamelCase(match[1]), message });
  }
  return found;
}

/**
 * Sets each field error the form knows (`fields`, with an optional rename of server names) and says
 * whether all of the server's errors found a field.
 */
export function applyServerFieldErrors(
  error: unknown,
  setError: (field: never, error: { type: string; message: string }) => void,
  fields: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  const errors = serverFieldErrors(error);
  if (errors.length === 0) return false;
  let all = true;
  for (const { field, message } of errors) {
    const name = rename[field] ?? field;
    if (fields.includes(name)) setError(name as never, { type: 'server', message });
    else all = false;
  }
  return all;
}
