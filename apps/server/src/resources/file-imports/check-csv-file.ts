/**
 * The first reading of an upload: the whole file is checked before anything is written. The header must
 * be the upload's columns; every row is read with the domain's rules and the organization's locations,
 * and every problem is counted (the first 100 are kept to be listed). Any problem refuses the file. Both
 * readings go in bounded slices that let other requests run in between (read-csv-rows.ts).
 */
import {
  type CsvLayout,
  type CsvRecord,
  createCsvRowReader,
  type FileImportType,
  readCsvHeader,
  UPLOAD_MESSAGES,
} from '@sac/domain';
import { CsvStructureError } from './csv-scanner';
import type { UploadTarget } from './load-upload-target';
import { type RowsHandler, readCsvRows } from './read-csv-rows';
import { CsvProblems, invalidFile, invalidHeaders, invalidRows, unreadableCsv } from './upload-errors';

export type CheckedCsvFile = {
  text: string;
  fileType: FileImportType;
  layout: CsvLayout;
  /** The header's row number: blank lines before it are skipped. */
  headerRow: number;
  rowCount: number;
};

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

export async function checkCsvFile(
  text: string,
  fileType: FileImportType,
  target: UploadTarget,
  now: Date,
): Promise<CheckedCsvFile> {
  let header: { layout: CsvLayout; row: number } | undefined;
  let readRow: ReturnType<typeof createCsvRowReader> | undefined;
  let rowCount = 0;
  const problems = new CsvProblems();
  await readUploadRows(text, (rows) => {
    for (const { cells, row } of rows) {
      if (!header) {
        if (isBlank(cells)) continue;
        const read = readCsvHeader(fileType, cells);
        if (read.check) throw invalidHeaders(read.check);
        header = { layout: read.layout, row };
        readRow = createCsvRowReader(read.layout, now, target.checkLocation);
        continue;
      }
      const result = readRow!(cells, row);
      if (!result) continue;
      rowCount += 1;
      if (result.problems) problems.add(result.problems);
    }
  });
  if (problems.total > 0) throw invalidRows(problems);
  if (!header || rowCount === 0) throw invalidFile(UPLOAD_MESSAGES.noRows);
  return { text, fileType, layout: header.layout, headerRow: header.row, rowCount };
}

/** Records handed to the writing at once: one statement per table for each batch. */
const WRITE_BATCH_ROWS = 2_000;

/** Reads a checked file again, handing its records over a batch at a time. */
export async function readCheckedRecords(
  file: CheckedCsvFile,
  target: UploadTarget,
  now: Date,
  onRecords: (records: CsvRecord[]) => Promise<void>,
): Promise<void> {
  const readRow = createCsvRowReader(file.layout, now, target.checkLocation);
  let records: CsvRecord[] = [];
  await readUploadRows(file.text, async (rows) => {
    for (const { cells, row } of rows) {
      if (row <= file.headerRow) continue;
      const result = readRow(cells, row);
      // The file was checked whole: a problem now would mean the rules changed in between.
      if (result?.problems) throw new Error(`Row ${row} of a checked upload has a problem.`);
      if (result) records.push(result.record);
    }
    if (records.length >= WRITE_BATCH_ROWS) {
      const batch = records;
      records = [];
      await onRecords(batch);
    }
  });
  if (records.length > 0) await onRecords(records);
}

/** readCsvRows, with a text that is not CSV refused by the line where it goes wrong. */
async function readUploadRows(text: string, onRows: RowsHandler): Promise<void> {
  try {
    await readCsvRows(text, onRows);
  } catch (error) {
    throw error instanceof CsvStructureError ? unreadableCsv(error) : error;
  }
}
