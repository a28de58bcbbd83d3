/**
 * The demo dataset a newcomer signs in to: five users (admin, organization manager and viewer, coalition
 * manager, legacy organization manager), Texas shelters and coalitions, and two years of monthly records
 * with their statuses. Idempotent: does nothing when the admin user exists. Same data for the same `now`.
 */
import { actionOfKind, type EntryAction } from '@sac/domain';
import { inArray, sql } from 'drizzle-orm';
import { seedMonthStatusesSql } from '../../month-statuses/status-sql';
import type { Database, DbOrTx, Tx } from '../connection';
import { dataEntryStatuses, entryLogs, users } from '../schema/index';
import { isUniqueViolation } from '../unique-violation';
import { type InsertedOrganization, insertDemoOrganizations } from './demo-accounts';
import { insertDemoCoalitions } from './demo-coalitions';
import { buildEntryLogs } from './demo-entry-logs';
import { MONTH_PLANS } from './demo-plans';
import { simulateLocation } from './demo-records';
import { DEMO_ADMIN_EMAIL, insertDemoUsers } from './demo-users';
import type { LocationStatusRow } from './entry-statuses';
import { monthsBefore } from './months';
import { createRandom, seedOf } from './prng';
import { insertInBatches, insertRecords, type SeedRecord } from './record-rows';

/**
 * Three years of months: enough history for the Analytics & Forecast dashboard, whose seasonal forecast needs
 * two years of complete months (issue 15), and every status of the home's current year. The browser journeys
 * that need a month without data open one further back (2023 and before).
 */
export const DEMO_MONTHS = 36;

export type SeedDemoOptions = { now: Date; months?: number };
export type SeedSummary = { seeded: boolean; rows: Record<string, number> };

export async function isDemoSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN_EMAIL}`);
  return rows.length > 0;
}

function generateRecords(organizations: InsertedOrganization[], now: Date, count: number): SeedRecord[] {
  const months = monthsBefore(now, count);
  const clock = `${now.getFullYear()}-${now.getMonth() + 1}`;
  return organizations.flatMap((organization) =>
    organization.locations.flatMap((location) => {
      if (!location.data) return [];
      const planRandom = createRandom(seedOf(`plan:${location.key}:${clock}`));
      const planOf = MONTH_PLANS[location.data.plan];
      const data = {
        ...location.data,
        locationId: location.id,
        organizationId: organization.id,
        planOf: (month: { offset: number }) => planOf(month.offset, planRandom),
      };
      return simulateLocation(data, months, now, createRandom(seedOf(`records:${location.key}:${clock}`)));
    }),
  );
}

export async function seedDemo(
  database: Database,
  { now, months = DEMO_MONTHS }: SeedDemoOptions,
): Promise<SeedSummary> {
  if (await isDemoSeeded(database.db)) return { seeded: false, rows: {} };
  try {
    return await insertDemo(database, now, months);
  } catch (error) {
    // Another process seeding at the same moment wins the unique user emails: then nothing is left to do.
    if (isUniqueViolation(error) && (await isDemoSeeded(database.db))) return { seeded: false, rows: {} };
    throw error;
  }
}

/**
 * The month statuses of the demo's records, written by the one status rule (month-statuses/status-sql.ts),
 * and the location rows read back in the order of the records that made them (the entry logs draw from
 * them in that order).
 */
async function insertMonthStatuses(
  tx: Tx,
  organizations: InsertedOrganization[],
  records: SeedRecord[],
): Promise<{ locations: LocationStatusRow[]; organizations: number }> {
  const ids = organizations.map((o) => o.id).join(', ') || 'null';
  let organizationRows = 0;
  for (const statement of seedMonthStatusesSql(ids)) {
    const result = (await tx.execute(sql.raw(statement.sql))) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    if (statement.table === 'organization_data_entry_statuses')
      organizationRows += Number(result.rowCount ?? result.affectedRows ?? 0);
  }
  const keyOf = (r: { locationId: number; action: string; year: number; month: number }) =>
    `${r.locationId}|${r.action}|${r.year}|${r.month}`;
  const order = new Map<string, number>();
  for (const r of records) {
    const key = keyOf({
      locationId: r.locationId,
      action: actionOfKind(r.kind),
      year: r.yearOfRecord,
      month: r.monthOfRecord,
    });
    if (!order.has(key)) order.set(key, order.size);
  }
  const stored = await tx
    .select()
    .from(dataEntryStatuses)
    .where(
      inArray(
        dataEntryStatuses.organizationId,
        organizations.map((o) => o.id),
      ),
    );
  const locations = stored
    .map((row) => ({ ...row, action: row.action as EntryAction }))
    .sort((a, b) => order.get(keyOf(a))! - order.get(keyOf(b))!);
  return { locations, organizations: organizationRows };
}

async function insertDemo(database: Database, now: Date, months: number): Promise<SeedSummary> {
  const createdAt = new Date(now.getFullYear() - 3, now.getMonth(), 1, 9);
  return database.db.transaction(async (tx) => {
    const organizations = await insertDemoOrganizations(tx, createdAt);
    const userIds = await insertDemoUsers(tx, organizations, createdAt);
    await insertDemoCoalitions(tx, organizations, userIds, createdAt);

    const records = generateRecords([...organizations.values()], now, months);
    const recordRows = await insertRecords(tx, records);
    const statusRows = await insertMonthStatuses(tx, [...organizations.values()], records);
    const locationStatuses = statusRows.locations;

    const managerId = userIds.get('manager@example.org')!;
    const demoOrganizationId = organizations.get('riverbend')!.id;
    const userOf = (organizationId: number) => (organizationId === demoOrganizationId ? managerId : null);
    const logs = buildEntryLogs(
      locationStatuses,
      userOf,
      now,
      createRandom(seedOf(`logs:${now.getMonth()}`)),
    );
    await insertInBatches(tx, entryLogs, logs);

    const locationCount = [...organizations.values()].reduce((n, o) => n + o.locations.length, 0);
    return {
      seeded: true,
      rows: {
        users: userIds.size,
        organizations: organizations.size,
        locations: locationCount,
        ...recordRows,
        data_entry_statuses: locationStatuses.length,
        organization_data_entry_statuses: statusRows.organizations,
        entry_logs: logs.length,
      },
    };
  });
}
