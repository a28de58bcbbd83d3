/**
 * Row and column totals of a data matrix (categories × age groups) and of the generic table
 * (Adult, Up to 5 mos., Age Unknown, Subtotal). Negative values are ignored in sums; a row whose
 * total is negative is hidden from the generic table (000 §2, §5).
 */
import { AGE_GROUP_KEYS, AGE_GROUPS, type AgeGroup } from '../age-groups';
import type { CategoryDef } from '../categories';
import { countField } from '../record-fields';
import { type CountRecord, countValue, sumIgnoringNegatives } from './counts';

export type MatrixRow = {
  key: string;
  label: string;
  values: Record<AgeGroup, number | null>;
  total: number;
};

export type MatrixTotals = {
  rows: MatrixRow[];
  columns: Record<AgeGroup, number>;
  total: number;
};

const enteredValue = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** One row per category of a record, with the entered values and the row's total. */
export function matrixRows(record: CountRecord, categories: readonly CategoryDef[]): MatrixRow[] {
  return categories.map((category) => {
    const values = {} as Record<AgeGroup, number | null>;
    for (const ageGroup of AGE_GROUP_KEYS)
      values[ageGroup] = enteredValue(record[countField(ageGroup, category.key)]);
    return {
      key: category.key,
      label: category.label,
      values,
      total: sumIgnoringNegatives(Object.values(values)),
    };
  });
}

/** Row totals, column totals (per age group) and the grand total of a record's categories. */
export function matrixTotals(record: CountRecord, categories: readonly CategoryDef[]): MatrixTotals {
  const rows = matrixRows(record, categories);
  const columns = {} as Record<AgeGroup, number>;
  for (const ageGroup of AGE_GROUP_KEYS)
    columns[ageGroup] = sumIgnoringNegatives(rows.map((r) => r.values[ageGroup]));
  return { rows, columns, total: sumIgnoringNegatives(rows.map((r) => r.total)) };
}

/** The generic table's column headers. */
export const AGE_TABLE_COLUMNS = [
  ...AGE_GROUPS.map((a) => ({ key: a.key as AgeGroup | 'subtotal', label: a.label as string })),
  { key: 'subtotal' as const, label: 'Subtotal' },
];

export type AgeTableRow = { label: string; subtotal: number | null } & Partial<
  Record<AgeGroup, number | null>
>;

/** The rows the generic table shows: a negative subtotal hides its row. */
export function visibleTableRows<R extends AgeTableRow>(rows: readonly R[]): R[] {
  return rows.filter((row) => (row.subtotal ?? 0) >= 0);
}

/** The generic table's footer: each column's sum over the shown rows, negatives ignored. */
export function tableFooter(rows: readonly AgeTableRow[]): Record<AgeGroup | 'subtotal', number> {
  const shown = visibleTableRows(rows);
  const footer = { subtotal: sumIgnoringNegatives(shown.map((r) => r.subtotal)) } as Record<
    AgeGroup | 'subtotal',
    number
  >;
  for (const ageGroup of AGE_GROUP_KEYS)
    footer[ageGroup] = sumIgnoringNegatives(shown.map((r) => countValue(r[ageGroup])));
  return footer;
}
