/**
 * Keeps the stored month statuses current: after any write to a location's records of a month, its
 * location-month row and its organization-month row are recomputed, in the writer's transaction, with
 * the same domain rules the seeds' status check uses (db/seed/entry-statuses.ts).
 */
import { ENTERED_FIELDS, type EntryAction, type RecordKind, toSnakeCase } from '@sac/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import {
  dataEntryStatuses,
  entryLogs,
  locations,
  organizationDataEntryStatuses,
  organizations,
} from '../db/schema/index';
import { computeLocationStatuses, computeOrganizationStatuses } from '../db/seed/entry-statuses';
import type { SeedRecord } from '../db/seed/record-rows';

export type RecordMonth = { locationId: number; organizationId: number; year: number; month: number };

export const actionOfKind = (kind: RecordKind): EntryAction =>
  kind === 'animal_services' ? 'services' : 'intake_outcome';

const KINDS_OF: Record<EntryAction, RecordKind[]> = {
  intake_outcome: ['animal_counts', 'animal_intakes', 'animal_outcomes'],
  services: ['animal_services'],
};

/** A record row as `to_jsonb` gives it: snake_case keys, dates and timestamps as text. */
type JsonRecordRow = Record<string, unknown> & {
  species: string;
  date_of_record: string;
  created_at: string;
  updated_at: string;
};

/**
 * The month's records of the action, every kind in one round trip (a save waits for each statement of its
 * transaction in turn, so one statement instead of three is what makes it shorter).
 */
async function readMonthRecords(tx: Tx, key: RecordMonth, action: EntryAction): Promise<SeedRecord[]> {
  const kinds = KINDS_OF[action];
  const selects = kinds.map(
    (kind) => sql`select ${kind}::text as kind, to_jsonb(r) as row from ${sql.identifier(kind)} r
      where r.location_id = ${key.locationId} and r.year_of_record = ${key.year}
        and r.month_of_record = ${key.month} and r.archived_at is null`,
  );
  const result = (await tx.execute(sql.join(selects, sql` union all `))) as unknown as {
    rows: { kind: RecordKind; row: JsonRecordRow }[];
  };
  return result.rows.map(({ kind, row }) => ({
    kind,
    locationId: key.locationId,
    organizationId: key.organizationId,
    species: row.species,
    yearOfRecord: key.year,
    monthOfRecord: key.month,
    dateOfRecord: row.date_of_record,
    counts: Object.fromEntries(
      ENTERED_FIELDS[kind].map((f) => [f, (row[toSnakeCase(f)] as number | null) ?? null]),
    ),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  }));
}

async function writeLocationStatus(tx: Tx, key: RecordMonth, action: EntryAction, records: SeedRecord[]) {
  const where = and(
    eq(dataEntryStatuses.locationId, key.locationId),
    eq(dataEntryStatuses.action, action),
    eq(dataEntryStatuses.year, key.year),
    eq(dataEntryStatuses.month, key.month),
  );
  const [computed] = computeLocationStatuses(records);
  if (!computed) {
    await tx.delete(dataEntryStatuses).where(where);
    return;
  }
  await tx
    .insert(dataEntryStatuses)
    .values({ ...key, action, status: computed.status, updatedAt: computed.updatedAt })
    .onConflictDoUpdate({
      target: [
        dataEntryStatuses.locationId,
        dataEntryStatuses.action,
        dataEntryStatuses.year,
        dataEntryStatuses.month,
      ],
      set: { organizationId: key.organizationId, status: computed.status, updatedAt: computed.updatedAt },
    });
}

async function writeOrganizationStatus(tx: Tx, key: RecordMonth, action: EntryAction) {
  const { organizationId, year, month } = key;
  // The organization's active locations, each with its stored status of the month if it has one.
  const active = await tx
    .select({ locationId: locations.id, stored: dataEntryStatuses })
    .from(locations)
    .leftJoin(
      dataEntryStatuses,
      and(
        eq(dataEntryStatuses.locationId, locations.id),
        eq(dataEntryStatuses.action, action),
        eq(dataEntryStatuses.year, year),
        eq(dataEntryStatuses.month, month),
      ),
    )
    .where(
      and(
        eq(locations.organizationId, organizationId),
        eq(locations.status, 'active'),
        isNull(locations.archivedAt),
      ),
    );
  const activeIds = active.map((l) => l.locationId).sort((a, b) => a - b);
  const rows = active.flatMap((l) => (l.stored ? [l.stored] : []));
  const [computed] = computeOrganizationStatuses(
    rows.map((r) => ({ ...r, action: r.action as EntryAction })),
    new Map([[organizationId, activeIds]]),
  );
  const where = and(
    eq(organizationDataEntryStatuses.organizationId, organizationId),
    eq(organizationDataEntryStatuses.action, action),
    eq(organizationDataEntryStatuses.year, year),
    eq(organizationDataEntryStatuses.month, month),
  );
  if (!computed) {
    await tx.delete(organizationDataEntryStatuses).where(where);
    return;
  }
  const values = { status: computed.status, lastRecordUpdatedAt: computed.lastRecordUpdatedAt };
  await tx
    .insert(organizationDataEntryStatuses)
    .values({ organizationId, action, year, month, ...values })
    .onConflictDoUpdate({
      target: [
        organizationDataEntryStatuses.organizationId,
        organizationDataEntryStatuses.action,
        organizationDataEntryStatuses.year,
        organizationDataEntryStatuses.month,
      ],
      set: { ...values, updatedAt: computed.lastRecordUpdatedAt },
    });
}

/**
 * Recomputes the location-month and organization-month statuses of `action`. The organization row is
 * locked first, so concurrent writers of one organization refresh one after the other and each reads
 * the others' committed records.
 */
export async function refreshMonthStatus(tx: Tx, key: RecordMonth, action: EntryAction): Promise<void> {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, key.organizationId))
    .for('no key update');
  await writeLocationStatus(tx, key, action, await readMonthRecords(tx, key, action));
  await writeOrganizationStatus(tx, key, action);
}

/** One Data Entry Log row for a month saved by hand (000 §2 entry log table). */
export async function logManualEntry(
  tx: Tx,
  key: RecordMonth,
  action: EntryAction,
  userId: number | null,
  now: Date,
): Promise<void> {
  await tx.insert(entryLogs).values({
    locationId: key.locationId,
    organizationId: key.organizationId,
    userId,
    action,
    channel: 'manually',
    year: key.year,
    month: key.month,
    createdAt: now,
    updatedAt: now,
  });
}
