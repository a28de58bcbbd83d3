/**
 * Issue 4, month matrix: a user opening one location-month and saving one field, through the API and,
 * as the baseline, the same SQL run directly.
 *
 * - Load: the matrix page's four reads of the month, sent together as the page sends them — counts,
 *   intakes and outcomes (GET /api/v1/{kind}?filter[location_id][eq]&filter[year_of_record][eq]
 *   &filter[month_of_record][eq]&page[size]=1000) and the month's status (GET /api/v1/data_entry_status
 *   …&filter[month][eq], the Details panel's "Entry Status"). One sample is the time until all four answered.
 * - Save: PATCH /api/v1/animal_intakes/{id} of one field; in its transaction the record is locked and
 *   updated, the location-month and organization-month statuses are recomputed and an entry log written.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index';
import { refreshMonthStatus } from '../../apps/server/src/month-statuses/refresh-month-status';
import type { BenchUser } from './bench-users';
import { MONTH_RECORDS, MONTH_STATUS, run, SAVE, SESSION_LOOKUP } from './direct-sql';
import type { Scenario } from './report';

const KINDS = ['animal_counts', 'animal_intakes', 'animal_outcomes'] as const;
const PAGE_SIZE = 1000;

const monthQuery = (u: BenchUser) =>
  `filter[location_id][eq]=${u.locationId}&filter[year_of_record][eq]=${u.year}&filter[month_of_record][eq]=${u.month}`;

/** Each user sends their own values in turn, so every save changes the record. */
const nextValue = (() => {
  let n = 0;
  return () => {
    n += 1;
    return n % 97;
  };
})();

export const sessionLookup = (db: pg.Pool | pg.PoolClient, u: BenchUser) =>
  run(db, SESSION_LOOKUP, [u.session.headers.client, u.email.toLowerCase()]);

export function monthMatrixScenarios(users: BenchUser[], db: pg.Pool): Scenario[] {
  const load: Scenario = {
    name: 'month matrix load (4 reads together)',
    note: 'counts, intakes, outcomes and the month status of one location-month, sent at once',
    budget: { maxP95: 30, maxRatio: 3 },
    api: async (n) => {
      const u = users[n]!;
      const replies = await Promise.all([
        ...KINDS.map((kind) => u.session.get(`/api/v1/${kind}?${monthQuery(u)}&page[size]=${PAGE_SIZE}`)),
        u.session.get(
          `/api/v1/data_entry_status?filter[location_id][eq]=${u.locationId}&filter[year][eq]=${u.year}&filter[month][eq]=${u.month}`,
        ),
      ]);
      return replies.every((r) => r.status === 200);
    },
    direct: async (n) => {
      const u = users[n]!;
      const key = [u.organizationId, u.locationId, u.year, u.month];
      const reads = await Promise.all([
        ...KINDS.map(async (kind) => {
          await sessionLookup(db, u);
          return run(db, MONTH_RECORDS[kind], [...key, PAGE_SIZE]);
        }),
        (async () => {
          await sessionLookup(db, u);
          return run(db, MONTH_STATUS, ['intake_outcome', u.year, u.month, u.locationId]);
        })(),
      ]);
      return reads.every((r) => (r.rowCount ?? 0) > 0);
    },
  };
  const save: Scenario = {
    name: 'month matrix save (PATCH one field)',
    note: 'PATCH /api/v1/animal_intakes/{id} adult_stray_at_large_count, status refresh and entry log',
    budget: { maxP95: 30, maxRatio: 3 },
    api: async (n) => {
      const u = users[n]!;
      const reply = await u.session.send('PATCH', `/api/v1/animal_intakes/${u.intakeId}`, {
        data: {
          id: String(u.intakeId),
          type: 'animal_intakes',
          attributes: { adult_stray_at_large_count: nextValue() },
        },
      });
      return reply.status === 200;
    },
    direct: (n) => directSave(db, users[n]!, nextValue()),
  };
  return [load, save];
}

/**
 * The save's statements in the API's order: the record locked and updated, then the month statuses refreshed
 * by the server's own status statements (month-statuses/, run through drizzle on the same connection), the
 * entry log written and the record read back.
 */
async function directSave(db: pg.Pool, u: BenchUser, value: number): Promise<boolean> {
  const client = await db.connect();
  try {
    await sessionLookup(client, u);
    return await drizzle({ client, schema }).transaction(async (tx) => {
      const now = new Date();
      await run(client, SAVE.lockRecord, [u.intakeId, u.organizationId]);
      await run(client, SAVE.location, [u.locationId]);
      const updated = await run(client, SAVE.update, [now, value, u.intakeId]);
      const key = {
        locationId: u.locationId,
        organizationId: u.organizationId,
        year: u.year,
        month: u.month,
      };
      await refreshMonthStatus(tx, key, 'intake_outcome');
      await run(client, SAVE.entryLog, [
        u.locationId,
        u.organizationId,
        u.userId,
        'intake_outcome',
        'manually',
        u.year,
        u.month,
        now,
        now,
      ]);
      await run(client, SAVE.reread, [u.intakeId]);
      return updated.rowCount === 1;
    });
  } finally {
    client.release();
  }
}
