/**
 * Writes a batch of upload rows: each (location, species, year, month) record of each table is replaced
 * whole by the row's values (inserted, or updated and brought back if it was archived), one statement per
 * table for the whole batch (`insert … select … from unnest(…) on conflict … do update`). A record that
 * already holds the row's values is left as it is: shelters upload their year's file again every month,
 * and its unchanged months keep their `updated_at` (and cost no write).
 */
import { type CsvLayout, type CsvRecord, KINDS_OF, type RecordKind, toSnakeCase } from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { UPLOAD_SQL_TAG } from '../../month-statuses/refresh-month-statuses';

type TableColumn = { name: string; type: 'int' | 'date'; index: number };

/** The layout's columns written to `kind`'s table, with their SQL names and types. */
function tableColumns(layout: CsvLayout, kind: RecordKind): TableColumn[] {
  return layout.columns.flatMap((column, index) =>
    column.target === kind
      ? [{ name: toSnakeCase(column.field), type: column.date ? 'date' : 'int', index }]
      : [],
  );
}

/**
 * A PostgreSQL array literal of the values, sent as one text parameter: node-postgres would otherwise
 * quote every element of every column one by one, which was a third of an upload's writing time.
 */
function arrayLiteral(values: (number | string | null | undefined)[]): string {
  const elements = values.map((v) =>
    v === null || v === undefined
      ? 'NULL'
      : typeof v === 'number'
        ? String(v)
        : `"${v.replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${elements.join(',')}}`;
}

export type UpsertContext = { organizationId: number; now: Date };

function upsertStatement(
  kind: RecordKind,
  columns: TableColumn[],
  records: CsvRecord[],
  context: UpsertContext,
): SQL {
  const array = (values: (number | string | null | undefined)[], type: string) =>
    sql`${arrayLiteral(values)}::${sql.raw(type)}[]`;
  const arrays = [
    array(
      records.map((r) => r.locationId),
      'int',
    ),
    array(
      records.map((r) => r.species),
      'text',
    ),
    array(
      records.map((r) => r.year),
      'int',
    ),
    array(
      records.map((r) => r.month),
      'int',
    ),
    ...columns.map((c) =>
      array(
        records.map((r) => r.values[c.index]),
        c.type,
      ),
    ),
  ];
  const aliases = columns.map((_, i) => `c${i}`);
  const names = columns.map((c) => c.name);
  const now = sql`${sql.param(context.now)}::timestamptz`;
  return sql`${sql.raw(UPLOAD_SQL_TAG)} insert into ${sql.identifier(kind)} (location_id, organization_id, species,
      year_of_record, month_of_record, date_of_record, created_at, updated_at, archived_at, ${sql.raw(names.join(', '))})
    select u.location_id, ${sql.param(context.organizationId)}::int, u.species, u.year, u.month,
      make_date(u.year, u.month, 1), ${now}, ${now}, null, ${sql.raw(aliases.map((a) => `u.${a}`).join(', '))}
    from unnest(${sql.join(arrays, sql`, `)}) as u(location_id, species, year, month, ${sql.raw(aliases.join(', '))})
    on conflict (location_id, year_of_record, month_of_record, species) do update set
      organization_id = excluded.organization_id, date_of_record = excluded.date_of_record,
      updated_at = excluded.updated_at, archived_at = null,
      ${sql.raw(names.map((n) => `${n} = excluded.${n}`).join(', '))}
    where ${sql.identifier(kind)}.archived_at is not null
      or (${sql.raw(names.map((n) => `${kind}.${n}`).join(', '))})
        is distinct from (${sql.raw(names.map((n) => `excluded.${n}`).join(', '))})`;
}

export async function upsertCsvRecords(
  tx: Tx,
  layout: CsvLayout,
  records: CsvRecord[],
  context: UpsertContext,
): Promise<void> {
  for (const kind of KINDS_OF[layout.type]) {
    const columns = tableColumns(layout, kind);
    // A layout may leave a table out (an aggregation without the vendor's counts).
    if (columns.length > 0) await tx.execute(upsertStatement(kind, columns, records, context));
  }
}
