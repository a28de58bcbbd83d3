/**
 * The SQL the API sends for the issue 4 scenarios, written out for the direct baseline: for every API
 * request the same statements in the same order (the session lookup first, then the request's own
 * selects, and for a save its transaction), prepared once per connection as the server prepares
 * repeated statements. The texts mirror what apps/server sends (read with a query logger); `select *`
 * stands for the resources' full column lists.
 */
import { DATA_STATUS_MONTHS, type RecordKind } from '@sac/domain';
import type pg from 'pg';

/** A statement prepared once per connection, as the server's pool names repeated statements. */
export type Statement = { name: string; text: string };

export const statement = (name: string, text: string): Statement => ({ name: `bench_${name}`, text });

export const run = (db: pg.Pool | pg.PoolClient, s: Statement, values: unknown[]) =>
  db.query({ name: s.name, text: s.text, values });

/** The token lookup every signed-in request starts with (auth/current-user.ts). */
export const SESSION_LOOKUP = statement(
  'session',
  `select t.id, t.user_id, t.client, t.token_hash, t.previous_token_hash, t.rotated_at, t.expires_at,
     t.last_used_at, t.user_agent, t.created_at, u.id, u.email, u.full_name, u.system_admin, u.location_id,
     (select coalesce(json_agg(json_build_object('organizationId', m.organization_id, 'coalitionId', m.coalition_id,
        'role', m.role, 'status', m.status, 'dataUseAgreement', m.data_use_agreement, 'coalitionStatus', c.status)), '[]'::json)
      from user_memberships m left join coalitions c on c.id = m.coalition_id where m.user_id = u.id)
   from auth_tokens t join users u on u.id = t.user_id
   where t.client = $1 and lower(u.email) = $2 and u.archived_at is null limit 1`,
);

/** An organization's (`o`) computed location attributes: its live locations' count, states and provinces. */
export const ORGANIZATION_LOCATION_COLUMNS = `(select count(*)::int from locations l where l.organization_id = o.id and l.archived_at is null),
     (select coalesce(array_agg(distinct l.us_state order by l.us_state), '{}') from locations l
       where l.organization_id = o.id and l.archived_at is null and l.us_state is not null),
     (select coalesce(array_agg(distinct l.province_or_territory order by l.province_or_territory), '{}') from locations l
       where l.organization_id = o.id and l.archived_at is null and l.province_or_territory is not null)`;

/**
 * GET /api/v1/organizations/{id} by a manager (resources/organizations): the organization in the member's
 * scope, whose ids the API binds (its authentication cache holds them), with its computed attributes: the
 * live locations' count, states and provinces, and the intake/outcome status of the 12 months before the
 * current one, where the member may see it (coalition-fields.ts, dataStatus).
 */
export const ORGANIZATION_READ = statement(
  'organization_read',
  `select o.*, ${ORGANIZATION_LOCATION_COLUMNS},
     (case when o.id in ($1) then (select case
         when count(*) filter (where s.status <> 'unbegun') = 0 then 'unbegun'
         when count(*) filter (where s.status = 'complete') = $2 then 'complete'
         else 'incomplete' end
       from organization_data_entry_statuses s where s.organization_id = o.id and s.action = 'intake_outcome'
         and s.year between $3 and $4 and s.year * 12 + s.month between $5 and $6) end)
   from organizations o where o.id = $7 and (o.archived_at is null and o.id in ($8))`,
);

/**
 * An organization's data status window as the server computes it (coalition-fields.ts, dataStatus): the
 * months before the current one, as its first and last year and first and last month index (year × 12 +
 * month).
 */
export function dataStatusWindow(now: Date): [number, number, number, number] {
  const last = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const first = last - DATA_STATUS_MONTHS + 1;
  return [Math.floor((first - 1) / 12), Math.floor((last - 1) / 12), first, last];
}

/** ORGANIZATION_READ's values for a member of one organization reading it at `now`. */
export function organizationReadValues(organizationId: number, now: Date): unknown[] {
  return [organizationId, DATA_STATUS_MONTHS, ...dataStatusWindow(now), organizationId, organizationId];
}

/**
 * The previous month's ending counts the counts resource selects with each record
 * (resources/records/previous-month-counts.ts): one lookup of the previous record by its unique key each.
 */
const previousEnding = (column: string) =>
  `(select p.${column} from animal_counts p
     where p.location_id = animal_counts.location_id
       and p.year_of_record = case when animal_counts.month_of_record = 1 then animal_counts.year_of_record - 1 else animal_counts.year_of_record end
       and p.month_of_record = case when animal_counts.month_of_record = 1 then 12 else animal_counts.month_of_record - 1 end
       and p.species = animal_counts.species and p.organization_id = animal_counts.organization_id
       and p.archived_at is null)`;
const COUNTS_COMPUTED = `, ${previousEnding('ending_animal_count')}, ${previousEnding('ending_foster_animal_count')}`;

/** GET /api/v1/{kind}?filter[location_id][eq]&filter[year_of_record][eq]&filter[month_of_record][eq]&page[size]=1000 */
export const MONTH_RECORDS: Record<Exclude<RecordKind, 'animal_services'>, Statement> = {
  animal_counts: monthRecords('animal_counts', COUNTS_COMPUTED),
  animal_intakes: monthRecords('animal_intakes'),
  animal_outcomes: monthRecords('animal_outcomes'),
};

function monthRecords(table: string, computed = ''): Statement {
  return statement(
    `month_${table}`,
    `select *${computed} from ${table}
     where archived_at is null and organization_id in ($1) and location_id in ($2) and year_of_record in ($3)
       and month_of_record in ($4)
     order by lower(species), species, id limit $5`,
  );
}

/** GET /api/v1/data_entry_status?filter[location_id][eq]&filter[year][eq][&filter[month][eq]][&filter[action][eq]] */
export const MONTH_STATUS = statement(
  'month_status',
  `select l.organization_id, s.month, s.status from locations l
   left join data_entry_statuses s on s.location_id = l.id and (s.action = $1 and s.year = $2 and s.month = $3)
   where l.id = $4 and l.archived_at is null`,
);
export const YEAR_STATUSES = statement(
  'year_statuses',
  `select l.organization_id, s.month, s.status from locations l
   left join data_entry_statuses s on s.location_id = l.id and (s.action = $1 and s.year = $2)
   where l.id = $3 and l.archived_at is null`,
);

/** GET /api/v1/locations/{id}: the location in the member's scope (every include starts with it). */
export const SCOPED_LOCATION = statement(
  'scoped_location',
  'select * from locations where id = $1 and (archived_at is null and organization_id in ($2))',
);
/** …?include=animal_intakes&filter[animal_intakes.year_of_record][eq]={year} (one parent: a scalar, db/any-of.ts) */
export const YEAR_INTAKES = statement(
  'year_intakes',
  `select * from animal_intakes
   where location_id = $1 and ((archived_at is null and organization_id in ($2)) and year_of_record in ($3))
   order by lower(species), species, id`,
);
/** …?include=ytd_species_totals&filter[ytd_species_totals.year][eq]&filter[ytd_species_totals.action][eq] */
export const YTD_TOTALS = statement(
  'ytd_totals',
  `select id, location_id, organization_id, year, action, species, species_rank, total_intake, total_live_outcomes,
     total_other_outcomes, total_field_services, total_veterinary_services, total_support_services, total_behavior_services
   from ytd_species_totals
   where location_id = $1 and (organization_id in ($2) and (year in ($3) and lower(action) in (lower($4::text))))
   order by species_rank, id`,
);

/** PATCH /api/v1/animal_intakes/{id}: the save's transaction (resources/records/save-record.ts). */
export const SAVE = {
  lockRecord: statement(
    'save_lock_record',
    'select * from animal_intakes where id = $1 and (archived_at is null and organization_id in ($2)) for update',
  ),
  location: statement('save_location', 'select * from locations where id = $1'),
  update: statement(
    'save_update',
    'update animal_intakes set updated_at = $1, adult_stray_at_large_count = $2 where id = $3 returning *',
  ),
  /* The month statuses are refreshed by the server's own statements (month-statuses/), see month-matrix.ts. */
  entryLog: statement(
    'save_entry_log',
    `insert into entry_logs (location_id, organization_id, user_id, action, channel, year, month, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
  ),
  reread: statement(
    'save_reread',
    'select * from animal_intakes where id = $1 order by lower(species), species, id',
  ),
};
