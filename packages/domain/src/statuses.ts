/**
 * Month entry statuses (000 §4). The server computes them from the records and stores them (in SQL built
 * from the rule's data in records/month-status-rule.ts); the browser only labels them. The evaluation
 * functions below are that rule in TypeScript (`monthRecordsStatus`), which a server test proves equal.
 */
import { toCamelCase } from './format/case';

export type EntryAction = 'intake_outcome' | 'services';

export type IntakeOutcomeStatus = 'unbegun' | 'incomplete' | 'complete';
export type ServicesStatus =
  | 'unbegun'
  | 'inProgress'
  | 'completeServicesProvided'
  | 'completeNoServicesProvided';
/** What a month tile can show: the stored status, or unavailable for a month after the current one. */
export type MonthStatus = IntakeOutcomeStatus | ServicesStatus | 'in_progress' | 'unavailable';

/** The label of each status, by its camelCase name (the spec also writes `in_progress`, `complete_services_provided`). */
export const STATUS_LABELS: Record<string, string> = {
  complete: 'Entry is Complete',
  completeServicesProvided: 'Entry is Complete',
  incomplete: 'Entry is Incomplete',
  inProgress: 'Entry is Incomplete',
  unbegun: 'Entry is Unbegun',
  unavailable: 'Entry status unavailable',
  completeNoServicesProvided: 'Entry is Complete, No Services Provided',
};

/** A status's label under either spelling of its name; unknown when nothing is returned. */
export function statusLabel(status: string | undefined | null): string {
  return (status && STATUS_LABELS[toCamelCase(status)]) || 'unknown';
}

type Counts = Record<string, number | null | undefined>;

const isFilled = (value: number | null | undefined) => typeof value === 'number' && Number.isFinite(value);

/**
 * Intake/outcome status of one location's month, from its records (one per species and table).
 * No record, or no field entered anywhere: unbegun. Every field of every record entered: complete.
 */
export function intakeOutcomeStatus(
  records: Counts[],
  fieldsOf: (record: Counts) => string[],
): IntakeOutcomeStatus {
  if (records.length === 0) return 'unbegun';
  let filled = 0;
  let total = 0;
  for (const record of records) {
    for (const field of fieldsOf(record)) {
      total += 1;
      if (isFilled(record[field])) filled += 1;
    }
  }
  if (filled === 0) return 'unbegun';
  return filled === total ? 'complete' : 'incomplete';
}

/** Services status of one location's month, from its service records (one per species). */
export function servicesStatus(records: Counts[], fields: string[]): ServicesStatus {
  if (records.length === 0) return 'unbegun';
  let filled = 0;
  let total = 0;
  let provided = false;
  for (const record of records) {
    for (const field of fields) {
      total += 1;
      const value = record[field];
      if (isFilled(value)) {
        filled += 1;
        if ((value as number) > 0) provided = true;
      }
    }
  }
  if (filled === 0) return 'unbegun';
  if (filled < total) return 'inProgress';
  return provided ? 'completeServicesProvided' : 'completeNoServicesProvided';
}

/**
 * The combined status across many records or locations: the shared value if all are unbegun or all
 * complete; otherwise incomplete (000 §4).
 */
export function combineIntakeOutcomeStatuses(statuses: IntakeOutcomeStatus[]): IntakeOutcomeStatus {
  if (statuses.length === 0) return 'unbegun';
  if (statuses.every((s) => s === 'unbegun')) return 'unbegun';
  if (statuses.every((s) => s === 'complete')) return 'complete';
  return 'incomplete';
}

export function combineServicesStatuses(statuses: ServicesStatus[]): ServicesStatus {
  if (statuses.length === 0) return 'unbegun';
  if (statuses.every((s) => s === 'unbegun')) return 'unbegun';
  const complete = statuses.every(
    (s) => s === 'completeServicesProvided' || s === 'completeNoServicesProvided',
  );
  if (!complete) return 'inProgress';
  return statuses.some((s) => s === 'completeServicesProvided')
    ? 'completeServicesProvided'
    : 'completeNoServicesProvided';
}

/** Months after the current month of the current year are unavailable for entry. */
export function isFutureMonth(year: number, month: number, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year > currentYear || (year === currentYear && month > currentMonth);
}
