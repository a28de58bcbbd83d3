/**
 * Reading the plain query parameters of a custom route (`?year=2025&month=6`) with the route's zod schema: a
 * `z.object` keyed by parameter, whose messages are the texts the client gets. Every refused parameter is one
 * 400 error naming it in `source.parameter` (the first issue of each); filters have their own reader
 * (query-filters.ts).
 */
import { z } from 'zod';
import { badParameters } from '../errors';

export function readQuery<Schema extends z.ZodObject>(query: unknown, schema: Schema): z.output<Schema> {
  const values = typeof query === 'object' && query !== null ? query : {};
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data as z.output<Schema>;
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const parameter = String(issue.path[0] ?? '');
    if (!errors.has(parameter)) errors.set(parameter, issue.message);
  }
  throw badParameters([...errors].map(([parameter, detail]) => ({ parameter, detail })));
}

/**
 * A whole number of at most `digits` digits from `min` to `max` (spaces around it allowed), or undefined when
 * the parameter is absent or empty; `required` makes that an error with its text.
 */
export function wholeNumberParameter(options: {
  min: number;
  max: number;
  digits: number;
  invalid: string;
  required?: string;
}) {
  const pattern = new RegExp(`^\\d{1,${options.digits}}$`);
  const schema = z.unknown().transform((value, ctx): number | undefined => {
    if (value === undefined || value === '') {
      if (options.required === undefined) return undefined;
      ctx.addIssue({ code: 'custom', message: options.required });
      return z.NEVER;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    const number = pattern.test(text) ? Number(text) : Number.NaN;
    if (number >= options.min && number <= options.max) return number;
    ctx.addIssue({ code: 'custom', message: options.invalid });
    return z.NEVER;
  });
  // Optional in the object, so that an absent parameter is undefined rather than a missing key.
  return options.required === undefined ? schema.optional() : schema;
}
