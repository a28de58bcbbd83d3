/**
 * The `filter[name][eq]=value` parameters of a custom read route (statuses, totals), checked by the route's
 * zod schema of its filters. The syntax is the JSON:API layer's (`parseQuery`), and so are the texts of an
 * unknown filter or operator; a value the schema refuses is a 400 naming the parameter (`source.parameter`).
 */
import { type ZodType, z } from 'zod';
import { badParameters, badRequest } from '../errors';
import { parseQuery, type RawQuery } from '../jsonapi/query/parse-query';

/** The parameter a filter's errors name. */
const parameterOf = (name: string) => `filter[${name}][eq]`;

/** The `eq` value of each filter sent (the first one, when repeated); `''` reads as not sent. */
function eqValues(query: RawQuery, names: readonly string[]): Record<string, string> {
  const filters = Object.fromEntries(Object.entries(query).filter(([key]) => key.startsWith('filter[')));
  const values: Record<string, string> = {};
  for (const param of parseQuery(filters).filters) {
    if (param.path.length > 0 || !names.includes(param.name))
      throw badRequest(`Unknown filter: ${param.key}.`, param.key);
    if (param.operator !== undefined && param.operator !== 'eq')
      throw badRequest(`Unsupported operator "${param.operator}" in ${param.key} (use eq).`, param.key);
    const value = param.texts[0];
    if (value !== undefined && value !== '') values[param.name] = value;
  }
  return values;
}

/**
 * The route's filters, parsed by `schema` (a `z.object` keyed by filter name). Issues are 400s, worded as the
 * layer words its own: a missing filter "… is required.", a refused value "Invalid value "x" for
 * filter[name][eq]: <the schema's message>."; a rule across filters (no path) its own message, naming `filter`.
 */
export function readQueryFilters<Schema extends z.ZodObject>(
  query: unknown,
  schema: Schema,
): z.output<Schema> {
  const raw = (typeof query === 'object' && query !== null ? query : {}) as RawQuery;
  const values = eqValues(raw, Object.keys(schema.shape));
  const parsed = (schema as ZodType).safeParse(values);
  if (parsed.success) return parsed.data as z.output<Schema>;
  throw badParameters(
    parsed.error.issues.map((issue) => {
      const name = issue.path[0];
      if (name === undefined) return { parameter: 'filter', detail: issue.message };
      const parameter = parameterOf(String(name));
      const value = values[String(name)];
      return {
        parameter,
        detail:
          value === undefined
            ? `${parameter} is required.`
            : `Invalid value "${value}" for ${parameter}: ${issue.message}.`,
      };
    }),
  );
}

/** A whole number from `min` to `max`, sent as text. */
export const wholeNumberFilter = (min: number, max: number) => {
  const expected = `expected a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d{1,15}$/, expected)
    .transform(Number)
    .pipe(z.number().int().min(min, expected).max(max, expected));
};

/** A record id (a positive PostgreSQL integer), sent as text. */
export const idFilter = () => wholeNumberFilter(1, 2_147_483_647);
