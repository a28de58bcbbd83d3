/**
 * The month statuses of many (location, month) keys refreshed at once, for writes that touch hundreds of
 * months in one transaction (a CSV upload): a few set-based statements instead of a loop of
 * `refreshMonthStatus`, with the same results. The domain's rules (packages/domain statuses.ts, legacy.ts)
 * in SQL:
 * - location, intake/outcome: over the month's counts, intakes and outcomes, the fields of
 *   `statusFields(kind, month)` (the undesignated transfers only before March 2021): none filled →
 *   unbegun, all filled → complete, else incomplete;
 * - location, services: none filled → unbegun, some empty → inProgress, else completeServicesProvided
 *   when a count is above 0, completeNoServicesProvided when all are 0;
 * - no record left: no status row;
 * - organization: combined over its active locations, a location without a status row being unbegun.
 * The equivalence with refreshMonthStatus is tested in refresh-month-statuses.int.test.ts.
 */
import {
  ANIMAL_COUNT_FIELDS,
  CATEGORIES_OF,
  type EntryAction,
  enteredFields,
  LEGACY_CUTOFF,
  type RecordKind,
  toSnakeCase,
} from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/connection';
import type { RecordMonth } from './refresh-month-status';

const KINDS_OF: Record<EntryAction, RecordKind[]> = {
  intake_outcome: ['animal_counts', 'animal_intakes', 'animal_outcomes'],
  services: ['animal_services'],
};

/** Tags every statement, so that a long upload is visible in pg_stat_activity (and in the kill test). */
export const UPLOAD_SQL_TAG = '/* csv-upload */';

const list = (fields: string[]) => fields.map(toSnakeCase).join(', ');

/** The fields a record of `kind` must hold, split into those always counted and the legacy ones. */
function statusColumns(kind: RecordKind) {
  if (kind === 'animal_counts') return { always: ANIMAL_COUNT_FIELDS.map((f) => f.key), legacy: [] };
  const categories = CATEGORIES_OF[kind];
  return {
    always: enteredFields(categories.filter((c) => !c.legacy)),
    legacy: enteredFields(categories.filter((c) => c.legacy)),
  };
}

/** One row per record of the keys: how many status fields it holds, how many it should, any above 0. */
function filledSql(kind: RecordKind): string {
  const { always, legacy } = statusColumns(kind);
  const beforeCutoff = `r.year_of_record * 12 + r.month_of_record < ${LEGACY_CUTOFF.year * 12 + LEGACY_CUTOFF.month}`;
  const filled =
    legacy.length === 0
      ? `num_nonnulls(${list(always)})`
      : `num_nonnulls(${list(always)}) + case when ${beforeCutoff} then num_nonnulls(${list(legacy)}) else 0 end`;
  const total =
    legacy.length === 0
      ? `${always.length}`
      : `${always.length} + case when ${beforeCutoff} then ${legacy.length} else 0 end`;
  const provided = kind === 'animal_services' ? `coalesce(greatest(${list(always)}), 0) > 0` : 'false';
  return `select k.location_id, k.organization_id, k.year, k.month, r.updated_at,
      ${filled} as filled, ${total} as total, ${provided} as provided
    from keys k join ${kind} r on r.location_id = k.location_id and r.year_of_record = k.year
      and r.month_of_record = k.month and r.archived_at is null`;
}

const LOCATION_STATUS: Record<EntryAction, string> = {
  intake_outcome: `case when sum(filled) = 0 then 'unbegun' when sum(filled) = sum(total) then 'complete'
    else 'incomplete' end`,
  services: `case when sum(filled) = 0 then 'unbegun' when sum(filled) < sum(total) then 'inProgress'
    when bool_or(provided) then 'completeServicesProvided' else 'completeNoServicesProvided' end`,
};

const ORGANIZATION_STATUS: Record<EntryAction, string> = {
  intake_outcome: `case when count(*) filter (where s.status <> 'unbegun') = 0 then 'unbegun'
    when count(*) filter (where s.status = 'complete') = a.n then 'complete' else 'incomplete' end`,
  services: `case when count(*) filter (where s.status <> 'unbegun') = 0 then 'unbegun'
    when count(*) filter (where s.status like 'complete%') < a.n then 'inProgress'
    when count(*) filter (where s.status = 'completeServicesProvided') > 0 then 'completeServicesProvided'
    else 'completeNoServicesProvided' end`,
};

function keysSql(keys: readonly RecordMonth[]): SQL {
  const column = (pick: (key: RecordMonth) => number) => sql.param(keys.map(pick));
  return sql`keys as (select distinct * from unnest(${column((k) => k.locationId)}::int[],
    ${column((k) => k.organizationId)}::int[], ${column((k) => k.year)}::int[], ${column((k) => k.month)}::int[])
    as k(location_id, organization_id, year, month))`;
}

async function writeLocationStatuses(tx: Tx, keys: readonly RecordMonth[], action: EntryAction) {
  const records = KINDS_OF[action].map(filledSql).join(' union all ');
  await tx.execute(sql`${sql.raw(UPLOAD_SQL_TAG)} with ${keysSql(keys)}
    insert into data_entry_statuses (location_id, organization_id, action, year, month, status, updated_at)
    select location_id, organization_id, ${action}, year, month, ${sql.raw(LOCATION_STATUS[action])}, max(updated_at)
    from (${sql.raw(records)}) r group by location_id, organization_id, year, month
    on conflict (location_id, action, year, month) do update set organization_id = excluded.organization_id,
      status = excluded.status, updated_at = excluded.updated_at`);
  const exists = KINDS_OF[action].map(
    (kind) => `exists (select 1 from ${kind} r where r.location_id = k.location_id
      and r.year_of_record = k.year and r.month_of_record = k.month and r.archived_at is null)`,
  );
  await tx.execute(sql`${sql.raw(UPLOAD_SQL_TAG)} with ${keysSql(keys)}
    delete from data_entry_statuses s using keys k
    where s.location_id = k.location_id and s.action = ${action} and s.year = k.year and s.month = k.month
      and not (${sql.raw(exists.join(' or '))})`);
}

async function writeOrganizationStatuses(tx: Tx, keys: readonly RecordMonth[], action: EntryAction) {
  const active = `l.status = 'active' and l.archived_at is null`;
  const months = sql`${keysSql(keys)}, months as (select distinct organization_id, year, month from keys),
    active as (select l.organization_id, count(*) as n from locations l
      where l.organization_id in (select organization_id from months) and ${sql.raw(active)}
      group by l.organization_id)`;
  await tx.execute(sql`${sql.raw(UPLOAD_SQL_TAG)} with ${months}
    insert into organization_data_entry_statuses (organization_id, action, year, month, status, last_record_updated_at)
    select m.organization_id, ${action}, m.year, m.month, ${sql.raw(ORGANIZATION_STATUS[action])}, max(s.updated_at)
    from months m
    join active a on a.organization_id = m.organization_id
    join locations l on l.organization_id = m.organization_id and ${sql.raw(active)}
    join data_entry_statuses s on s.location_id = l.id and s.action = ${action} and s.year = m.year
      and s.month = m.month
    group by m.organization_id, m.year, m.month, a.n
    on conflict (organization_id, action, year, month) do update set status = excluded.status,
      last_record_updated_at = excluded.last_record_updated_at, updated_at = excluded.last_record_updated_at`);
  await tx.execute(sql`${sql.raw(UPLOAD_SQL_TAG)} with ${months}
    delete from organization_data_entry_statuses o using months m
    where o.organization_id = m.organization_id and o.action = ${action} and o.year = m.year
      and o.month = m.month and not exists (select 1 from locations l join data_entry_statuses s
        on s.location_id = l.id and s.action = ${action} and s.year = m.year and s.month = m.month
        where l.organization_id = m.organization_id and ${sql.raw(active)})`);
}

/**
 * Recomputes the location-month and organization-month statuses of `action` for every key. The
 * organizations' rows are locked first (in id order), as `refreshMonthStatus` does, so that concurrent
 * writers of one organization refresh one after the other.
 */
export async function refreshMonthStatuses(
  tx: Tx,
  keys: readonly RecordMonth[],
  action: EntryAction,
): Promise<void> {
  if (keys.length === 0) return;
  const organizationIds = [...new Set(keys.map((k) => k.organizationId))].sort((a, b) => a - b);
  await tx.execute(sql`${sql.raw(UPLOAD_SQL_TAG)} select id from organizations
    where id = any(${sql.param(organizationIds)}::int[]) order by id for no key update`);
  await writeLocationStatuses(tx, keys, action);
  await writeOrganizationStatuses(tx, keys, action);
}
