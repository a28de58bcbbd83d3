/**
 * Legacy records (000 §5): before March 2021, transfers were not split by destination. Such months show
 * the undesignated transfer fields; later months hide them. A record before the cutoff with undesignated
 * transfers above zero is legacy, and its reports show the undesignated transfers instead of the designated.
 */
import type { CategoryDef } from '../categories';
import { LEGACY_CUTOFF } from '../constants/limits';
import { enteredFields } from '../record-fields';
import { type CountRecord, sumFields } from './counts';
import { monthIndex, type YearMonth } from './months';

export function isBeforeLegacyCutoff(month: YearMonth): boolean {
  return monthIndex(month) < monthIndex(LEGACY_CUTOFF);
}

const legacyFieldsOf = (categories: readonly CategoryDef[]) =>
  enteredFields(categories.filter((c) => c.legacy));

/** Whether a record of a month holds undesignated transfers above zero before the cutoff. */
export function isLegacyRecord(
  record: CountRecord & { yearOfRecord: number; monthOfRecord: number },
  categories: readonly CategoryDef[],
): boolean {
  if (!isBeforeLegacyCutoff({ year: record.yearOfRecord, month: record.monthOfRecord })) return false;
  return sumFields(record, legacyFieldsOf(categories)) > 0;
}

/** The categories a month's entry screen and status use: legacy ones only before the cutoff. */
export function entryCategories(
  categories: readonly CategoryDef[],
  month: YearMonth,
): readonly CategoryDef[] {
  return isBeforeLegacyCutoff(month) ? categories : categories.filter((c) => !c.legacy);
}

/** The categories a report shows: a legacy record's undesignated transfers, otherwise the designated ones. */
export function reportCategories(
  categories: readonly CategoryDef[],
  legacy: boolean,
): readonly CategoryDef[] {
  return categories.filter((c) => (legacy ? !c.designatedTransfer : !c.legacy));
}
