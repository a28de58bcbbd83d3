/**
 * The one snake_case/camelCase rule. The API speaks snake_case (`address_line_1`, `adult_stray_at_large_count`,
 * database columns alike); the browser, the domain's schemas and the server's form checks use camelCase.
 * Every conversion in the project goes through this pair, so a name has one spelling on each side:
 *
 * - a letter after an underscore becomes upper case, and every upper-case letter (but a first one) becomes an
 *   underscore and its lower case: `full_name` ↔ `fullName`, `StrayAtLarge` → `stray_at_large`;
 * - a digit keeps its underscore: `location_address_line_1` ↔ `locationAddressLine_1`, the spelling of the
 *   registration attributes in 001 §3 (which the registration endpoint also accepts as sent). So the pair
 *   round-trips every snake_case name, and `line1` (no underscore) stays `line1` both ways;
 * - a name holding a dash is a JSON:API member or header name (`temp-id`, `access-token`) and is kept as it is.
 *
 * Only keys are converted, never values: a status `inProgress` or a type `user_memberships` stays as written.
 */

/**
 * The names already converted: a year of records repeats the same few dozen keys thousands of times. Bounded,
 * so that a body of made-up keys cannot grow it without end: past the bound, names are converted each time.
 */
const CACHE_LIMIT = 4096;

function cached(convert: (name: string) => string): (name: string) => string {
  const done = new Map<string, string>();
  return (name) => {
    const known = done.get(name);
    if (known !== undefined) return known;
    const converted = convert(name);
    if (done.size < CACHE_LIMIT) done.set(name, converted);
    return converted;
  };
}

/** `location_address_line_1` → `locationAddressLine_1`. */
export const toCamelCase = cached((name) =>
  name.includes('-') ? name : name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase()),
);

/** `locationAddressLine_1` → `location_address_line_1`; snake_case names are returned unchanged. */
export const toSnakeCase = cached((name) =>
  name.includes('-') ? name : name.replace(/(?<=[^_])[A-Z]/g, (letter) => `_${letter}`).toLowerCase(),
);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function convertKeys(value: unknown, convert: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (!isPlainObject(value)) return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) result[convert(key)] = convertKeys(inner, convert);
  return result;
}

/** A form's fields from a JSON:API `attributes` object: its own keys in camelCase, values as sent (not followed). */
export function camelizeFields(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).map(([name, value]) => [toCamelCase(name), value]));
}

/** Deep copy with every object key in camelCase (arrays followed, values kept). */
export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelCase) as T;
}

/** Deep copy with every object key in snake_case; Dates and other class instances are kept as they are. */
export function snakeizeKeys<T = Json>(value: unknown): T {
  return convertKeys(value, toSnakeCase) as T;
}
