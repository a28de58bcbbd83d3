/**
 * Columns of the CSV uploads (000 §3), generated from the category lists. Intake/outcome: the record
 * keys, the beginning counts with their date, every intake and outcome count per age group, the ending
 * counts with their date. An outcome column whose name an intake column already has (owner-intended
 * euthanasia) carries the suffix `Outcome`. Legacy (undesignated transfer) columns are optional: they
 * apply only to months before March 2021. Services: the record keys and every service count per age group.
 */
import {
  ANIMAL_COUNT_FIELDS,
  type CategoryDef,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
} from '../categories';
import type { FileImportType } from '../options/data-entry';
import { enteredFields, type RecordKind } from '../record-fields';

export const CSV_KEY_COLUMNS = ['locationId', 'yearOfRecord', 'monthOfRecord', 'species'] as const;
export const OUTCOME_COLUMN_SUFFIX = 'Outcome';

export type CsvColumn = {
  /** The header. */
  name: string;
  /** The table the value goes to; `key` for the columns identifying the record. */
  target: RecordKind | 'key';
  /** The record attribute it fills (camelCase). */
  field: string;
  /** Legacy columns may be left out of a file. */
  optional?: boolean;
  /** Dates hold yyyy-MM-dd; every other column a count or a key. */
  date?: boolean;
};

const keyColumns = (): CsvColumn[] => CSV_KEY_COLUMNS.map((name) => ({ name, target: 'key', field: name }));
const countColumn = (key: string): CsvColumn => ({ name: key, target: 'animal_counts', field: key });
const dateColumn = (name: string): CsvColumn => ({ name, target: 'animal_counts', field: name, date: true });

function categoryColumns(categories: readonly CategoryDef[], target: RecordKind, taken: ReadonlySet<string>) {
  return categories.flatMap((category) =>
    enteredFields([category]).map((field) => ({
      name: taken.has(field) ? `${field}${OUTCOME_COLUMN_SUFFIX}` : field,
      target,
      field,
      ...(category.legacy ? { optional: true } : {}),
    })),
  );
}

const intakeFieldNames = new Set(enteredFields(INTAKE_CATEGORIES));
const [beginningCount, beginningFoster, endingCount, endingFoster] = ANIMAL_COUNT_FIELDS.map((f) => f.key);

/** Every intake/outcome column, optional (legacy) ones included, in file order. */
export const INTAKE_OUTCOME_CSV_COLUMNS: readonly CsvColumn[] = [
  ...keyColumns(),
  dateColumn('beginningAnimalCountDate'),
  countColumn(beginningCount!),
  countColumn(beginningFoster!),
  ...categoryColumns(INTAKE_CATEGORIES, 'animal_intakes', new Set()),
  ...categoryColumns(OUTCOME_CATEGORIES, 'animal_outcomes', intakeFieldNames),
  dateColumn('endingAnimalCountDate'),
  countColumn(endingCount!),
  countColumn(endingFoster!),
];

export const SERVICES_CSV_COLUMNS: readonly CsvColumn[] = [
  ...keyColumns(),
  ...categoryColumns(SERVICE_CATEGORIES, 'animal_services', new Set()),
];

export function csvColumns(type: FileImportType): readonly CsvColumn[] {
  return type === 'services' ? SERVICES_CSV_COLUMNS : INTAKE_OUTCOME_CSV_COLUMNS;
}

/** The headers a file must have (the example CSV's), in order. */
export function requiredCsvHeaders(type: FileImportType): string[] {
  return csvColumns(type)
    .filter((c) => !c.optional)
    .map((c) => c.name);
}

export type CsvHeaderCheck = { missing: string[]; unknown: string[]; duplicated: string[] };

/** Compares a file's headers with the expected ones (order free, surrounding spaces ignored). */
export function checkCsvHeaders(type: FileImportType, headers: readonly string[]): CsvHeaderCheck {
  const names = headers.map((h) => h.trim().replace(/^\uFEFF/, ''));
  const known = new Set(csvColumns(type).map((c) => c.name));
  const given = new Set(names);
  return {
    missing: requiredCsvHeaders(type).filter((name) => !given.has(name)),
    unknown: names.filter((name) => !known.has(name)),
    duplicated: names.filter((name, index) => names.indexOf(name) !== index),
  };
}

export function isValidCsvHeaderCheck(check: CsvHeaderCheck): boolean {
  return check.missing.length === 0 && check.unknown.length === 0 && check.duplicated.length === 0;
}
