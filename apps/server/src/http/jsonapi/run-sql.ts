/**
 * Runs SQL the layer assembled itself through drizzle's session, so that it works the same on the pool,
 * inside a transaction and on PGlite, with drizzle's driver settings (timestamps arrive as text, as the
 * columns' decoders expect). Rows come back as arrays and are mapped by the caller, in one pass.
 */
import type { Query, SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/connection';
import { compileSql } from './compile-sql';

/** The dialect the database compiles with (its casing turns camelCase keys into column names). */
export function dialectOf(db: DbOrTx): PgDialect {
  // drizzle keeps it on the database object without declaring it public.
  const dialect = (db as unknown as { dialect?: PgDialect }).dialect;
  if (!dialect) throw new Error('drizzle database without a dialect: the JSON:API layer needs drizzle 0.45');
  return dialect;
}

/**
 * Compiles with the layer's own compiler where it can (a few microseconds), with drizzle's where it cannot
 * (about twenty times as long for a read with computed attributes: drizzle checks every piece's kind).
 */
export function toQuery(db: DbOrTx, query: SQL): Query {
  const dialect = dialectOf(db);
  return compileSql(query, dialect) ?? dialect.sqlToQuery(query);
}

export function runArrayQuery<T>(db: DbOrTx, query: SQL, mapRow: (values: unknown[]) => T): Promise<T[]> {
  return runCompiledQuery(db, toQuery(db, query), mapRow);
}

export async function runCompiledQuery<T>(
  db: DbOrTx,
  query: Query,
  mapRow: (values: unknown[]) => T,
): Promise<T[]> {
  const prepared = db._.session.prepareQuery<{ execute: T[]; all: unknown; values: unknown }>(
    query,
    undefined,
    undefined,
    true,
    (rows) => rows.map(mapRow),
  );
  return prepared.execute();
}
