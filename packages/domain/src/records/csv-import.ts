/**
 * Reading a CSV upload (000 §3, §5; docs/api-files.md): the header row mapped to the upload's columns,
 * then each data row's cells read into typed values, every problem named by its row (the header is row
 * 1), column and value. Pure: the server checks whole files with it, the browser may check one before
 * sending it. Rules that need the database (the organization's locations) are the server's.
 */
import { CSV_YEAR_RANGE, MAX_COUNT } from '../constants/limits';
import { formatIsoDate, parseIsoDate, parseUsDate } from '../format/dates';
import { UPLOAD_MESSAGES as M } from '../messages/data-entry';
import type { FileImportType } from '../options/data-entry';
import { isSpecies, type Species } from '../species';
import { isFutureMonth } from '../statuses';
import {
  type CsvColumn,
  type CsvHeaderCheck,
  checkCsvHeaders,
  csvColumns,
  isValidCsvHeaderCheck,
} from './csv-columns';
import { isBeforeLegacyCutoff } from './legacy';
import type { YearMonth } from './months';

/** One problem of a refused file. `column` and `value` are null for a problem of the whole row. */
export type CsvProblem = { row: number; column: string | null; value: string | null; detail: string };

/** Where each of the upload's columns is in the file. */
export type CsvLayout = {
  type: FileImportType;
  /** Every column of the upload, optional (legacy) ones included, in `csvColumns` order. */
  columns: readonly CsvColumn[];
  /** The cell index of each column in a row; -1 for an optional column the file leaves out. */
  positions: readonly number[];
  /** The header's number of cells: every row must have as many. */
  width: number;
};

export type CsvHeaderResult =
  | { layout: CsvLayout; check?: never }
  | { layout?: never; check: CsvHeaderCheck };

const headerName = (cell: string) => cell.replace(/^\uFEFF/, '').trim();

/**
 * Maps the header row to the columns; a blank header cell (a spreadsheet's empty trailing column) is
 * ignored. Missing, unknown or repeated headers give the check that names them.
 */
export function readCsvHeader(type: FileImportType, cells: readonly string[]): CsvHeaderResult {
  const names = cells.map(headerName);
  const check = checkCsvHeaders(
    type,
    names.filter((name) => name !== ''),
  );
  if (!isValidCsvHeaderCheck(check)) return { check };
  const columns = csvColumns(type);
  return {
    layout: { type, columns, positions: columns.map((c) => names.indexOf(c.name)), width: cells.length },
  };
}

/** The (location, species, year, month) a row replaces. */
export type CsvRecordKey = { locationId: number; species: Species; year: number; month: number };

/**
 * A row read without problems. `values[i]` is the value of `layout.columns[i]`: a number for the keys and
 * counts, the species code, an ISO date, or null for a legacy count left empty (or out) from March 2021.
 */
export type CsvRecord = CsvRecordKey & { row: number; values: (number | string | null)[] };

export type CsvRowResult =
  | { record: CsvRecord; problems?: never }
  | { record?: never; problems: CsvProblem[] };

const DIGITS = /^\d+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole number of at most `max`, or null for anything else (signs, decimals, letters). */
function wholeNumber(text: string, max: number): number | 'too_large' | null {
  if (!DIGITS.test(text)) return null;
  const value = text.length > 16 ? Number.POSITIVE_INFINITY : Number(text);
  return value > max ? 'too_large' : value;
}

/** A cell's date as `yyyy-MM-dd`, from `yyyy-MM-dd` or `M/d/yyyy`; null when it is neither or not a real date. */
function isoDate(text: string): string | null {
  const date = ISO_DATE.test(text) ? parseIsoDate(text) : parseUsDate(text);
  return date && formatIsoDate(date);
}

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** Checks a row's location against what only the caller knows (the organization's locations). */
export type CsvLocationCheck = (locationId: number, row: number) => string | null;

type RowCells = { row: number; problems: CsvProblem[]; text(index: number): string | undefined };

function problemAt(cells: RowCells, column: string, value: string, detail: string) {
  cells.problems.push({ row: cells.row, column, value, detail });
}

/** The key cells: each typed, or null with its problem recorded. */
function readKeyCells(cells: RowCells, keys: Record<'locationId' | 'year' | 'month' | 'species', number>) {
  const { row } = cells;
  const read = <T>(
    index: number,
    column: string,
    parse: (text: string) => T | null,
    detail: (text: string) => string,
  ) => {
    const text = cells.text(index)!;
    if (text === '') {
      problemAt(cells, column, '', M.emptyField(row, column));
      return null;
    }
    const value = parse(text);
    if (value === null) problemAt(cells, column, text, detail(text));
    return value;
  };
  const inRange = (min: number, max: number) => (text: string) => {
    const value = wholeNumber(text, max);
    return typeof value === 'number' && value >= min ? value : null;
  };
  return {
    locationId: read(keys.locationId, 'locationId', inRange(0, MAX_COUNT), (t) =>
      M.invalidLocationId(row, t),
    ),
    year: read(keys.year, 'yearOfRecord', inRange(CSV_YEAR_RANGE.min, CSV_YEAR_RANGE.max), (t) =>
      M.invalidYear(row, t),
    ),
    month: read(keys.month, 'monthOfRecord', inRange(1, 12), (t) => M.invalidMonth(row, t)),
    species: read(
      keys.species,
      'species',
      (text) => (isSpecies(text.toLowerCase()) ? (text.toLowerCase() as Species) : null),
      (t) => M.unknownSpecies(row, t),
    ),
  };
}

/** A count or date cell: its value, or null (a legacy count may be empty from March 2021). */
function readValueCell(cells: RowCells, column: CsvColumn, index: number, month: YearMonth | null) {
  const text = cells.text(index);
  const { row } = cells;
  // Legacy (undesignated transfer) counts exist only before March 2021: later, empty is their value.
  const beforeCutoff = month !== null && isBeforeLegacyCutoff(month);
  if (text === undefined) return beforeCutoff ? 0 : null;
  if (text === '') {
    if (!column.optional || beforeCutoff) problemAt(cells, column.name, '', M.emptyField(row, column.name));
    return null;
  }
  if (column.date) {
    const date = isoDate(text);
    if (date === null) problemAt(cells, column.name, text, M.invalidDate(row, column.name, text));
    return date;
  }
  const count = wholeNumber(text, MAX_COUNT);
  if (count === null) problemAt(cells, column.name, text, M.invalidValue(row, column.name, text));
  if (count === 'too_large') problemAt(cells, column.name, text, M.countTooLarge(row, column.name, text));
  return typeof count === 'number' ? count : null;
}

/**
 * Reads the rows of one file in order: each row's cells checked and typed, its location checked by
 * `checkLocation`, and a row repeating the location, species and month of an earlier one refused.
 * `now` decides which months are in the future.
 */
export function createCsvRowReader(layout: CsvLayout, now: Date, checkLocation?: CsvLocationCheck) {
  const seen = new Map<string, number>();
  const indexOf = (name: string) => layout.columns.findIndex((c) => c.name === name);
  const keys = {
    locationId: indexOf('locationId'),
    year: indexOf('yearOfRecord'),
    month: indexOf('monthOfRecord'),
    species: indexOf('species'),
  };

  /** The row's record or its problems; null for a blank row (empty lines are ignored). */
  return function readRow(raw: readonly string[], row: number): CsvRowResult | null {
    if (isBlankRow(raw)) return null;
    if (raw.length !== layout.width) {
      return {
        problems: [{ row, column: null, value: null, detail: M.cellCount(row, raw.length, layout.width) }],
      };
    }
    const cells: RowCells = {
      row,
      problems: [],
      text: (index) => {
        const position = layout.positions[index]!;
        return position < 0 ? undefined : raw[position]!.trim();
      },
    };
    const key = readKeyCells(cells, keys);
    if (key.locationId !== null) {
      const detail = checkLocation?.(key.locationId, row);
      if (detail) problemAt(cells, 'locationId', cells.text(keys.locationId)!, detail);
    }
    const month = key.year !== null && key.month !== null ? { year: key.year, month: key.month } : null;
    if (month && isFutureMonth(month.year, month.month, now)) {
      problemAt(cells, 'monthOfRecord', cells.text(keys.month)!, M.futureMonth(row, month.year, month.month));
    }
    const values: (number | string | null)[] = layout.columns.map((column, index) =>
      column.target === 'key' ? null : readValueCell(cells, column, index, month),
    );
    if (cells.problems.length > 0) return { problems: cells.problems };

    const record = { row, values, ...(key as CsvRecordKey & { year: number; month: number }) };
    const id = `${record.locationId}|${record.species}|${record.year}|${record.month}`;
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      return { problems: [{ row, column: null, value: null, detail: M.repeatedRow(row, earlier) }] };
    }
    seen.set(id, row);
    values[keys.locationId] = record.locationId;
    values[keys.year] = record.year;
    values[keys.month] = record.month;
    values[keys.species] = record.species;
    return { record };
  };
}
