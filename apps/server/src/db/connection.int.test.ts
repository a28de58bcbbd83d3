import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './connection';

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
