/**
 * Recomputes month statuses from the stored records with the domain rules and lists where the stored
 * status tables differ: the seed's (and any writer's) statuses must equal what the records say.
 */
import { ENTERED_FIELDS, type RecordKind, toSnakeCase } from '@sac/domain';
import type { Database } from '../connection';
import { computeLocationStatuses, computeOrganizationStatuses } from './entry-statuses';
import type { SeedRecord } from './record-rows';

type Row = Record<string, unknown>;

async function readRecords(database: Database, organizationIds: number[]): Promise<SeedRecord[]> {
  const records: SeedRecord[] = [];
  for (const kind of Object.keys(ENTERED_FIELDS) as RecordKind[]) {
    const { rows } = await database.query(
      `select * from ${kind} where organization_id = any($1::int[]) and archived_at is null`,
      [organizationIds],
    );
    for (const row of rows) {
      records.push({
        kind,
        locationId: Number(row.location_id),
        organizationId: Number(row.organization_id),
        species: String(row.species),
        yearOfRecord: Number(row.year_of_record),
        monthOfRecord: Number(row.month_of_record),
        dateOfRecord: String(row.date_of_record),
        counts: Object.fromEntries(
          ENTERED_FIELDS[kind].map((f) => [f, row[toSnakeCase(f)] as number | null]),
        ),
        createdAt: new Date(row.created_at as string),
        updatedAt: new Date(row.updated_at as string),
      });
    }
  }
  return records;
}

async function readActiveLocations(
  database: Database,
  organizationIds: number[],
): Promise<Map<number, number[]>> {
  const { rows } = await database.query(
    `select organization_id, array_agg(id order by id) as ids from locations
     where organization_id = any($1::int[]) and status = 'active' and archived_at is null group by organization_id`,
    [organizationIds],
  );
  return new Map(rows.map((r) => [Number(r.organization_id), (r.ids as number[]).map(Number)]));
}

const keyOf = (r: Row) =>
  `${r.organization_id ?? r.organizationId}|${r.location_id ?? r.locationId ?? '-'}|${r.action}|${r.year}|${r.month}`;

function compare(label: string, expected: Row[], stored: Row[]): string[] {
  const storedByKey = new Map(stored.map((r) => [keyOf(r), String(r.status)]));
  const problems: string[] = [];
  for (const row of expected) {
    const found = storedByKey.get(keyOf(row));
    if (found !== row.status)
      problems.push(`${label} ${keyOf(row)}: expected ${row.status}, stored ${found ?? 'nothing'}`);
    storedByKey.delete(keyOf(row));
  }
  for (const [key, status] of storedByKey) problems.push(`${label} ${key}: stored ${status} without records`);
  return problems;
}

/** Every difference between the stored statuses of these organizations and the statuses their records give. */
export async function findStatusMismatches(database: Database, organizationIds: number[]): Promise<string[]> {
  const records = await readRecords(database, organizationIds);
  const expectedLocations = computeLocationStatuses(records);
  const expectedOrganizations = computeOrganizationStatuses(
    expectedLocations,
    await readActiveLocations(database, organizationIds),
  );
  const scope = [organizationIds];
  const storedLocations = await database.query(
    'select location_id, organization_id, action, year, month, status from data_entry_statuses where organization_id = any($1::int[])',
    scope,
  );
  const storedOrganizations = await database.query(
    'select organization_id, action, year, month, status from organization_data_entry_statuses where organization_id = any($1::int[])',
    scope,
  );
  return [
    ...compare('location', expectedLocations, storedLocations.rows),
    ...compare('organization', expectedOrganizations, storedOrganizations.rows),
  ];
}
