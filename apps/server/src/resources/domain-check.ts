/**
 * Checks a resource's written attributes (snake_case) with a form schema of `packages/domain` (camelCase),
 * so the API refuses exactly what the browser's form refuses, with the same texts, as 422s naming the field.
 */
import { toCamelCase, toSnakeCase } from '@sac/domain';
import type { ZodType } from 'zod';
import { unprocessable } from '../http/errors';
import type { Resource, Row } from '../http/jsonapi/index';

/** The stored row in the form's shape: every column attribute of the resource under its camelCase name. */
export function rowToForm(resource: Resource, row: Row): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const [name, attribute] of resource.attributes) {
    if (name !== 'id' && attribute.columnKey && attribute.readable) {
      form[toCamelCase(name)] = row[attribute.columnKey];
    }
  }
  return form;
}

/**
 * Parses `form` with `schema`. Issues of the fields `isChecked` accepts (by snake_case name) are a 422, one
 * error per field with the schema's first message; issues elsewhere (a stored value from before today's rules,
 * on a field this request does not touch) are ignored, and then the result is undefined.
 */
export function checkForm<T>(
  schema: ZodType<T>,
  form: Record<string, unknown>,
  isChecked: (field: string) => boolean = () => true,
): T | undefined {
  const parsed = schema.safeParse(form);
  if (parsed.success) return parsed.data;
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = toSnakeCase(String(issue.path[0] ?? ''));
    if (field === '' || !isChecked(field) || errors.has(field)) continue;
    errors.set(field, issue.message);
  }
  if (errors.size > 0) {
    throw unprocessable([...errors].map(([field, detail]) => ({ field, detail })));
  }
  return undefined;
}

/** The attributes to check: those sent, plus every field of a group one of them belongs to. */
export function sentWithGroups(
  attributes: Record<string, unknown>,
  groups: readonly (readonly string[])[],
): Set<string> {
  const sent = new Set(Object.keys(attributes));
  for (const group of groups)
    if (group.some((name) => sent.has(name))) for (const name of group) sent.add(name);
  return sent;
}

/** Strings trimmed, as the schemas' text fields give them: for a form `checkForm` could not fully parse. */
export function trimmed(form: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(form).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  );
}

/** The column values of a resource for the given attributes (by snake_case name) taken from `form`. */
export function formToValues(
  resource: Resource,
  form: Record<string, unknown>,
  names: Iterable<string>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const columnKey = resource.attributes.get(name)?.columnKey;
    const key = toCamelCase(name);
    if (columnKey && key in form) values[columnKey] = form[key];
  }
  return values;
}
