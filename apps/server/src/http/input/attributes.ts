/**
 * Reading the attributes of a custom route's JSON:API body (a command that is not a declared resource:
 * registration, invites, finalize, resend): the document's shape as the JSON:API layer reads it (`readDocument`:
 * 400 for a malformed body, 409 for another type), keys in camelCase for the domain's zod schemas, and the
 * schemas' issues as 422s pointing at the snake_case attribute (`/data/attributes/<field>`).
 */
import {
  camelizeFields,
  parseIsoDate,
  TEXT_LIMITS,
  textTooLong,
  toFieldIssues,
  toSnakeCase,
} from '@sac/domain';
import type { z } from 'zod';
import { ApiError, type FieldError, unprocessable } from '../errors';
import { readDocument } from '../jsonapi/body';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `data.attributes` of a JSON:API body of `type` (which `data.type` may leave out), keyed in camelCase. `topLevel` also reads attributes sent
 * without `data` (the spec's plain payloads, `{ "organization_id": 1 }`).
 */
export function readAttributes(
  body: unknown,
  type: string,
  options: { topLevel?: boolean } = {},
): Record<string, unknown> {
  if (!isObject(body)) return camelizeFields(readDocument(body, { type }).data.attributes);
  if (options.topLevel && body.data === undefined) return camelizeFields(body);
  // A command's body may leave out `data.type`: it can only be the command's own.
  const data = isObject(body.data) && body.data.type === undefined ? { ...body.data, type } : body.data;
  return camelizeFields(readDocument({ ...body, data }, { type }).data.attributes);
}

/**
 * Refuses the attributes a custom route does not take: a 400 per unknown name pointing at it, in the JSON:API
 * layer's words (http/jsonapi/body.ts), since the client sent something this API does not read.
 */
export function refuseUnknownAttributes(
  attributes: Record<string, unknown>,
  known: ReadonlySet<string>,
): void {
  const unknown = Object.keys(attributes).filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  throw new ApiError(
    400,
    unknown.map((name) => ({
      code: 'unknown_attribute',
      title: 'Bad Request',
      detail: `Unknown attribute: ${name}.`,
      source: { pointer: `/data/attributes/${name}` },
    })),
  );
}

/** Longest accepted text of any attribute (a name, an address, a URL); passwords are bounded separately. */
export const MAX_TEXT_LENGTH = 500;
/** Longer passwords are refused rather than hashed: nobody types more, and scrypt's cost grows with length. */
export const MAX_PASSWORD_LENGTH = TEXT_LIMITS.password;
const MAX_LIST_LENGTH = 50;

/**
 * Texts and lists beyond any sensible size are refused before any rule runs (and before hashing). NUL
 * characters never get here: every request body is checked for them first (http/nul-text.ts).
 */
export function checkSizes(values: Record<string, unknown>, limits: Record<string, number> = {}) {
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(values)) {
    const max = limits[key] ?? MAX_TEXT_LENGTH;
    if (typeof value === 'string' && value.length > max) {
      errors.push({ field: toSnakeCase(key), detail: textTooLong(max) });
    } else if (Array.isArray(value) && value.length > MAX_LIST_LENGTH) {
      errors.push({ field: toSnakeCase(key), detail: `Must have at most ${MAX_LIST_LENGTH} items` });
    }
  }
  if (errors.length > 0) throw unprocessable(errors);
}

export function zodFieldErrors(error: z.ZodError | undefined): FieldError[] {
  if (!error) return [];
  return toFieldIssues(error).map((issue) => ({
    field: issue.field === '' ? '/data' : toSnakeCase(issue.field.split('.')[0]!),
    detail: issue.message,
  }));
}

/** The attributes (camelCase) parsed by the route's zod schema, or a 422 with one error per field. */
export function parseAttributes<Schema extends z.ZodType>(
  schema: Schema,
  attributes: Record<string, unknown>,
): z.output<Schema> {
  const parsed = schema.safeParse(attributes);
  if (!parsed.success) throw unprocessable(mergeFieldErrors(zodFieldErrors(parsed.error)));
  return parsed.data;
}

/** One error per field: the first one given wins. */
export function mergeFieldErrors(...lists: FieldError[][]): FieldError[] {
  const seen = new Set<string>();
  const merged: FieldError[] = [];
  for (const error of lists.flat()) {
    if (seen.has(error.field)) continue;
    seen.add(error.field);
    merged.push(error);
  }
  return merged;
}

/** A positive integer id from a number or a digit string, else undefined. */
export function parsePositiveId(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,15}$/.test(value.trim())
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(number) && number > 0 && number <= 2_147_483_647 ? number : undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The `yyyy-MM-dd` of a date the domain schema accepted (`yyyy-MM`, a date-time); `day` overrides the day. */
export function isoDateOf(value: string, day?: number): string {
  const date = parseIsoDate(value);
  if (!date) throw new Error(`Not a date: ${value}`);
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(day ?? date.day)}`;
}

/** The domain accepts any four-digit year; PostgreSQL has no year 0, and no organization was founded before 1600. */
export function implausibleDate(value: unknown, field: string): FieldError[] {
  const date = parseIsoDate(value);
  return date && date.year < 1600 ? [{ field, detail: 'Invalid date' }] : [];
}
