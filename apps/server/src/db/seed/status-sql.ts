/**
 * The domain's month status rules (packages/domain statuses.ts) in set-based SQL, for writing the
 * statuses of many organizations at once. `findStatusMismatches` checks them against the domain functions.
 * - location, intake/outcome: over the month's counts, intakes and outcomes: nothing entered → unbegun,
 *   every entered field filled → complete, else incomplete;
 * - location, services: nothing entered → unbegun, some field empty → inProgress, else
 *   completeServicesProvided if any count is above 0, completeNoServicesProvided if all are 0;
 * - organization: combined over its active locations (a location without records is unbegun).
 */
import { ENTERED_FIELDS, type RecordKind, toSnakeCase } from '@sac/domain';
import type { Statement } from './sql-text';

const columnsOf = (kind: RecordKind) => ENTERED_FIELDS[kind].map(toSnakeCase);

function filledSql(kind: RecordKind, scope: string): string {
  const columns = columnsOf(kind);
  const provided = kind === 'animal_services' ? `coalesce(greatest(${columns.join(', ')}), 0) > 0` : 'false';
  return `select location_id, organization_id, year_of_record, month_of_record, updated_at,
      num_nonnulls(${columns.join(', ')}) as filled, ${columns.length} as total, ${provided} as provided
    from ${kind} where archived_at is null and organization_id in (${scope})`;
}

/** `scope`: a query of organization ids, e.g. `select id from seed_orgs`. Assumes no stored statuses yet. */
export function statusesSql(scope: string): Statement[] {
  const intakeOutcome = (['animal_counts', 'animal_intakes', 'animal_outcomes'] as const)
    .map((kind) => filledSql(kind, scope))
    .join(' union all ');
  const locationInsert = (action: string, records: string, status: string) => `
    insert into data_entry_statuses (location_id, organization_id, action, year, month, status, updated_at)
    select location_id, organization_id, '${action}', year_of_record, month_of_record, ${status}, max(updated_at)
    from (${records}) r group by location_id, organization_id, year_of_record, month_of_record`;
  return [
    {
      table: 'data_entry_statuses',
      sql: locationInsert(
        'intake_outcome',
        intakeOutcome,
        `case when sum(filled) = 0 then 'unbegun' when sum(filled) = sum(total) then 'complete' else 'incomplete' end`,
      ),
    },
    {
      table: 'data_entry_statuses',
      sql: locationInsert(
        'services',
        filledSql('animal_services', scope),
        `case when sum(filled) = 0 then 'unbegun' when sum(filled) < sum(total) then 'inProgress'
              when bool_or(provided) then 'completeServicesProvided' else 'completeNoServicesProvided' end`,
      ),
    },
    {
      table: 'organization_data_entry_statuses',
      sql: `
    insert into organization_data_entry_statuses (organization_id, action, year, month, status, last_record_updated_at)
    select s.organization_id, s.action, s.year, s.month,
      case when count(*) filter (where s.status <> 'unbegun') = 0 then 'unbegun'
           when s.action = 'intake_outcome' then
             case when count(*) filter (where s.status = 'complete') = a.n then 'complete' else 'incomplete' end
           when count(*) filter (where s.status like 'complete%') < a.n then 'inProgress'
           when count(*) filter (where s.status = 'completeServicesProvided') > 0 then 'completeServicesProvided'
           else 'completeNoServicesProvided' end,
      max(s.updated_at)
    from data_entry_statuses s
    join locations l on l.id = s.location_id and l.status = 'active' and l.archived_at is null
    join (select organization_id, count(*) as n from locations where status = 'active' and archived_at is null
          and organization_id in (${scope}) group by organization_id) a on a.organization_id = s.organization_id
    group by s.organization_id, s.action, s.year, s.month, a.n`,
    },
  ];
}
