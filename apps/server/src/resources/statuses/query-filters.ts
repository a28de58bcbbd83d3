/**
 * The `filter[name][eq]=value` parameters of the custom statuses and totals routes: known names only
 * (an unknown one is a 400 naming it), one value each, converted and checked.
 */
import { badRequest } from '../../http/errors';

type Query = Record<string, unknown>;

const FILTER = /^filter\[([a-z_]+)\](?:\[([a-z_]+)\])?$/;

/** The `eq` value of each known filter; an unknown filter or operator is a 400 naming the parameter. */
export function readFilters<Name extends string>(
  query: Query,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const [parameter, raw] of Object.entries(query)) {
    if (!parameter.startsWith('filter')) continue;
    const match = FILTER.exec(parameter);
    const name = match?.[1] as Name | undefined;
    if (!match || !name || !names.includes(name)) throw badRequest(`Unknown filter ${parameter}`, parameter);
    if (match[2] !== undefined && match[2] !== 'eq')
      throw badRequest(`Unknown operator ${match[2]} for filter[${name}]`, parameter);
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value !== '') values[name] = value;
  }
  return values;
}

/** A whole number in [min, max], or a 400 naming the filter. */
export function integerFilter(
  value: string | undefined,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max)
    throw badRequest(
      `Invalid value "${value}" for filter[${name}][eq]: expected a whole number from ${range.min} to ${range.max}`,
      `filter[${name}][eq]`,
    );
  return number;
}

export function requiredFilter<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw badRequest(`filter[${name}][eq] is required`, `filter[${name}][eq]`);
  return value;
}
