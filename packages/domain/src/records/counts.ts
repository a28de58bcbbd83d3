/** Sums over record count fields. Missing, non-numeric and negative values count as nothing (000 §5). */
export type CountRecord = Record<string, unknown>;

export function countValue(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export function sumIgnoringNegatives(values: Iterable<unknown>): number {
  let sum = 0;
  for (const value of values) sum += countValue(value);
  return sum;
}

/** The sum of `fields` over one record or several. */
export function sumFields(records: CountRecord | readonly CountRecord[], fields: readonly string[]): number {
  const list = Array.isArray(records) ? records : [records as CountRecord];
  let sum = 0;
  for (const record of list) for (const field of fields) sum += countValue(record[field]);
  return sum;
}

export const asList = <T>(value: T | readonly T[]): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [value as T];
