/**
 * One database engine, two ways to run it: PostgreSQL embedded in-process (PGlite) when no
 * DATABASE_URL is given, or a PostgreSQL server through a connection pool. Same schema, same SQL.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { nameRepeatedStatements } from './statement-names';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: commands take this so they compose inside a caller's transaction. */
export type DbOrTx = Db | Tx;

export type SqlResult = { rows: Record<string, unknown>[] };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw parameterized SQL ($1, $2…), for job queues, streaming and benchmarks. */
  query(text: string, values?: unknown[]): Promise<SqlResult>;
  /** Several statements without parameters. */
  exec(text: string): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The underlying client: a pg.Pool or a PGlite instance. */
  raw: pg.Pool | PGlite;
};

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export type OpenOptions = { databaseUrl?: string; dataDir?: string; pglite?: PGlite; poolSize?: number };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize);
  return openPglite(options.pglite, options.dataDir);
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server closes (a restart, a dropped test database) is removed from the
  // pool, which opens a new one on the next query; without a listener its 'error' would crash the process.
  pool.on('error', () => undefined);
  nameRepeatedStatements(pool);
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    raw: pool,
    query: async (text, values) => pool.query(text, values as unknown[]),
    exec: async (text) => {
      await pool.query(text);
    },
    migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

async function openPglite(existing: PGlite | undefined, dataDir: string | undefined): Promise<Database> {
  let client = existing;
  if (!client) {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    client = new PGlite(dataDir ? path.join(dataDir, 'pglite') : undefined);
  }
  await client.waitReady;
  const pglite = client;
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    raw: pglite,
    query: async (text, values) => {
      const result = await pglite.query<Record<string, unknown>>(text, values as unknown[]);
      return { rows: result.rows };
    },
    exec: async (text) => {
      await pglite.exec(text);
    },
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pglite.close(),
  };
}
