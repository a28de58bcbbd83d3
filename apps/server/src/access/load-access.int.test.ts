/**
 * Every signed-in request reads the user's memberships with the token (membershipsJson, `where user_id =`).
 * At national scale a scan of user_memberships cost ~5 ms of PostgreSQL per request (bench: npm run bench);
 * the read must have a plain index on user_id (the partial unique indexes cover only one kind of row each).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/db';
import type { Database } from '../db/connection';

describe('memberships read of every request', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has an index on user_memberships that starts with user_id and covers every row', async () => {
    const { rows } = await database.query(
      `select i.relname as name
       from pg_index x
       join pg_class t on t.oid = x.indrelid
       join pg_class i on i.oid = x.indexrelid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = x.indkey[0]
       where t.relname = 'user_memberships' and a.attname = 'user_id' and x.indpred is null`,
    );
    expect(rows.map((r) => r.name)).toContain('user_memberships_user_idx');
  });
});
