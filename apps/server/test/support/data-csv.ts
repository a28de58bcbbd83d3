/**
 * Test helpers for national data CSVs: parse a downloaded file and check sampled rows against the records
 * in the database, read column by column independently of the SQL that wrote the file.
 */
import { gunzipSync } from 'node:zlib';
import { csvColumns, type FileImportType, toSnakeCase } from '@sac/domain';
import type { LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { Database } from '../../src/db/connection';

export type ParsedCsv = { header: string[]; rows: Record<string, string>[] };

export function parseCsv(text: string): ParsedCsv {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header = [], ...cells] = parsed.data;
  return {
    header,
    rows: cells.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))),
  };
}

export const headerOf = (type: FileImportType) => csvColumns(type).map((column) => column.name);

const TABLES = {
  animal_counts: 'animal_counts',
  animal_intakes: 'animal_intakes',
  animal_outcomes: 'animal_outcomes',
  animal_services: 'animal_services',
} as const;

/** The keys (location, year, month, species) that have records of this type, as the CSV should list them. */
export async function countRecordKeys(database: Database, type: FileImportType, where = 'true') {
  const tables =
    type === 'services' ? ['animal_services'] : ['animal_counts', 'animal_intakes', 'animal_outcomes'];
  const union = tables
    .map(
      (table) =>
        `select location_id, year_of_record, month_of_record, species from ${table} where archived_at is null and ${where}`,
    )
    .join(' union ');
  const { rows } = await database.query(`select count(*)::int as n from (${union}) k`);
  return Number(rows[0]!.n);
}

/** Every count cell of the row equals its record's column (empty when the record or the value is missing). */
export async function expectRowMatchesRecords(
  database: Database,
  type: FileImportType,
  row: Record<string, string>,
) {
  const key = [row.locationId, row.yearOfRecord, row.monthOfRecord, row.species];
  const records = new Map<string, Record<string, unknown> | undefined>();
  for (const table of Object.values(TABLES)) {
    const { rows } = await database.query(
      `select * from ${table} where location_id = $1 and year_of_record = $2 and month_of_record = $3
         and species = $4 and archived_at is null`,
      key,
    );
    records.set(table, rows[0]);
  }
  let compared = 0;
  for (const column of csvColumns(type)) {
    if (column.target === 'key' || column.date) continue;
    const value = records.get(column.target)?.[toSnakeCase(column.field)];
    expect({ column: column.name, value: row[column.name] }).toEqual({
      column: column.name,
      value: value === null || value === undefined ? '' : String(value),
    });
    compared += 1;
  }
  expect(compared).toBeGreaterThan(10);
}

/** The body as text, gunzipped when the answer is compressed. */
export function bodyText(response: LightMyRequestResponse): string {
  return response.headers['content-encoding'] === 'gzip'
    ? gunzipSync(response.rawPayload).toString('utf8')
    : response.rawPayload.toString('utf8');
}

/** A few rows spread over the file. */
export const sample = <T>(rows: T[], count = 5): T[] =>
  Array.from(
    { length: Math.min(count, rows.length) },
    (_, i) => rows[Math.floor((i * rows.length) / count)]!,
  );
