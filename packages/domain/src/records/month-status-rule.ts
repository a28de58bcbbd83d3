/**
 * The data of the month-status rule (000 §4-§5), kept once: which record tables make up a month of each
 * action, and which fields a record must hold for its month to be complete — the undesignated (legacy)
 * transfers only in months before the legacy cut-over (`LEGACY_CUTOFF`, March 2021). The server builds its
 * SQL from this data (apps/server/src/month-statuses/status-sql.ts); `monthRecordsStatus` is the same rule
 * in TypeScript, built from the same data, and a server test proves both give the same statuses.
 */
import { ANIMAL_COUNT_FIELDS } from '../categories';
import { CATEGORIES_OF, enteredFields, type RecordKind } from '../record-fields';
import {
  type EntryAction,
  type IntakeOutcomeStatus,
  intakeOutcomeStatus,
  type ServicesStatus,
  servicesStatus,
} from '../statuses';
import { isBeforeLegacyCutoff } from './legacy';
import type { YearMonth } from './months';

/** The record tables whose records make up a month of each action. */
export const KINDS_OF = {
  intake_outcome: ['animal_counts', 'animal_intakes', 'animal_outcomes'],
  services: ['animal_services'],
} as const satisfies Record<EntryAction, readonly RecordKind[]>;

const ACTIONS = Object.keys(KINDS_OF) as EntryAction[];

/** The action whose month a record of `kind` belongs to. */
export function actionOfKind(kind: RecordKind): EntryAction {
  return ACTIONS.find((action) => (KINDS_OF[action] as readonly RecordKind[]).includes(kind))!;
}

/** A kind's status fields: those always counted, and those counted only before the legacy cut-over. */
export type StatusFieldSet = { always: readonly string[]; beforeCutoff: readonly string[] };

export const STATUS_FIELDS: Record<RecordKind, StatusFieldSet> = {
  animal_counts: { always: ANIMAL_COUNT_FIELDS.map((f) => f.key), beforeCutoff: [] },
  animal_intakes: splitLegacy(CATEGORIES_OF.animal_intakes),
  animal_outcomes: splitLegacy(CATEGORIES_OF.animal_outcomes),
  animal_services: splitLegacy(CATEGORIES_OF.animal_services),
};

function splitLegacy(categories: (typeof CATEGORIES_OF)[keyof typeof CATEGORIES_OF]): StatusFieldSet {
  return {
    always: enteredFields(categories.filter((c) => !c.legacy)),
    beforeCutoff: enteredFields(categories.filter((c) => c.legacy)),
  };
}

/** The fields a record of `kind` must hold for its month to be complete (000 §4-§5). */
export function statusFields(kind: RecordKind, month: YearMonth): string[] {
  const { always, beforeCutoff } = STATUS_FIELDS[kind];
  return isBeforeLegacyCutoff(month) ? [...always, ...beforeCutoff] : [...always];
}

type MonthRecord = { kind: RecordKind; counts: Record<string, number | null | undefined> };

/** The status of one location's month of `action`, from its records of that month (all of `action`'s kinds). */
export function monthRecordsStatus(
  action: EntryAction,
  month: YearMonth,
  records: readonly MonthRecord[],
): IntakeOutcomeStatus | ServicesStatus {
  const counts = records.map((r) => r.counts);
  if (action === 'services') return servicesStatus(counts, statusFields('animal_services', month));
  const kinds = new Map(records.map((r) => [r.counts, r.kind]));
  return intakeOutcomeStatus(counts, (record) => statusFields(kinds.get(record)!, month));
}
