/**
 * The month-status rule in SQL — the one builder every writer of statuses uses: a month saved by hand
 * (`refreshMonthStatus`), an upload (`refreshMonthStatuses`) and the seeds (`seedMonthStatusesSql`). It is
 * built from the rule's data in the domain (packages/domain records/month-status-rule.ts: `KINDS_OF`,
 * `STATUS_FIELDS`, `LEGACY_CUTOFF`):
 * - location, intake/outcome: over the month's counts, intakes and outcomes, the status fields (the
 *   undesignated transfers only before March 2021): none filled → unbegun, all filled → complete, else
 *   incomplete;
 * - location, services: none filled → unbegun, some empty → inProgress, else completeServicesProvided
 *   when a count is above 0, completeNoServicesProvided when all are 0;
 * - no record left: no status row;
 * - organization: combined over its active locations, a location without a status row being unbegun.
 * The domain's TypeScript evaluation of the same data (`monthRecordsStatus`) is proved equal to this in
 * refresh-month-statuses.int.test.ts. Values inlined here are ours (field names, numbers), never user input.
 */

import {
  actionOfKind,
  type EntryAction,
  KINDS_OF,
  LEGACY_CUTOFF,
  type RecordKind,
  STATUS_FIELDS,
  toSnakeCase,
} from '@sac/domain';
import { recordMonthsSql, writeOrganizationMonthSumsSql } from './organization-month-sums';

/**
 * Which records a statement reads: those of the months listed in a `keys` relation (location_id,
 * organization_id, year, month) the statement defines, or every record of the organizations a query lists.
 */
export type RecordScope = 'keys' | { organizations: string };

const list = (fields: readonly string[]) => fields.map(toSnakeCase).join(', ');

/** Per record: how many status fields it holds (`filled`), how many it should (`total`), any count above 0. */
function fillColumns(kind: RecordKind): string {
  const { always, beforeCutoff } = STATUS_FIELDS[kind];
  const isBeforeCutoff = `r.year_of_record * 12 + r.month_of_record < ${LEGACY_CUTOFF.year * 12 + LEGACY_CUTOFF.month}`;
  const filled =
    beforeCutoff.length === 0
      ? `num_nonnulls(${list(always)})`
      : `num_nonnulls(${list(always)}) + case when ${isBeforeCutoff} then num_nonnulls(${list(beforeCutoff)}) else 0 end`;
  const total =
    beforeCutoff.length === 0
      ? `${always.length}`
      : `${always.length} + case when ${isBeforeCutoff} then ${beforeCutoff.length} else 0 end`;
  const provided = actionOfKind(kind) === 'services' ? `coalesce(greatest(${list(always)}), 0) > 0` : 'false';
  return `${filled} as filled, ${total} as total, ${provided} as provided`;
}

function recordFillSql(kind: RecordKind, scope: RecordScope): string {
  if (scope === 'keys')
    return `select k.location_id, k.organization_id, k.year, k.month, r.updated_at, ${fillColumns(kind)}
      from keys k join ${kind} r on r.location_id = k.location_id and r.year_of_record = k.year
        and r.month_of_record = k.month and r.archived_at is null`;
  return `select r.location_id, r.organization_id, r.year_of_record as year, r.month_of_record as month,
      r.updated_at, ${fillColumns(kind)}
    from ${kind} r where r.archived_at is null and r.organization_id in (${scope.organizations})`;
}

const LOCATION_STATUS: Record<EntryAction, string> = {
  intake_outcome: `case when sum(filled) = 0 then 'unbegun' when sum(filled) = sum(total) then 'complete'
    else 'incomplete' end`,
  services: `case when sum(filled) = 0 then 'unbegun' when sum(filled) < sum(total) then 'inProgress'
    when bool_or(provided) then 'completeServicesProvided' else 'completeNoServicesProvided' end`,
};

/** Over the active locations' stored statuses `s` of a month, `a.n` being the number of active locations. */
const ORGANIZATION_STATUS: Record<EntryAction, string> = {
  intake_outcome: `case when count(*) filter (where s.status <> 'unbegun') = 0 then 'unbegun'
    when count(*) filter (where s.status = 'complete') = a.n then 'complete' else 'incomplete' end`,
  services: `case when count(*) filter (where s.status <> 'unbegun') = 0 then 'unbegun'
    when count(*) filter (where s.status like 'complete%') < a.n then 'inProgress'
    when count(*) filter (where s.status = 'completeServicesProvided') > 0 then 'completeServicesProvided'
    else 'completeNoServicesProvided' end`,
};

/**
 * The location statuses of `action` of every month of the scope that has records: location_id,
 * organization_id, year, month, status and updated_at (the latest update of the month's records).
 */
export function locationStatusesSql(action: EntryAction, scope: RecordScope): string {
  const records = KINDS_OF[action].map((kind) => recordFillSql(kind, scope)).join(' union all ');
  return `select location_id, organization_id, year, month, ${LOCATION_STATUS[action]} as status,
      max(updated_at) as updated_at
    from (${records}) r group by location_id, organization_id, year, month`;
}

/** Whether the month of key `k` still has a record of `action`. */
export function monthHasRecordsSql(action: EntryAction): string {
  return KINDS_OF[action]
    .map(
      (kind) => `exists (select 1 from ${kind} r where r.location_id = k.location_id
      and r.year_of_record = k.year and r.month_of_record = k.month and r.archived_at is null)`,
    )
    .join(' or ');
}

/** Where a location counts for its organization's status. */
export const ACTIVE_LOCATION_SQL = `l.status = 'active' and l.archived_at is null`;

/**
 * The organization statuses of `action` of the months a relation `months` (organization_id, year, month)
 * lists, from the stored location statuses: organization_id, year, month, status and
 * last_record_updated_at. A month none of whose active locations has a status row gives no row.
 */
export function organizationStatusesSql(action: EntryAction, months: string): string {
  return `select m.organization_id, m.year, m.month, ${ORGANIZATION_STATUS[action]} as status,
      max(s.updated_at) as last_record_updated_at
    from ${months} m
    join (select l.organization_id, count(*) as n from locations l
      where l.organization_id in (select organization_id from ${months} mo) and ${ACTIVE_LOCATION_SQL}
      group by l.organization_id) a on a.organization_id = m.organization_id
    join locations l on l.organization_id = m.organization_id and ${ACTIVE_LOCATION_SQL}
    join data_entry_statuses s on s.location_id = l.id and s.action = '${action}' and s.year = m.year
      and s.month = m.month
    group by m.organization_id, m.year, m.month, a.n`;
}

/** A statement of the seed, with the table whose row count it adds to the seed's summary. */
export type SeedStatement = { table: string; sql: string };

/**
 * The seeds' statuses of every month of the organizations a query lists (`select id from …`), written
 * into empty status tables, location statuses first: one statement per action and table. Rows go in in
 * key order and the organization rows are dated by their latest record, so that a seed gives the same
 * rows for the same clock. The organizations' month sums (organization-month-sums.ts) come last.
 */
export function seedMonthStatusesSql(organizations: string): SeedStatement[] {
  const actions = Object.keys(KINDS_OF) as EntryAction[];
  const location = actions.map((action) => ({
    table: 'data_entry_statuses',
    sql: `insert into data_entry_statuses (location_id, organization_id, action, year, month, status, updated_at)
      select location_id, organization_id, '${action}', year, month, status, updated_at
      from (${locationStatusesSql(action, { organizations })}) s order by location_id, year, month`,
  }));
  const organization = actions.map((action) => {
    const months = `(select distinct organization_id, year, month from data_entry_statuses
      where action = '${action}' and organization_id in (${organizations}))`;
    return {
      table: 'organization_data_entry_statuses',
      sql: `insert into organization_data_entry_statuses
        (organization_id, action, year, month, status, last_record_updated_at, updated_at)
      select organization_id, '${action}', year, month, status, last_record_updated_at, last_record_updated_at
      from (${organizationStatusesSql(action, months)}) o order by organization_id, year, month`,
    };
  });
  // Then the Comparison's read model of the same months, from the statuses just written.
  const sums = {
    table: 'organization_month_sums',
    sql: `with months as (${recordMonthsSql(organizations)}) ${writeOrganizationMonthSumsSql('months')}`,
  };
  return [...location, ...organization, sums];
}
