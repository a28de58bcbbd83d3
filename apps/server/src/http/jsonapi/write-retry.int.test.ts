import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../../test/support/factories';
import { createJsonApiTestApp, type JsonApiTestApp } from '../../../test/support/jsonapi-app';
import { organizations } from '../../db/schema/index';
import { ApiError } from '../errors';
import type { ResourceContext } from './context';
import { isWriteConflict } from './db-errors';
import { inTransaction, WRITE_ATTEMPTS, type WriteContext } from './write';

/** Two writers that lock the same two rows in opposite orders, meeting in the middle on their first try. */
describe('a write that PostgreSQL rolls back to break a deadlock runs again', () => {
  let t: JsonApiTestApp;
  let first: { id: number };
  let second: { id: number };

  beforeAll(async () => {
    t = await createJsonApiTestApp();
    first = await createOrganization(t.db, { name: 'First' });
    second = await createOrganization(t.db, { name: 'Second' });
  });
  afterAll(() => t.close());

  const lock = (ctx: WriteContext, id: number) =>
    ctx.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).for('update');

  it.runIf(process.env.TEST_DATABASE_URL)(
    'both writers finish; a writer PostgreSQL rolled back ran again',
    async () => {
      const ctx = { db: t.db } as unknown as ResourceContext;
      const attempts = { a: 0, b: 0 };
      let arrived = 0;
      let release: () => void = () => {};
      const bothLocked = new Promise<void>((resolve) => {
        release = resolve;
      });
      const meet = async () => {
        arrived += 1;
        if (arrived === 2) release();
        await bothLocked;
      };
      const writer = (name: 'a' | 'b', mine: number, theirs: number) =>
        inTransaction(ctx, async (tx) => {
          attempts[name] += 1;
          await lock(tx, mine);
          if (attempts[name] === 1) await meet();
          await lock(tx, theirs);
          await tx.db
            .update(organizations)
            .set({ notes: `written by ${name}` })
            .where(eq(organizations.id, mine));
          return name;
        });

      const results = await Promise.all([writer('a', first.id, second.id), writer('b', second.id, first.id)]);

      expect(results).toEqual(['a', 'b']);
      // At least one writer ran again (on a loaded machine PostgreSQL may pick a victim more than once);
      // without the retry, Promise.all above would have rejected with the 409.
      expect(attempts.a + attempts.b).toBeGreaterThanOrEqual(3);
      const notes = await t.db.select({ notes: organizations.notes }).from(organizations);
      expect(notes.map((n) => n.notes).sort()).toEqual(['written by a', 'written by b']);
    },
  );

  it('gives up after its attempts and answers the 409', async () => {
    const ctx = { db: t.db } as unknown as ResourceContext;
    let attempts = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const outcome = inTransaction(ctx, async () => {
      attempts += 1;
      throw deadlock;
    });
    await expect(outcome).rejects.toBe(deadlock);
    expect(attempts).toBe(WRITE_ATTEMPTS);
    expect(isWriteConflict(deadlock)).toBe(true);
    expect(isWriteConflict(new ApiError(409, [{ title: 'Conflict', detail: 'taken' }]))).toBe(false);
  });
});
