/**
 * An admin CSV: its columns (a header and how to read the cell from a row) and how to read the rows a
 * batch at a time, by id (keyset pagination), so that 20,000 users stream without being held at once.
 * Cells are written by the domain's CSV writer: RFC 4180 quoting, formula cells neutralised.
 */
import { Readable } from 'node:stream';
import { toCsvLine } from '@sac/domain';
import type { Db } from '../../db/connection';

export type CsvColumn<Row> = { header: string; value: (row: Row) => unknown };

export type AdminCsv<Row extends { id: number }> = {
  columns: readonly CsvColumn<Row>[];
  /** Up to `limit` rows with an id above `afterId`, in id order. */
  readBatch: (db: Db, afterId: number, limit: number) => Promise<Row[]>;
};

export const ADMIN_CSV_BATCH_SIZE = 2000;

/**
 * One column per field of a row read with snake_case keys, headed by the key; a list is written as
 * `a; b; c` in one cell. `formats` replaces the value of some columns.
 */
export function columnsOf<Row extends Record<string, unknown>>(
  keys: readonly (keyof Row & string)[],
  formats: Partial<Record<keyof Row & string, (row: Row) => unknown>> = {},
): CsvColumn<Row>[] {
  return keys.map((header) => ({
    header,
    value:
      formats[header] ?? ((row: Row) => (Array.isArray(row[header]) ? row[header].join('; ') : row[header])),
  }));
}

export function streamAdminCsv<Row extends { id: number }>(
  db: Db,
  csv: AdminCsv<Row>,
  batchSize = ADMIN_CSV_BATCH_SIZE,
): Readable {
  async function* lines() {
    yield `${toCsvLine(csv.columns.map((column) => column.header))}\r\n`;
    let afterId = 0;
    for (;;) {
      const rows = await csv.readBatch(db, afterId, batchSize);
      if (rows.length === 0) return;
      yield rows.map((row) => `${toCsvLine(csv.columns.map((column) => column.value(row)))}\r\n`).join('');
      if (rows.length < batchSize) return;
      afterId = rows.at(-1)!.id;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
