/**
 * Only the changed fields of the edited group are sent (000 §5). A form value is a number, or empty
 * (`''`, `null` or `undefined`) for "not entered", which the server stores as null.
 */
export type CountValue = number | null;
export type FormValue = number | string | null | undefined;

/** A form value as the API takes it: a number, or null when empty. */
export function toCountValue(value: FormValue): CountValue {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

const asCount = (value: unknown): CountValue =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The fields of `fields` whose edited value differs from the record's, as the PATCH attributes. */
export function changedFields(
  record: Record<string, unknown>,
  edited: Record<string, FormValue>,
  fields: readonly string[],
): Record<string, CountValue> {
  const changes: Record<string, CountValue> = {};
  for (const field of fields) {
    if (!(field in edited)) continue;
    const next = toCountValue(edited[field]);
    if (next !== asCount(record[field])) changes[field] = next;
  }
  return changes;
}
