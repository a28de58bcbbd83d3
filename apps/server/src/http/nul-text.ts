/**
 * NUL (U+0000) is refused in every request, once, before any route sees it: PostgreSQL text cannot hold
 * it, and a value that reaches the database with one is a 500 after the work is done. A JSON body
 * string (or key) with NUL is a 422 naming its JSON pointer; a query or path parameter a 400 naming it.
 */
import { TEXT_WITH_NUL } from '@sac/domain';
import { badRequest, unprocessable } from './errors';

const NUL = '\u0000';

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of the first string (value or key) of `value` holding NUL, or undefined. */
export function findNul(value: unknown, pointer = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? pointer || '/' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${pointer}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, entry] of Object.entries(value)) {
    const path = `${pointer}/${escapePointer(key)}`;
    if (key.includes(NUL)) return path;
    const found = findNul(entry, path);
    if (found) return found;
  }
  return undefined;
}

/** Throws a 422 naming the first body string with NUL. `raw` is the body's text, to skip the walk cheaply. */
export function refuseNulInBody(raw: string, parsed: unknown) {
  // NUL can only come in escaped (JSON refuses a raw control character): no escape, nothing to look for.
  if (!raw.includes('\\u0000')) return;
  const pointer = findNul(parsed);
  if (pointer === undefined) return;
  throw unprocessable([{ field: pointer, detail: TEXT_WITH_NUL }]);
}

/** Throws a 400 naming the first query or path parameter with NUL. */
export function refuseNulInParameters(query: unknown, params: unknown) {
  for (const source of [query, params]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const [name, value] of Object.entries(source)) {
      if (name.includes(NUL) || findNul(value) !== undefined) {
        const shown = name.replaceAll(NUL, '\\u0000');
        const text = (Array.isArray(value) ? value.join(',') : String(value)).slice(0, 100);
        throw badRequest(
          `Invalid value "${text.replaceAll(NUL, '\\u0000')}" for ${shown}: expected text without NUL characters.`,
          shown,
        );
      }
    }
  }
}
