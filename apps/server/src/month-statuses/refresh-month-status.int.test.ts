/**
 * refreshMonthStatus reads a month's records of every kind in one statement (to_jsonb rows); the stored
 * statuses must be what the domain rules give for those records, last-update time included.
 */
import { ENTERED_FIELDS, type RecordKind } from '@sac/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/support/db';
import { createLocation, createOrganization } from '../../test/support/factories';
import type { Database } from '../db/connection';
import { dataEntryStatuses, organizationDataEntryStatuses } from '../db/schema/index';
import { computeLocationStatuses } from '../db/seed/entry-statuses';
import { insertRecords, type SeedRecord } from '../db/seed/record-rows';
import { refreshMonthStatus } from './refresh-month-status';

describe('refreshMonthStatus', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const record = (
    kind: RecordKind,
    key: { locationId: number; organizationId: number },
    species: string,
    fill: (field: string, index: number) => number | null,
    updatedAt: Date,
  ): SeedRecord => ({
    kind,
    ...key,
    species,
    yearOfRecord: 2024,
    monthOfRecord: 3,
    dateOfRecord: '2024-03-01',
    counts: Object.fromEntries(ENTERED_FIELDS[kind].map((f, i) => [f, fill(f, i)])),
    createdAt: new Date('2024-04-01T08:00:00.000Z'),
    updatedAt,
  });

  const storedStatus = async (locationId: number, action: string) =>
    (
      await database.db
        .select()
        .from(dataEntryStatuses)
        .where(
          and(
            eq(dataEntryStatuses.locationId, locationId),
            eq(dataEntryStatuses.action, action),
            eq(dataEntryStatuses.year, 2024),
            eq(dataEntryStatuses.month, 3),
          ),
        )
    )[0];

  it('stores the domain’s status and latest update of the month’s counts, intakes and outcomes', async () => {
    const organization = await createOrganization(database.db);
    const location = await createLocation(database.db, organization.id, { primary: true });
    const key = { locationId: location.id, organizationId: organization.id };
    const latest = new Date('2024-04-03T10:20:30.456Z');
    const records = [
      record('animal_counts', key, 'canine', (_, i) => i, new Date('2024-04-02T00:00:00.000Z')),
      record('animal_intakes', key, 'canine', (_, i) => (i === 4 ? null : i), latest),
      record('animal_intakes', key, 'feline', () => 0, new Date('2024-04-01T09:00:00.000Z')),
      record('animal_outcomes', key, 'canine', () => 2, new Date('2024-04-01T12:00:00.000Z')),
    ];
    await insertRecords(database.db, records);
    const month = { ...key, year: 2024, month: 3 };
    await database.db.transaction((tx) => refreshMonthStatus(tx, month, 'intake_outcome'));

    const [expected] = computeLocationStatuses(records);
    expect(expected!.status).toBe('incomplete');
    const stored = await storedStatus(location.id, 'intake_outcome');
    expect(stored).toMatchObject({ status: expected!.status, organizationId: organization.id });
    expect(stored!.updatedAt.toISOString()).toBe(latest.toISOString());
    const [organizationRow] = await database.db
      .select()
      .from(organizationDataEntryStatuses)
      .where(eq(organizationDataEntryStatuses.organizationId, organization.id));
    expect(organizationRow).toMatchObject({
      action: 'intake_outcome',
      year: 2024,
      month: 3,
      status: 'incomplete',
    });
    expect(await storedStatus(location.id, 'services')).toBeUndefined();
  });

  it('reads services on their own and removes the row of a month left without records', async () => {
    const organization = await createOrganization(database.db);
    const location = await createLocation(database.db, organization.id, { primary: true });
    const key = { locationId: location.id, organizationId: organization.id };
    const month = { ...key, year: 2024, month: 3 };
    await insertRecords(database.db, [
      record('animal_services', key, 'canine', () => 0, new Date('2024-04-05T00:00:00.000Z')),
    ]);
    await database.db.transaction((tx) => refreshMonthStatus(tx, month, 'services'));
    expect((await storedStatus(location.id, 'services'))?.status).toBe('completeNoServicesProvided');

    await database.db.transaction((tx) => refreshMonthStatus(tx, month, 'intake_outcome'));
    expect(await storedStatus(location.id, 'intake_outcome')).toBeUndefined();
  });

  it('keeps one plan of each of its statements from save to save, instead of planning every save afresh', async () => {
    const organization = await createOrganization(database.db);
    const location = await createLocation(database.db, organization.id, { primary: true });
    const key = { locationId: location.id, organizationId: organization.id };
    await insertRecords(database.db, [
      record('animal_intakes', key, 'canine', () => 1, new Date('2024-04-05T00:00:00.000Z')),
    ]);
    const month = { ...key, year: 2024, month: 3 };
    // Saves one after the other run on one connection (the pool gives back the one last released), whose
    // statements are prepared from their second run (db/statement-names.ts, db/pglite-statements.ts).
    for (let save = 0; save < 9; save++)
      await database.db.transaction((tx) => refreshMonthStatus(tx, month, 'intake_outcome'));
    const plans = await database.db.transaction(async (tx) => {
      await refreshMonthStatus(tx, month, 'intake_outcome');
      const result = (await tx.execute(
        sql`select statement, generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements
          where statement like '%records_version = records_version + 1%' or statement like '%keys as (%'`,
      )) as unknown as { rows: Array<{ statement: string; generic: number; custom: number }> };
      return result.rows;
    });
    // The organization locked, the location's status written and removed, the organization's written and
    // removed, the month's sums: PostgreSQL tries a few custom plans, then keeps the generic one.
    expect(plans).toHaveLength(6);
    for (const plan of plans) {
      const statement = plan.statement.slice(0, 80);
      expect(plan.generic, statement).toBeGreaterThan(0);
      expect(plan.custom, statement).toBeLessThanOrEqual(5);
    }
  });
});
