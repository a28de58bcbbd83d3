/**
 * What Submit says when the month is not complete (000 §4-§5): per species, the matrix groups that still
 * have an empty field. The groups cover exactly the fields the server's status rule counts
 * (`statusFields`: the undesignated transfers only before March 2021), so a month with nothing listed is
 * a month the server calls complete.
 */
import { ANIMAL_COUNT_FIELDS, enteredFields, type Species, speciesLabel, type YearMonth } from '@sac/domain';
import { type Completion, completionOf } from '../completion';
import { speciesOfRecords } from '../default-species';
import {
  COUNTS_GROUP_TITLE,
  categoryGroups,
  INTAKE_OUTCOME_KINDS,
  type IntakeOutcomeKind,
} from './matrix-groups';
import type { RecordsByKind } from './use-intake-outcome-month';

export type MissingGroups = { species: Species; label: string; groups: string[] };

type EntryGroup = { title: string; kind: IntakeOutcomeKind; fields: readonly string[] };

const COUNTS_GROUP: EntryGroup = {
  title: COUNTS_GROUP_TITLE,
  kind: 'animal_counts',
  fields: ANIMAL_COUNT_FIELDS.map((f) => f.key),
};

/** The matrix's four groups of a month, in screen order, each with its entered fields. */
export function entryGroups(month: YearMonth): EntryGroup[] {
  return [
    COUNTS_GROUP,
    ...categoryGroups(month).map((g) => ({
      title: g.title,
      kind: g.kind,
      fields: enteredFields(g.categories),
    })),
  ];
}

const isEntered = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

/** The species (in screen order) with at least one group not entered in full; empty when all are. */
export function missingGroups(recordsByKind: RecordsByKind, month: YearMonth): MissingGroups[] {
  const groups = entryGroups(month);
  return speciesOfRecords(recordsByKind).flatMap((species) => {
    const missing = groups.filter((group) => {
      const record = recordsByKind[group.kind].find((r) => r.species === species);
      return !record || group.fields.some((field) => !isEntered(record[field]));
    });
    return missing.length === 0
      ? []
      : [{ species, label: speciesLabel(species), groups: missing.map((g) => g.title) }];
  });
}

/** "Canines: Live Intakes, Live Outcomes" */
export const missingLine = ({ label, groups }: MissingGroups) => `${label}: ${groups.join(', ')}`;

/** How far each species of the month is entered, for the species buttons' marks (issue 14 §4). */
export function speciesCompletion(
  recordsByKind: RecordsByKind,
  month: YearMonth,
): Partial<Record<Species, Completion>> {
  const groups = entryGroups(month);
  return Object.fromEntries(
    speciesOfRecords(recordsByKind).map((species) => [
      species,
      completionOf(
        groups.map((group) => ({
          record: recordsByKind[group.kind].find((r) => r.species === species),
          fields: group.fields,
        })),
      ),
    ]),
  );
}

/** The fields the matrix enters in each record of a species, by kind (what Edit shows and Save compares). */
export function recordFields(month: YearMonth): { kind: IntakeOutcomeKind; fields: string[] }[] {
  const groups = entryGroups(month);
  return INTAKE_OUTCOME_KINDS.map((kind) => ({
    kind,
    fields: groups.filter((group) => group.kind === kind).flatMap((group) => group.fields),
  }));
}
