/**
 * Set-based SQL for the national dataset's users and coalitions: a manager for every organization (and a
 * viewer for every third), and a statewide coalition wherever enough organizations are (ten at full size), each with a
 * manager who accepted the data use agreement and about half of the state's confirmed organizations as
 * contributors (most active and sharing, a few pending or declined).
 */
import { literal, type Statement } from './sql-text';

/** `passwordHash`: one hash of the demo password, shared by every generated user (benchmark data only). */
export function usersSql(passwordHash: string): Statement[] {
  return [
    {
      sql: `create temp table seed_users on commit drop as
     select nextval(pg_get_serial_sequence('users', 'id'))::int as id, o.id as organization_id, r.role,
       r.prefix || o.n || '@national.example.org' as email, l.id as location_id, o.created_at
     from seed_orgs o join seed_locations l on l.organization_id = o.id and l.is_primary
     cross join (values ('organization_manager', 'manager'), ('organization_viewer', 'viewer')) as r(role, prefix)
     where r.role = 'organization_manager' or o.n % 3 = 0`,
    },
    {
      table: 'users',
      sql: `insert into users (id, email, full_name, title, password_hash, location_id, confirmed_at, created_at, updated_at)
     select id, email, initcap(split_part(email, '@', 1)) || ' User',
       case when role = 'organization_manager' then 'Shelter Manager' else 'Volunteer Coordinator' end,
       ${literal(passwordHash)}, location_id, created_at, created_at, created_at
     from seed_users order by id`,
    },
    {
      table: 'user_memberships',
      sql: `insert into user_memberships (user_id, organization_id, role, created_at, updated_at)
     select id, organization_id, role, created_at, created_at from seed_users`,
    },
  ];
}

/** A coalition for each state with at least `minimum` organizations. */
export function coalitionsSql(passwordHash: string, now: string, minimum: number): Statement[] {
  return [
    {
      sql: `create temp table seed_coalitions on commit drop as
     select nextval(pg_get_serial_sequence('coalitions', 'id'))::int as id,
       nextval(pg_get_serial_sequence('users', 'id'))::int as manager_id, s.code, s.name
     from seed_states s where (select count(*) from seed_orgs o where o.state = s.code) >= ${minimum}`,
    },
    {
      table: 'users',
      sql: `insert into users (id, email, full_name, title, password_hash, confirmed_at)
     select manager_id, 'coalition-' || lower(code) || '@national.example.org', name || ' Coalition Manager',
       'Coalition Coordinator', ${literal(passwordHash)}, ${now} - interval '1 year' from seed_coalitions`,
    },
    {
      table: 'coalitions',
      sql: `insert into coalitions (id, name, description, data_used, data_use_agreement, data_use_timestamp,
       operating_region_type, operating_region, all_intake_outcome_data_request, all_community_service_data_request,
       status, created_by_user_id, created_at, updated_at)
     select id, name || ' Shelter Data Coalition', 'Shelters and rescues of ' || name || ' sharing monthly data.',
       'Intake and outcome data, community services data', true, ${now} - interval '1 year',
       'Statewide/Provincewide', array[code], true, true, 'active', manager_id, ${now} - interval '1 year', ${now} - interval '1 year'
     from seed_coalitions`,
    },
    {
      table: 'user_memberships',
      sql: `insert into user_memberships (user_id, coalition_id, role, data_use_agreement, data_use_timestamp)
     select manager_id, id, 'coalition_manager', true, ${now} - interval '1 year' from seed_coalitions`,
    },
    {
      table: 'coalition_memberships',
      sql: `insert into coalition_memberships (organization_id, coalition_id, status, status_actor, status_updated_at,
       intake_outcome_data_sharing, community_service_data_sharing, created_at, updated_at)
     select o.id, c.id,
       case when m.r < 0.5 then 'active' when m.r < 0.56 then 'requested' when m.r < 0.58 then 'reminded' else 'rejected' end,
       case when m.r >= 0.56 and m.r < 0.58 or random() < 0.5 then 'Coalition' else 'Organization' end, ${now} - interval '6 months',
       m.r < 0.5 and random() < 0.9, m.r < 0.5 and random() < 0.7, ${now} - interval '6 months', ${now} - interval '6 months'
     from seed_orgs o join seed_coalitions c on c.code = o.state
     cross join lateral (select random() as r, o.id as organization_id) m
     where o.status = 'confirmed' and m.r < 0.6`,
    },
  ];
}
