/**
 * Reads CSV text in bounded slices, handing each slice's records to `onRows` and waiting for its work,
 * then letting the event loop run (setImmediate: other requests' I/O and timers, which a microtask would
 * not let in) before the next slice. However large or hostile the file, no slice holds the loop for more
 * than the reading and checking of CSV_SLICE_CHARACTERS of text (a few milliseconds), and the whole
 * costs time linear in the file's length (csv-scanner.ts).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type CsvRow, CsvScanner } from './csv-scanner';

export type { CsvRow } from './csv-scanner';

/** About 350 intake/outcome rows or 1,000 services rows per slice. */
export const CSV_SLICE_CHARACTERS = 64 * 1024;

/** Receives each slice's records with their row numbers (the line each starts on; the first line is 1). */
export type RowsHandler = (rows: CsvRow[]) => void | Promise<void>;

/** Throws CsvStructureError (csv-scanner.ts) when the text is not CSV an upload can be. */
export async function readCsvRows(text: string, onRows: RowsHandler): Promise<void> {
  const scanner = new CsvScanner(text);
  while (!scanner.done) {
    const rows = scanner.read(CSV_SLICE_CHARACTERS);
    if (rows.length > 0) await onRows(rows);
    if (!scanner.done) await nextTurn();
  }
}
