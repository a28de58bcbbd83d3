/**
 * The example CSV of each upload: the required headers and one row per species, in the same column order.
 * Two kinds of counts: `balanced` (the default, for tests and benchmarks: small numbers that balance,
 * beginning + intakes − outcomes = ending) and `zero`, the file the upload screens offer (Download Example
 * CSV): every count 0, so that nobody can take it for their own data, and uploading it unchanged still
 * passes every check (issue 10, item 15: plausible numbers uploaded as they were replaced a real month).
 */
import { daysInMonth, formatIsoDate } from '../format/dates';
import type { FileImportType } from '../options/data-entry';
import { DEFAULT_SPECIES, type Species } from '../species';
import { type CsvColumn, csvColumns } from './csv-columns';
import { toCsv } from './csv-text';

export type ExampleCsvOptions = {
  locationId?: number | string;
  year?: number;
  month?: number;
  species?: readonly Species[];
  /** `zero`: every count 0 (the screens' example); `balanced`: small numbers that balance. */
  counts?: 'balanced' | 'zero';
};

const EXAMPLE_BEGINNING = { inCare: 20, inFoster: 5 };

function exampleRow(
  columns: readonly CsvColumn[],
  species: Species,
  options: Required<ExampleCsvOptions>,
): string[] {
  const { year, month } = options;
  const intakes = columns.filter((c) => c.target === 'animal_intakes').length;
  const outcomes = columns.filter((c) => c.target === 'animal_outcomes').length;
  // Enough animals at the start that the example's ending count is never negative.
  const beginning = EXAMPLE_BEGINNING.inCare + Math.max(0, outcomes - intakes);
  const dates = {
    beginningAnimalCountDate: formatIsoDate({ year, month, day: 1 }),
    endingAnimalCountDate: formatIsoDate({ year, month, day: daysInMonth(year, month) }),
  };
  const keys = { locationId: options.locationId, yearOfRecord: year, monthOfRecord: month, species };
  if (options.counts === 'zero') {
    const zeros: Record<string, string | number> = { ...keys, ...dates };
    return columns.map((c) => String(zeros[c.name] ?? 0));
  }
  const values: Record<string, string | number> = {
    ...keys,
    ...dates,
    beginningAnimalCount: beginning,
    beginningFosterAnimalCount: EXAMPLE_BEGINNING.inFoster,
    endingAnimalCount: beginning + intakes - outcomes,
    endingFosterAnimalCount: EXAMPLE_BEGINNING.inFoster,
  };
  return columns.map((c) => String(values[c.name] ?? 1));
}

/** Header and rows of the example; optional (legacy) columns are left out. */
export function buildExampleCsvRows(type: FileImportType, options: ExampleCsvOptions = {}): string[][] {
  const resolved: Required<ExampleCsvOptions> = {
    locationId: options.locationId ?? 1,
    year: options.year ?? 2024,
    month: options.month ?? 1,
    species: options.species ?? DEFAULT_SPECIES,
    counts: options.counts ?? 'balanced',
  };
  const columns = csvColumns(type).filter((c) => !c.optional);
  return [columns.map((c) => c.name), ...resolved.species.map((s) => exampleRow(columns, s, resolved))];
}

export function buildExampleCsv(type: FileImportType, options: ExampleCsvOptions = {}): string {
  return toCsv(buildExampleCsvRows(type, options));
}
