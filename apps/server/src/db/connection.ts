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
import { skipRowTemplatesOfArrayResults } from './pg-array-rows';
import { nameRepeatedPgliteStatements } from './pglite-statements';
import { type EmbeddedEngine, PGliteThread } from './pglite-thread';
import { PIPELINE_BLOCKED_AFTER_MS, pipelineAutocommitQueries } from './pipelined-queries';
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
  /** Applies the migrations not yet applied, under the `migrations` lock (see withLock). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the named lock, which every process on this database shares: processes
   * starting together on an empty database take turns to create the schema and the job queues instead
   * of racing (deadlocks, "already exists"). PostgreSQL: a session advisory lock on a connection of its
   * own, so `work` keeps the whole pool (and a crashed holder releases it). Embedded: one process owns
   * the database, so an in-process queue is all it takes. Not re-entrant: don't take a lock inside itself.
   */
  withLock<T>(name: LockName, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The underlying client: a pg.Pool, or the embedded engine (its thread, or a PGlite instance given). */
  raw: pg.Pool | EmbeddedEngine;
};

/** `migrations`: our schema; `setup`: migrations, reference data and demo seed; `jobs`: pg-boss's schema and queues. */
export type LockName = 'migrations' | 'setup' | 'jobs';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  /** A dump of an embedded database (`dumpDataDir`) to start from, in memory. */
  pgliteDump?: Uint8Array;
  /** An embedded instance to use (tests of the engine itself). */
  pglite?: PGlite;
  /**
   * The embedded engine on a worker thread of its own (pglite-thread.ts) instead of this thread: under
   * concurrent load more requests a second, since the API and the engine each have a core; each statement
   * pays a handoff between the threads. Off by default.
   */
  engineThread?: boolean;
  poolSize?: number;
  /** Pipelined connections for autocommit statements (pipelined-queries.ts); none unless given. */
  pipelines?: number;
};

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize, options.pipelines);
  return openPglite(options);
}

/**
 * How long a pool connection may sit idle before it is closed. pg's default is 10 s, after which the next
 * transaction (a save) paid for a new connection: PostgreSQL starting a backend, its catalog caches filled
 * afresh and each named statement prepared again. A save after a 12 s pause took 72–84 ms against 25–28
 * ms one second after the last (docs/performance.md, "Connections kept through a lull"). A portal's users
 * pause longer than 10 s between saves, so that was most saves; ten minutes still hands the connections of
 * a burst back to PostgreSQL once it is over.
 */
export const POOL_IDLE_TIMEOUT_MS = 10 * 60_000;

function openPostgres(url: string, poolSize = 10, pipelineCount = 0): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS });
  // An idle connection that the server closes (a restart, a dropped test database) is removed from the
  // pool, which opens a new one on the next query; without a listener its 'error' would crash the process.
  pool.on('error', () => undefined);
  const nameStatements = nameRepeatedStatements(pool);
  const pipelines = pipelineAutocommitQueries(pool, url, {
    connections: pipelineCount,
    blockedAfterMs: PIPELINE_BLOCKED_AFTER_MS,
    onConnect: nameStatements,
  });
  skipRowTemplatesOfArrayResults();
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const withLock = inProcessQueue((name, work) => withAdvisoryLock(url, name, work));
  return {
    kind: 'postgres',
    db,
    raw: pool,
    query: async (text, values) => pool.query(text, values as unknown[]),
    exec: async (text) => {
      await pool.query(text);
    },
    migrate: () => withLock('migrations', () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR })),
    withLock,
    close: async () => {
      await pipelines.close();
      await pool.end();
    },
  };
}

type WithLock = <T>(name: LockName, work: () => Promise<T>) => Promise<T>;

/**
 * Holds a session advisory lock (scoped to this database by PostgreSQL) on a client of its own while
 * `work` runs. A process that has to wait says so once, so a slow start is not mistaken for a hang.
 */
async function withAdvisoryLock<T>(url: string, name: LockName, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const key = `shelter-portal:${name}`;
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [key],
    );
    if (!rows[0]?.locked) {
      console.log(`Waiting for another process to finish (${name})…`);
      await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key]);
    }
    // Closing the client releases the lock, also when `work` fails.
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** One holder of each named lock at a time within this process, whatever the engine does across processes. */
function inProcessQueue(lock: WithLock): WithLock {
  const tails = new Map<LockName, Promise<unknown>>();
  return (name, work) => {
    const previous = tails.get(name) ?? Promise.resolve();
    const turn = previous.then(() => lock(name, work));
    tails.set(
      name,
      turn.catch(() => undefined),
    );
    return turn;
  };
}

async function openPglite({
  pglite: given,
  dataDir,
  pgliteDump,
  engineThread,
}: OpenOptions): Promise<Database> {
  if (dataDir && !given) mkdirSync(dataDir, { recursive: true });
  const engineDir = dataDir && path.join(dataDir, 'pglite');
  let pglite: EmbeddedEngine;
  if (engineThread && !given) {
    pglite = new PGliteThread({ dataDir: engineDir, loadDataDir: pgliteDump });
  } else {
    const instance =
      given ?? new PGlite({ dataDir: engineDir, loadDataDir: pgliteDump && new Blob([pgliteDump]) });
    nameRepeatedPgliteStatements(instance);
    pglite = instance;
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite as PGlite, { schema, casing: 'snake_case' }) as unknown as Db;
  // One process, one connection: an advisory lock would be re-entrant here and add nothing.
  const withLock = inProcessQueue((_name, work) => work());
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
    migrate: () =>
      withLock('migrations', () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR })),
    withLock,
    close: () => pglite.close(),
  };
}
