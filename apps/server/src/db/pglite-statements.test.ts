/**
 * Named statements on PGlite (issue 17): a text seen twice is parsed and planned once, and answers exactly
 * as PGlite's own path does, in and out of transactions, errors included.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameRepeatedPgliteStatements } from './pglite-statements';

describe('named statements on PGlite', () => {
  let pglite: PGlite;
  beforeAll(async () => {
    pglite = new PGlite();
    await pglite.waitReady;
    await pglite.exec(
      `create table notes (id int primary key, body text not null, tags text[], at timestamptz)`,
    );
    nameRepeatedPgliteStatements(pglite);
    // A second call on the same instance must not hand out the same names twice.
    nameRepeatedPgliteStatements(pglite);
  });
  afterAll(() => pglite.close());

  const named = async () =>
    (await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (r) => r.name,
    );

  it('names a statement the second time it is sent, and answers the same every time', async () => {
    const insert = 'insert into notes (id, body, tags, at) values ($1, $2, $3, $4)';
    await pglite.query(insert, [1, 'first', ['a', 'b'], new Date('2024-05-01T10:00:00Z')]);
    await pglite.query(insert, [2, 'second', null, null]);
    // Named from the second time on; the third run knows the statement returns no rows.
    const third = await pglite.query(insert, [3, 'third', [], new Date('2024-05-02T10:00:00Z')]);
    expect(third).toMatchObject({ rows: [], affectedRows: 1 });
    const select = 'select id, body, tags, at from notes where id = any($1::int[]) order by id';
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await pglite.query(select, [[1, 2, 3]])).rows);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]).toEqual([
      { id: 1, body: 'first', tags: ['a', 'b'], at: new Date('2024-05-01T10:00:00Z') },
      { id: 2, body: 'second', tags: null, at: null },
      { id: 3, body: 'third', tags: [], at: new Date('2024-05-02T10:00:00Z') },
    ]);
    expect(await named()).toHaveLength(2);
    // Rows as arrays, as drizzle asks for them.
    const arrays = await pglite.query(select, [[2]], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[2, 'second', null, null]]);
    // The caller's parsers (drizzle keeps timestamps as text) apply over PGlite's, which parse the rest.
    const asText = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `text:${value}` } };
    for (let i = 0; i < 2; i += 1) {
      expect((await pglite.query(select, [[1]], asText)).rows).toEqual([
        { id: 1, body: 'first', tags: ['a', 'b'], at: 'text:2024-05-01 10:00:00+00' },
      ]);
    }
    expect((await pglite.query(select, [[1]])).rows[0]).toMatchObject({
      at: new Date('2024-05-01T10:00:00Z'),
    });
  });

  it('reports a database error with its code, and the statement still works after it', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await pglite.query(insert, [10, 'ten']);
    await pglite.query(insert, [11, 'eleven']);
    await expect(pglite.query(insert, [10, 'again'])).rejects.toMatchObject({ code: '23505' });
    await pglite.query(insert, [12, 'twelve']);
    const { rows } = await pglite.query('select count(*)::int as n from notes where id >= 10');
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('runs named in a transaction, which still rolls back whole', async () => {
    const update = 'update notes set body = $2 where id = $1';
    await pglite.query(update, [1, 'one']);
    await pglite.query(update, [1, 'uno']);
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query(update, [1, 'changed']);
        await tx.query(update, [2, 'changed']);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const { rows } = await pglite.query<{ body: string }>(
      'select body from notes where id in (1, 2) order by id',
    );
    expect(rows.map((r) => r.body)).toEqual(['uno', 'second']);
    await pglite.transaction(async (tx) => {
      await tx.query(update, [2, 'two']);
    });
    expect((await pglite.query<{ body: string }>('select body from notes where id = 2')).rows[0]!.body).toBe(
      'two',
    );
  });
});
