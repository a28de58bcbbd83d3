/**
 * CSV files for the upload journeys: the domain's example (the columns every upload must have) for a
 * location and month, changed one header or one cell at a time, as Playwright hands files to an input.
 */
import {
  buildExampleCsvRows,
  type ExampleCsvOptions,
  type FileImportType,
  requiredCsvHeaders,
} from '@sac/domain';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };
export type CsvRows = string[][];

export function csvFile(name: string, text: string, mimeType = 'text/csv'): UploadFile {
  return { name, mimeType, buffer: Buffer.from(text, 'utf8') };
}

export const exampleRows = (type: FileImportType, options: ExampleCsvOptions): CsvRows =>
  buildExampleCsvRows(type, options);

/** The cells exactly as given (the domain's writer would neutralise a cell such as -1 as a formula). */
export const toCsvText = (rows: CsvRows) => `${rows.map((cells) => cells.join(',')).join('\r\n')}\r\n`;

/** Our files hold no quoted cells: a line is its cells joined by commas. */
export function parseCsv(text: string): CsvRows {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));
}

/** The rows with one header renamed. */
export function renameHeader(rows: CsvRows, from: string, to: string): CsvRows {
  const [header = [], ...data] = rows;
  return [header.map((name) => (name === from ? to : name)), ...data];
}

/** The rows with one cell replaced; `row` counts as the server does (the header is row 1). */
export function replaceCell(rows: CsvRows, row: number, column: string, value: string): CsvRows {
  const index = rows[0]!.indexOf(column);
  return rows.map((cells, i) =>
    i === row - 1 ? cells.map((cell, c) => (c === index ? value : cell)) : cells,
  );
}

/** A row of a file as an object by header, for comparing with the records the API answers. */
export function rowByHeader(rows: CsvRows, row: number): Record<string, string> {
  const [header = []] = rows;
  return Object.fromEntries(header.map((name, i) => [name, rows[row - 1]![i]!]));
}

export { requiredCsvHeaders };
