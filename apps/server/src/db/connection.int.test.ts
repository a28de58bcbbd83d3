import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase, POOL_IDLE_TIMEOUT_MS } from './connection';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the PostgreSQL pool (DATABASE_POOL_SIZE)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  });
  afterAll(() => database.close());

  it('opens at most poolSize connections; the other queries wait their turn and all answer', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => database.query('select pg_backend_pid() as pid from pg_sleep(0.05)')),
    );
    const backends = new Set(results.map((result) => result.rows[0]!.pid));
    expect(results).toHaveLength(6);
    expect(backends.size).toBe(2);
  });
});

describe.runIf(url)('pool connections through a lull', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an idle connection for ten minutes, so a save after a pause needs no new backend', async () => {
    // pg-pool closes an idle connection from a setTimeout; the sockets use Node's own timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const pool = database.raw as pg.Pool;
    // A transaction (a save) takes a connection of the pool, as this does.
    const backendOfPoolConnection = async () => {
      const client = await pool.connect();
      try {
        return (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      } finally {
        client.release();
      }
    };
    try {
      const first = await backendOfPoolConnection();
      // pg's default closed it after 10 s: the next save paid for a new backend and its statements.
      vi.advanceTimersByTime(60_000);
      expect(pool.totalCount).toBe(1);
      expect(await backendOfPoolConnection()).toBe(first);

      vi.advanceTimersByTime(POOL_IDLE_TIMEOUT_MS + 1);
      expect(pool.totalCount).toBe(0);
      expect(await backendOfPoolConnection()).not.toBe(first);
    } finally {
      await database.close();
    }
  });
});
