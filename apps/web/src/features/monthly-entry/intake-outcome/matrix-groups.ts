/**
 * The groups of the intake/outcome matrix (000 §2): animal counts, then live intakes, live outcomes and
 * other outcomes, each saved on its own into the species' record of its kind. The rows are the
 * month's entry categories: the undesignated transfers only before March 2021 (000 §5).
 */
import {
  type CategoryDef,
  entryCategories,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  type RecordKind,
  type YearMonth,
} from '@sac/domain';

export const INTAKE_OUTCOME_KINDS = [
  'animal_counts',
  'animal_intakes',
  'animal_outcomes',
] as const satisfies readonly RecordKind[];
export type IntakeOutcomeKind = (typeof INTAKE_OUTCOME_KINDS)[number];

export const COUNTS_GROUP_TITLE = 'Animal Counts';

export type CategoryGroup = {
  key: 'live_intake' | 'live_outcome' | 'other_outcome';
  title: string;
  kind: 'animal_intakes' | 'animal_outcomes';
  categories: readonly CategoryDef[];
};

export function categoryGroups(month: YearMonth): CategoryGroup[] {
  const intakes = entryCategories(INTAKE_CATEGORIES, month);
  const outcomes = entryCategories(OUTCOME_CATEGORIES, month);
  return [
    { key: 'live_intake', title: 'Live Intakes', kind: 'animal_intakes', categories: intakes },
    {
      key: 'live_outcome',
      title: 'Live Outcomes',
      kind: 'animal_outcomes',
      categories: outcomes.filter((c) => c.group === 'live_outcome'),
    },
    {
      key: 'other_outcome',
      title: 'Other Outcomes',
      kind: 'animal_outcomes',
      categories: outcomes.filter((c) => c.group === 'other_outcome'),
    },
  ];
}
