/**
 * The `db` pg-boss runs its SQL through, so its tables live in our database (schema `pgboss`):
 * on PGlite (one in-process connection) and on a PostgreSQL pool alike. It also counts queries in
 * flight so that stopping can wait for pg-boss's last writes before the database is closed.
 */
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/connection';
import type { EmbeddedEngine } from '../db/pglite-thread';

type Rows = { rows: Record<string, unknown>[] };
type Execute = (text: string, values?: unknown[]) => Promise<Rows>;

export type BossDb = PgBoss.Db & {
  /** Resolves once no query started through this adapter is still running. */
  drain(): Promise<void>;
};

export function createBossDb(database: Database): BossDb {
  const execute =
    database.kind === 'pglite'
      ? pgliteExecute(database.raw as EmbeddedEngine)
      : poolExecute(database.raw as pg.Pool);
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const running = execute(text, values);
      inFlight.add(running);
      const forget = () => inFlight.delete(running);
      running.then(forget, forget);
      return running;
    },
    async drain() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

/**
 * pg-boss sends its schema creation and maintenance as one parameterless string of several
 * statements (some with BEGIN/COMMIT): PGlite's `exec` runs those; `query` runs the rest.
 */
function pgliteExecute(pglite: EmbeddedEngine): Execute {
  return async (text, values) => {
    if (values && values.length > 0) return pglite.query<Record<string, unknown>>(text, values);
    try {
      const results = await pglite.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    } catch (error) {
      // A failed statement inside the string's own BEGIN would leave the one connection aborted.
      if (pglite.isInTransaction()) await pglite.exec('rollback');
      throw error;
    }
  };
}

function poolExecute(pool: pg.Pool): Execute {
  return async (text, values) => {
    // Several statements answer with one result each: keep the last, as on PGlite.
    const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
    return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
  };
}

/**
 * Runs pg-boss's statement inside a caller's drizzle transaction, so a job is queued only if the
 * transaction commits. The text goes as written: pg-boss reuses `$n` placeholders with types that
 * only hold per placeholder, so it cannot be rebuilt through drizzle's `sql` template.
 */
export function transactionBossDb(tx: DbOrTx): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const prepared = tx._.session.prepareQuery({ sql: text, params: values }, undefined, undefined, false);
      const result = (await prepared.execute()) as Rows;
      return { rows: result.rows };
    },
  };
}
