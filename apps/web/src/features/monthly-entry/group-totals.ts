/**
 * Totals of a matrix group while it is viewed or edited (000 §2): a total per row (category) and per
 * column (age group) and the group's total. Empty and negative values count as nothing (000 §5).
 */
import { AGE_GROUP_KEYS, type AgeGroup, type CategoryDef, countField, countValue } from '@sac/domain';
import { type FormValue, toCountValue } from './changed-fields';

export type GroupValues = Record<string, FormValue | unknown>;

const enteredValue = (values: GroupValues, field: string) =>
  countValue(toCountValue(values[field] as FormValue));

export function rowTotal(values: GroupValues, categoryKey: string): number {
  return AGE_GROUP_KEYS.reduce((sum, age) => sum + enteredValue(values, countField(age, categoryKey)), 0);
}

export function columnTotal(values: GroupValues, categories: readonly CategoryDef[], age: AgeGroup): number {
  return categories.reduce((sum, c) => sum + enteredValue(values, countField(age, c.key)), 0);
}

export function groupTotal(values: GroupValues, categories: readonly CategoryDef[]): number {
  return categories.reduce((sum, c) => sum + rowTotal(values, c.key), 0);
}

/** The entered fields of a group's categories (what Edit shows and Save compares). */
export function groupFields(categories: readonly CategoryDef[]): string[] {
  return categories.flatMap((c) => AGE_GROUP_KEYS.map((age) => countField(age, c.key)));
}
