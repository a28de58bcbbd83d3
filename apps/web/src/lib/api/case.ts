/**
 * Key case conversion between the server (snake_case) and the browser (camelCase). Only keys change,
 * never values: `type: 'user_memberships'` stays as the server wrote it. Keys holding a dash
 * (`temp-id`, `access-token`) are JSON:API or header names and pass through untouched.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function toCamelKey(key: string): string {
  if (key.includes('-')) return key;
  return key.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

export function toSnakeKey(key: string): string {
  if (key.includes('-')) return key;
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

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

/** Deep copy with every object key in camelCase. */
export function camelizeKeys<T = unknown>(value: unknown): T {
  return convertKeys(value, toCamelKey) as T;
}

/** Deep copy with every object key in snake_case; Dates and other class instances are kept as they are. */
export function snakeizeKeys<T = Json>(value: unknown): T {
  return convertKeys(value, toSnakeKey) as T;
}
