/**
 * A bulk load inside the caller's transaction: the tables' foreign keys and secondary indexes are dropped,
 * the load runs, then they are restored exactly as the catalog defined them (index builds and one
 * validation join are much faster than millions of per-row checks). A duplicate or a dangling reference
 * makes the restore fail and the whole transaction roll back, so nothing weaker is ever committed.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../connection';
import { literal } from './sql-text';

type Definition = { table: string; name: string; def: string };

async function rowsOf(tx: Tx, text: string): Promise<Definition[]> {
  const result = (await tx.execute(sql.raw(text))) as unknown as { rows: Definition[] };
  return result.rows;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function withoutConstraints<T>(tx: Tx, tables: string[], load: () => Promise<T>): Promise<T> {
  const names = `array[${tables.map(literal).join(', ')}]::text[]`;
  const foreignKeys = await rowsOf(
    tx,
    `select cl.relname as table, con.conname as name, pg_get_constraintdef(con.oid) as def
     from pg_constraint con join pg_class cl on cl.oid = con.conrelid join pg_namespace ns on ns.oid = cl.relnamespace
     where con.contype = 'f' and ns.nspname = current_schema() and cl.relname = any(${names})`,
  );
  const indexes = await rowsOf(
    tx,
    `select i.tablename as table, i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any(${names})
       and not exists (select 1 from pg_constraint con where con.conname = i.indexname and con.contype in ('p', 'u', 'x'))`,
  );
  for (const fk of foreignKeys) {
    await tx.execute(sql.raw(`alter table ${quoted(fk.table)} drop constraint ${quoted(fk.name)}`));
  }
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${quoted(index.name)}`));
  const result = await load();
  for (const index of indexes) await tx.execute(sql.raw(index.def));
  for (const fk of foreignKeys) {
    await tx.execute(sql.raw(`alter table ${quoted(fk.table)} add constraint ${quoted(fk.name)} ${fk.def}`));
  }
  return result;
}
