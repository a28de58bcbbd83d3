import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { type Pipelines, pipelineAutocommitQueries } from './pipelined-queries';

const url = process.env.TEST_DATABASE_URL;

type Row = { pid: number; n: number };

describe.runIf(url)('autocommit statements over pipelined connections (DATABASE_PIPELINES)', () => {
  let pool: pg.Pool;
  let pipelines: Pipelines;
  let admin: pg.Client;
  const open = (connections: number, blockedAfterMs = 10_000, onConnect?: (client: pg.Client) => void) => {
    pool = new pg.Pool({ connectionString: url, max: 3 });
    pool.on('error', () => undefined);
    pipelines = pipelineAutocommitQueries(pool, url!, { connections, blockedAfterMs, onConnect });
  };
  const numbered = (n: number) =>
    pool.query<Row>('select pg_backend_pid() as pid, $1::int as n', [n]).then((r) => r.rows[0]!);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin.end());
  afterEach(async () => {
    await pipelines.close();
    await pool.end();
  });

  it('answers each of many concurrent statements with its own rows, over the pipelined connections only', async () => {
    open(2);
    const rows = await Promise.all(Array.from({ length: 60 }, (_, n) => numbered(n)));
    expect(rows.map((row) => row.n)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    expect(new Set(rows.map((row) => row.pid)).size).toBe(2);
    expect(pool.totalCount).toBe(0);
    expect(pipelines.inFlight).toEqual([0, 0]);
  });

  it('writes the statements given to a connection in one turn of the event loop together', async () => {
    let socket: Writable | undefined;
    open(1, 10_000, (client) => {
      socket = (client as unknown as { connection: { stream: Writable } }).connection.stream;
    });
    await numbered(0);
    // Each write of the socket, however many statements it carries, is one call of _write or _writev.
    let writes = 0;
    const counted = socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
    for (const method of ['_write', '_writev'] as const) {
      const original = counted[method]!.bind(socket);
      counted[method] = (...args: unknown[]) => {
        writes += 1;
        return original(...args);
      };
    }
    const together = await Promise.all(Array.from({ length: 10 }, (_, n) => numbered(n)));
    expect(together.map((row) => row.n)).toEqual(Array.from({ length: 10 }, (_, n) => n));
    expect(writes).toBe(1);
    // Statements of different turns are written in their own turns.
    writes = 0;
    for (const n of [1, 2, 3]) expect((await numbered(n)).n).toBe(n);
    expect(writes).toBe(3);
  });

  it('fails only the statement in error; those written behind it on the same connection answer', async () => {
    open(1);
    const results = await Promise.allSettled(
      [1, 0, 2].map((d) => pool.query('select 6 / $1::int as q', [d]).then((r) => r.rows[0]!.q)),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 6 });
    expect(results[1]).toMatchObject({ reason: { message: 'division by zero' } });
    expect(results[2]).toMatchObject({ value: 3 });
  });

  it('sends a statement to the pool rather than behind one that has run too long', async () => {
    open(1, 20);
    const slow = pool.query<Row>('select pg_backend_pid() as pid, $1::int as n from pg_sleep(0.6)', [1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const fast = await numbered(2);
    const waited = performance.now() - started;
    const slowRow = (await slow).rows[0]!;
    expect(waited).toBeLessThan(400);
    expect(fast.pid).not.toBe(slowRow.pid);
    expect(pool.totalCount).toBe(1);
  });

  it('opens a new connection after the one it used was terminated', async () => {
    open(1);
    const before = await numbered(1);
    await admin.query('select pg_terminate_backend($1)', [before.pid]);
    // The statement that finds the connection gone fails, as a pool's would; the next one gets a new one.
    let after: Row | undefined;
    for (let attempt = 0; attempt < 20 && !after; attempt++) {
      after = await numbered(2).catch(() => undefined);
      if (!after) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(after?.n).toBe(2);
    expect(after?.pid).not.toBe(before.pid);
  });

  it('leaves texts without parameters, callbacks and transactions to the pool', async () => {
    open(1);
    await pool.query('select 1; select 2');
    expect(pool.totalCount).toBe(1);
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<Row>('select pg_backend_pid() as pid, $1::int as n', [3]);
      await client.query('commit');
      expect(rows[0]!.n).toBe(3);
    } finally {
      client.release();
    }
    expect(pipelines.inFlight).toEqual([0]);
  });
});

describe.runIf(url)('a database opened with pipelines', () => {
  it('answers parameterized statements while a transaction holds its whole pool, naming repeated ones', async () => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, pipelines: 1 });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      const transaction = database.db.transaction(async () => held);
      const answer = database.query('select $1::int + 1 as n', [41]);
      const timeout = new Promise((resolve) => setTimeout(resolve, 2_000, 'waited for the pool'));
      expect(await Promise.race([answer.then((r) => r.rows[0]!.n), timeout])).toBe(42);
      // The statement namer names the pipelined connection's statements too: seen twice, prepared once.
      for (const n of [1, 2]) await database.db.execute(sql`select ${n}::int * 2 as twice`);
      const prepared = await database.query(
        'select count(*)::int as count from pg_prepared_statements where statement = $1',
        ['select $1::int * 2 as twice'],
      );
      expect(prepared.rows[0]!.count).toBe(1);
      release();
      await transaction;
    } finally {
      release();
      await database.close();
    }
  });
});
