import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipRowTemplatesOfArrayResults } from './pg-array-rows';

const url = process.env.TEST_DATABASE_URL;

/** drizzle's parsers: timestamps stay text, the rest as pg parses them. */
const TEXT_TIMESTAMPS: pg.CustomTypesConfig = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMPTZ ? (value: unknown) => value : pg.types.getTypeParser(oid, format),
};

const SELECT = `select 7::int as n, 'x'::text as t, null::int as none, '2026-01-02T03:04:05Z'::timestamptz as at,
  '{1,2}'::int[] as list, true as yes`;

describe.runIf(url)('array-mode results without pg row templates', () => {
  let pool: pg.Pool;
  const arrayRows = async () =>
    (await pool.query({
      text: SELECT,
      rowMode: 'array',
      types: TEXT_TIMESTAMPS,
    })) as unknown as pg.QueryResult;

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
  });
  afterAll(() => pool.end());

  it('reads the same rows, fields and parsed values as before it was installed', async () => {
    const before = await arrayRows();
    expect(skipRowTemplatesOfArrayResults()).toBe(true);
    const after = await arrayRows();
    expect(after.rows).toEqual(before.rows);
    expect(after.rows).toEqual([[7, 'x', null, '2026-01-02 03:04:05+00', [1, 2], true]]);
    expect(after.fields.map((field) => field.name)).toEqual(['n', 't', 'none', 'at', 'list', 'yes']);
    // The pg that the pool runs is the one patched: no template was built for this result.
    expect(Reflect.get(after, '_prebuiltEmptyResultObject')).toBeNull();
  });

  it('leaves object-mode results to pg: rows keyed by column, in order, with every column', async () => {
    skipRowTemplatesOfArrayResults();
    const result = await pool.query(SELECT);
    const { rows } = result;
    expect(Reflect.get(result, '_prebuiltEmptyResultObject')).toEqual({
      n: null,
      t: null,
      none: null,
      at: null,
      list: null,
      yes: null,
    });
    expect(Object.keys(rows[0])).toEqual(['n', 't', 'none', 'at', 'list', 'yes']);
    expect(rows[0]).toMatchObject({ n: 7, t: 'x', none: null, list: [1, 2], yes: true });
    expect(rows[0].at).toBeInstanceOf(Date);
  });

  it('reads each result of several statements with its own columns', async () => {
    skipRowTemplatesOfArrayResults();
    const results = (await pool.query({
      text: "select 1::int as a, 'b' as b; select 'c' as c",
      rowMode: 'array',
    })) as unknown as pg.QueryResult[];
    expect(results.map((result) => result.rows)).toEqual([[[1, 'b']], [['c']]]);
    expect(results[1]!.fields.map((field) => field.name)).toEqual(['c']);
  });
});
