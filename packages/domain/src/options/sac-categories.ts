/**
 * SAC categories an organization maps its shelter software's event types to (001 §2 API Mapping, §3).
 * Generated from the intake and outcome category lists: `{snake_case category}_count`, plus
 * `do_not_include` to leave an event type out of the monthly records.
 */
import type { AgeGroup } from '../age-groups';
import { type CategoryDef, INTAKE_CATEGORIES, OUTCOME_CATEGORIES } from '../categories';
import { toSnakeCase } from '../format/case';
import { countField } from '../record-fields';
import type { Option } from './option';

export const DO_NOT_INCLUDE = 'do_not_include';
export const DO_NOT_INCLUDE_LABEL = 'Do Not Include';

export type SacCategoryDef = {
  /** The stored and sent value, e.g. `stray_at_large_count`. */
  value: string;
  label: string;
  /** The category whose record fields count the mapped events; absent for `do_not_include`. */
  categoryKey?: string;
};

export function sacCategoryValue(category: CategoryDef): string {
  return `${toSnakeCase(category.key)}_count`;
}

/** The spec's outcome list (001 §3) does not offer "Other Live Outcome" as a mapping target. */
const UNMAPPED_CATEGORY_KEYS: readonly string[] = ['OtherLiveOutcome'];

function sacCategoriesOf(categories: readonly CategoryDef[]): SacCategoryDef[] {
  return [
    ...categories
      .filter((c) => !UNMAPPED_CATEGORY_KEYS.includes(c.key))
      .map((c) => ({ value: sacCategoryValue(c), label: c.label, categoryKey: c.key })),
    { value: DO_NOT_INCLUDE, label: DO_NOT_INCLUDE_LABEL },
  ];
}

export const INTAKE_SAC_CATEGORIES: readonly SacCategoryDef[] = sacCategoriesOf(INTAKE_CATEGORIES);
export const OUTCOME_SAC_CATEGORIES: readonly SacCategoryDef[] = sacCategoriesOf(OUTCOME_CATEGORIES);

export const INTAKE_SAC_CATEGORY_VALUES = INTAKE_SAC_CATEGORIES.map((c) => c.value);
export const OUTCOME_SAC_CATEGORY_VALUES = OUTCOME_SAC_CATEGORIES.map((c) => c.value);

export const INTAKE_SAC_CATEGORY_OPTIONS: readonly Option[] = INTAKE_SAC_CATEGORIES.map(
  ({ value, label }) => ({
    value,
    label,
  }),
);
export const OUTCOME_SAC_CATEGORY_OPTIONS: readonly Option[] = OUTCOME_SAC_CATEGORIES.map(
  ({ value, label }) => ({
    value,
    label,
  }),
);

/** Animal event types (`eventType` of /animal_events). */
export const ANIMAL_EVENT_TYPES = ['intake', 'outcome'] as const;
export type AnimalEventType = (typeof ANIMAL_EVENT_TYPES)[number];

export function sacCategoriesFor(eventType: AnimalEventType): readonly SacCategoryDef[] {
  return eventType === 'intake' ? INTAKE_SAC_CATEGORIES : OUTCOME_SAC_CATEGORIES;
}

export function isSacCategory(eventType: AnimalEventType, value: unknown): boolean {
  return sacCategoriesFor(eventType).some((c) => c.value === value);
}

/**
 * The record field an event of an age group counts in (`adultStrayAtLargeCount`), or null when the
 * category is `do_not_include` or unknown.
 */
export function sacCategoryField(
  eventType: AnimalEventType,
  sacCategory: string,
  ageGroup: AgeGroup,
): string | null {
  const def = sacCategoriesFor(eventType).find((c) => c.value === sacCategory);
  return def?.categoryKey ? countField(ageGroup, def.categoryKey) : null;
}
