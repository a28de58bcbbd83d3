/**
 * The month statuses of many (location, month) keys refreshed at once, for writes that touch hundreds of
 * months in one transaction (a CSV upload), and of a single month saved by hand (`refreshMonthStatus`):
 * a few set-based statements of the one status rule (status-sql.ts).
 */
import type { EntryAction } from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Tx } from '../db/connection';
import { organizations } from '../db/schema/index';
import { writeOrganizationMonthSumsSql } from './organization-month-sums';
import {
  ACTIVE_LOCATION_SQL,
  locationStatusesSql,
  monthHasRecordsSql,
  organizationStatusesSql,
} from './status-sql';

/** A location's month, with the organization whose status it counts for. */
export type RecordMonth = { locationId: number; organizationId: number; year: number; month: number };

/** Tags every statement, so that a long upload is visible in pg_stat_activity (and in the kill test). */
export const UPLOAD_SQL_TAG = '/* csv-upload */';

/**
 * The keys as a relation `keys`: one key (a month saved by hand) as scalars and many (an upload) as arrays,
 * for the reason `anyOf` gives (db/any-of.ts): with arrays each statement of a save was planned afresh on
 * every run, 1 ms a statement on a PostgreSQL server and 3–17 ms on the embedded engine, more than running it.
 */
function keysSql(keys: readonly RecordMonth[]): SQL {
  if (keys.length === 1) {
    const [key] = keys as [RecordMonth];
    return sql`keys as (select ${key.locationId}::int as location_id, ${key.organizationId}::int as organization_id,
      ${key.year}::int as year, ${key.month}::int as month)`;
  }
  const column = (pick: (key: RecordMonth) => number) => sql.param(keys.map(pick));
  return sql`keys as (select distinct * from unnest(${column((k) => k.locationId)}::int[],
    ${column((k) => k.organizationId)}::int[], ${column((k) => k.year)}::int[], ${column((k) => k.month)}::int[])
    as k(location_id, organization_id, year, month))`;
}

async function writeLocationStatuses(tx: Tx, keys: readonly RecordMonth[], action: EntryAction, tag: string) {
  await tx.execute(sql`${sql.raw(tag)} with ${keysSql(keys)}
    insert into data_entry_statuses (location_id, organization_id, action, year, month, status, updated_at)
    select location_id, organization_id, ${action}, year, month, status, updated_at
    from (${sql.raw(locationStatusesSql(action, 'keys'))}) s
    on conflict (location_id, action, year, month) do update set organization_id = excluded.organization_id,
      status = excluded.status, updated_at = excluded.updated_at`);
  await tx.execute(sql`${sql.raw(tag)} with ${keysSql(keys)}
    delete from data_entry_statuses s using keys k
    where s.location_id = k.location_id and s.action = ${action} and s.year = k.year and s.month = k.month
      and not (${sql.raw(monthHasRecordsSql(action))})`);
}

async function writeOrganizationStatuses(
  tx: Tx,
  keys: readonly RecordMonth[],
  action: EntryAction,
  tag: string,
) {
  const months = sql`${keysSql(keys)}, months as (select distinct organization_id, year, month from keys)`;
  await tx.execute(sql`${sql.raw(tag)} with ${months}
    insert into organization_data_entry_statuses (organization_id, action, year, month, status, last_record_updated_at)
    select organization_id, ${action}, year, month, status, last_record_updated_at
    from (${sql.raw(organizationStatusesSql(action, 'months'))}) o
    on conflict (organization_id, action, year, month) do update set status = excluded.status,
      last_record_updated_at = excluded.last_record_updated_at, updated_at = excluded.last_record_updated_at`);
  await tx.execute(sql`${sql.raw(tag)} with ${months}
    delete from organization_data_entry_statuses o using months m
    where o.organization_id = m.organization_id and o.action = ${action} and o.year = m.year
      and o.month = m.month and not exists (select 1 from locations l join data_entry_statuses s
        on s.location_id = l.id and s.action = ${action} and s.year = m.year and s.month = m.month
        where l.organization_id = m.organization_id and ${sql.raw(ACTIVE_LOCATION_SQL)})`);
}

/**
 * Recomputes the location-month and organization-month statuses of `action` for every key, in the
 * writer's transaction. The organizations' rows are locked first (in id order), so that concurrent writers
 * of one organization refresh one after the other and each reads the others' committed records; their
 * records_version is bumped, which invalidates what was cached from their records. For intakes and outcomes
 * the months' organization_month_sums (the Comparison's read model) are rewritten too.
 * `tag` starts every statement (an upload's `UPLOAD_SQL_TAG`).
 */
export async function refreshMonthStatuses(
  tx: Tx,
  keys: readonly RecordMonth[],
  action: EntryAction,
  { tag = UPLOAD_SQL_TAG }: { tag?: string } = {},
): Promise<void> {
  if (keys.length === 0) return;
  const organizationIds = [...new Set(keys.map((k) => k.organizationId))].sort((a, b) => a - b);
  // One statement: the rows locked in id order, then their records_version bumped (their records changed,
  // so what was computed from them, the dashboards' cache, is out of date).
  await tx.execute(sql`${sql.raw(tag)} update organizations set records_version = records_version + 1
    where id in (select id from organizations where ${anyOf(organizations.id, organizationIds)}
      order by id for no key update)`);
  await writeLocationStatuses(tx, keys, action, tag);
  await writeOrganizationStatuses(tx, keys, action, tag);
  // The Comparison's sums of these months, after the statuses they copy.
  if (action === 'intake_outcome') {
    await tx.execute(
      sql`${sql.raw(tag)} with ${keysSql(keys)} ${sql.raw(writeOrganizationMonthSumsSql('keys'))}`,
    );
  }
}
