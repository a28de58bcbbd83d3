/** Field names of the monthly record tables, derived from the category lists. camelCase, as the API client sees them. */
import { AGE_GROUP_KEYS, type AgeGroup } from './age-groups';
import {
  ANIMAL_COUNT_FIELDS,
  type CategoryDef,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
} from './categories';

export type RecordKind = 'animal_counts' | 'animal_intakes' | 'animal_outcomes' | 'animal_services';

export function countField(ageGroup: AgeGroup | 'total', categoryKey: string): string {
  return `${ageGroup}${categoryKey}Count`;
}

/** The entered fields (one per category and age group) of a list of categories. */
export function enteredFields(categories: readonly CategoryDef[]): string[] {
  return categories.flatMap((c) => AGE_GROUP_KEYS.map((a) => countField(a, c.key)));
}

/** The per-category total fields (`total{Category}Count`), computed by the server. */
export function categoryTotalFields(categories: readonly CategoryDef[]): string[] {
  return categories.map((c) => countField('total', c.key));
}

export const ENTERED_FIELDS: Record<RecordKind, string[]> = {
  animal_counts: ANIMAL_COUNT_FIELDS.map((f) => f.key),
  animal_intakes: enteredFields(INTAKE_CATEGORIES),
  animal_outcomes: enteredFields(OUTCOME_CATEGORIES),
  animal_services: enteredFields(SERVICE_CATEGORIES),
};

export const CATEGORIES_OF: Record<Exclude<RecordKind, 'animal_counts'>, readonly CategoryDef[]> = {
  animal_intakes: INTAKE_CATEGORIES,
  animal_outcomes: OUTCOME_CATEGORIES,
  animal_services: SERVICE_CATEGORIES,
};
