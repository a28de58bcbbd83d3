/**
 * Totals of a matrix group while it is viewed or edited (000 §2): a total per row (category) and per
 * column (age group) and the group's total. Empty and negative values count as nothing (000 §5); a total
 * over no entered field is null (shown "—"), so that it never reads as an entered 0 (issue 14 §4).
 */
import { AGE_GROUP_KEYS, type AgeGroup, type CategoryDef, countField, formatInteger } from '@sac/domain';
import { type FormValue, toCountValue } from './changed-fields';

export type GroupValues = Record<string, FormValue | unknown>;

/** The sum of the fields that hold a number, or null when none does. */
export function enteredSum(values: GroupValues, fields: readonly string[]): number | null {
  let sum: number | null = null;
  for (const field of fields) {
    const value = toCountValue(values[field] as FormValue);
    if (value === null) continue;
    sum = (sum ?? 0) + Math.max(0, value);
  }
  return sum;
}

export function rowTotal(values: GroupValues, categoryKey: string): number | null {
  return enteredSum(
    values,
    AGE_GROUP_KEYS.map((age) => countField(age, categoryKey)),
  );
}

export function columnTotal(
  values: GroupValues,
  categories: readonly CategoryDef[],
  age: AgeGroup,
): number | null {
  return enteredSum(
    values,
    categories.map((c) => countField(age, c.key)),
  );
}

export function groupTotal(values: GroupValues, categories: readonly CategoryDef[]): number | null {
  return enteredSum(values, groupFields(categories));
}

/** The entered fields of a group's categories (what Edit shows and Save compares). */
export function groupFields(categories: readonly CategoryDef[]): string[] {
  return categories.flatMap((c) => AGE_GROUP_KEYS.map((age) => countField(age, c.key)));
}

/** A total as the matrix shows it: the number, or "—" when no field of it is entered. */
export const formatTotal = (total: number | null) => (total === null ? '—' : formatInteger(total));
