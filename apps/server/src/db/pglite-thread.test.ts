/**
 * The embedded engine on its own thread (EMBEDDED_ENGINE_THREAD): it answers as a PGlite instance in this
 * thread does, through the part of PGlite's API the portal uses, with drizzle on top.
 */
import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './connection';
import { PGliteThread } from './pglite-thread';

describe('the embedded engine on its own thread', () => {
  let database: Database;
  let engine: PGliteThread;
  beforeAll(async () => {
    database = await openDatabase({ engineThread: true });
    engine = database.raw as PGliteThread;
    expect(engine).toBeInstanceOf(PGliteThread);
    await database.exec(`create table notes (
      id int primary key, body text not null, tags text[], at timestamptz, meta jsonb)`);
  });
  afterAll(() => database.close());

  it('runs statements with parameters, as objects or arrays, the same text named from its second run', async () => {
    const insert = 'insert into notes (id, body, tags, at, meta) values ($1, $2, $3, $4, $5)';
    const at = new Date('2024-05-01T10:00:00Z');
    await engine.query(insert, [1, 'first', ['a', 'b'], at, { n: 1 }]);
    await engine.query(insert, [2, 'second', null, null, null]);
    expect(await engine.query(insert, [3, 'third', [], at, { n: 3 }])).toMatchObject({
      rows: [],
      affectedRows: 1,
    });
    const select = 'select id, body, tags, at, meta from notes where id = any($1::int[]) order by id';
    const objects = await engine.query(select, [[1, 2]]);
    expect(objects.rows).toEqual([
      { id: 1, body: 'first', tags: ['a', 'b'], at, meta: { n: 1 } },
      { id: 2, body: 'second', tags: null, at: null, meta: null },
    ]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'body', 'tags', 'at', 'meta']);
    const arrays = await engine.query(select, [[3]], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[3, 'third', [], at, { n: 3 }]]);
    const { rows } = await engine.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows.length).toBeGreaterThan(0);
  });

  it("applies the caller's parsers to their types, given the text, in this thread", async () => {
    const parsers = {
      [types.TIMESTAMPTZ]: (value: string) => `text:${value}`,
      [types.INT4]: (value: string, type?: number) => Number(value) * 100 + (type ?? 0),
    };
    const object = await engine.query('select id, at from notes where id = $1', [1], { parsers });
    expect(object.rows).toEqual([{ id: 100 + types.INT4, at: 'text:2024-05-01 10:00:00+00' }]);
    const array = await engine.query('select id, at from notes where id = $1', [2], {
      parsers,
      rowMode: 'array',
    });
    // A null is no text to parse.
    expect(array.rows).toEqual([[200 + types.INT4, null]]);
  });

  it('keeps drizzle as it is on PGlite: timestamps as text, rows through its own mapping', async () => {
    const result = await database.db.execute(sql`select at from notes where id = ${1}`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ at: '2024-05-01 10:00:00+00' }]);
  });

  it('commits a transaction, and rolls back one whose callback fails or that asks to', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (10, 'kept')`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (11, 'dropped')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await engine.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values (12, $1)', ['rolled back']);
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('select 1')).rejects.toThrow('Transaction is closed');
    });
    const { rows } = await engine.query<{ id: number }>('select id from notes where id >= 10 order by id');
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('holds other statements until an open transaction ends, as one connection does', async () => {
    let outside: Promise<{ rows: { body: string }[] }> | undefined;
    await engine.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (20, 'inside')");
      outside = engine.query<{ body: string }>('select body from notes where id = 20');
      // The statement outside waits for the transaction instead of running inside it.
      const settled = await Promise.race([outside.then(() => 'ran'), sleep(100).then(() => 'waiting')]);
      expect(settled).toBe('waiting');
    });
    expect((await outside!).rows).toEqual([{ body: 'inside' }]);
  });

  it("hands over the database's refusal with its SQLSTATE and constraint, and the engine goes on", async () => {
    const error = await engine.query("insert into notes (id, body) values (1, 'again')").catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'notes_pkey', table: 'notes' });
    expect(error.message).toContain('duplicate key value');
    // A failed statement inside a text's own BEGIN leaves no transaction open on the one session.
    await expect(engine.exec("begin; insert into notes (id, body) values (1, 'x'); commit;")).rejects.toThrow(
      'duplicate key',
    );
    expect(engine.isInTransaction()).toBe(false);
    expect((await engine.query('select count(*)::int as n from notes where id = 1')).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('refuses parameters that cannot cross to the thread, naming why, and goes on', async () => {
    await expect(engine.query('select $1::text', [() => 'a function'])).rejects.toThrow(
      /could not be cloned/,
    );
    expect((await engine.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('delivers notifications to a listener until it unlistens', async () => {
    const heard: string[] = [];
    const unlisten = await engine.listen('note_events', (payload) => heard.push(payload));
    await engine.query("select pg_notify('note_events', 'one')");
    await waitFor(() => heard.length === 1);
    await unlisten();
    await engine.query("select pg_notify('note_events', 'two')");
    await sleep(100);
    expect(heard).toEqual(['one']);
  });

  it('hands a COPY to /dev/blob over as a blob', async () => {
    const result = await engine.query(
      "copy (select id, body from notes where id <= 2 order by id) to '/dev/blob' with (format csv)",
    );
    expect(await result.blob?.text()).toBe('1,first\n2,second\n');
  });

  it('dumps its data directory, from which a new engine starts with the same data', async () => {
    const dump = new Uint8Array(await (await engine.dumpDataDir('none')).arrayBuffer());
    const copy = await openDatabase({ engineThread: true, pgliteDump: dump });
    try {
      expect((await copy.query('select body from notes where id = 10')).rows).toEqual([{ body: 'kept' }]);
    } finally {
      await copy.close();
    }
  });

  it('fails every call at once, saying so, when its thread has stopped', async () => {
    const doomed = new PGliteThread();
    await doomed.waitReady;
    await (doomed as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(doomed.query('select 1')).rejects.toThrow("The embedded database's thread stopped");
    await doomed.close();
  });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i += 1) await sleep(20);
  expect(done()).toBe(true);
}
