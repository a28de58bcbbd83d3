/**
 * The first reading of an upload: the whole file is checked before anything is written. The header must
 * be the upload's columns; every row is read with the domain's rules and the organization's locations,
 * and every problem is counted (the first 100 are kept to be listed). Any problem refuses the file.
 */
import {
  type CsvLayout,
  type CsvRecord,
  createCsvRowReader,
  type FileImportType,
  readCsvHeader,
  UPLOAD_MESSAGES,
} from '@sac/domain';
import type { UploadTarget } from './load-upload-target';
import { readCsvRows } from './read-csv-rows';
import { CsvProblems, invalidFile, invalidHeaders, invalidRows } from './upload-errors';

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
  await readCsvRows(text, (rows, firstRow) => {
    rows.forEach((cells, i) => {
      const row = firstRow + i;
      if (!header) {
        if (isBlank(cells)) return;
        const read = readCsvHeader(fileType, cells);
        if (read.check) throw invalidHeaders(read.check);
        header = { layout: read.layout, row };
        readRow = createCsvRowReader(read.layout, now, target.checkLocation);
        return;
      }
      const result = readRow!(cells, row);
      if (!result) return;
      rowCount += 1;
      if (result.problems) problems.add(result.problems);
    });
  });
  if (problems.total > 0) throw invalidRows(problems);
  if (!header || rowCount === 0) throw invalidFile(UPLOAD_MESSAGES.noRows);
  return { text, fileType, layout: header.layout, headerRow: header.row, rowCount };
}

/** Reads a checked file again, handing its records over a chunk at a time. */
export async function readCheckedRecords(
  file: CheckedCsvFile,
  target: UploadTarget,
  now: Date,
  onRecords: (records: CsvRecord[]) => Promise<void>,
): Promise<void> {
  const readRow = createCsvRowReader(file.layout, now, target.checkLocation);
  await readCsvRows(file.text, async (rows, firstRow) => {
    const records: CsvRecord[] = [];
    rows.forEach((cells, i) => {
      const row = firstRow + i;
      if (row <= file.headerRow) return;
      const result = readRow(cells, row);
      // The file was checked whole: a problem now would mean the rules changed in between.
      if (result?.problems) throw new Error(`Row ${row} of a checked upload has a problem.`);
      if (result) records.push(result.record);
    });
    if (records.length > 0) await onRecords(records);
  });
}
