/**
 * A review's differences in words (002 §2.14): the table ('Intakes'), the species ('Canines') and the count
 * field ('Stray at Large, Adult'), read from the domain's category, age-group and species lists; a name the
 * lists do not know is shown as sent.
 */
import {
  AGE_GROUPS,
  ANIMAL_COUNT_FIELDS,
  CATEGORIES_OF,
  countField,
  isSpecies,
  speciesLabel,
} from '@sac/domain';
import type { RunDifference } from '../../lib/api/aggregation-runs';

const TABLE_LABELS: Record<RunDifference['table'], string> = {
  animal_intakes: 'Intakes',
  animal_outcomes: 'Outcomes',
  animal_counts: 'Animal counts',
};

export const differenceTableLabel = (table: string) => TABLE_LABELS[table as RunDifference['table']] ?? table;

export const differenceSpeciesLabel = (species: string) =>
  isSpecies(species) ? speciesLabel(species) : species;

const AGES = [
  ...AGE_GROUPS.map(({ key, label }) => ({ key, label })),
  { key: 'total', label: 'Total' },
] as const;

export function differenceFieldLabel(table: string, field: string): string {
  if (table === 'animal_counts') return ANIMAL_COUNT_FIELDS.find((f) => f.key === field)?.label ?? field;
  const categories = CATEGORIES_OF[table as keyof typeof CATEGORIES_OF] ?? [];
  for (const category of categories) {
    const age = AGES.find((a) => countField(a.key, category.key) === field);
    if (age) return `${category.label}, ${age.label}`;
  }
  return field;
}
