/** How much of a species' month is entered (issue 14 §4): every field it needs, some, or none. */
export type Completion = 'complete' | 'incomplete' | 'unbegun';

const isEntered = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** A species' completion over the fields it needs, read from its records (a missing record: nothing entered). */
export function completionOf(
  parts: readonly { record: Record<string, unknown> | undefined; fields: readonly string[] }[],
): Completion {
  const values = parts.flatMap(({ record, fields }) => fields.map((field) => record?.[field]));
  const entered = values.filter(isEntered).length;
  if (entered === 0) return 'unbegun';
  return entered === values.length ? 'complete' : 'incomplete';
}
