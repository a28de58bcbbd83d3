/**
 * Issue 12: a coalition manager's Active contributors page, with the statuses of the year — one coalition
 * of 500 contributors, `users` of its managers at once. The coalition and its managers are added to the
 * national dataset the first time (`ensureBenchCoalition`); the direct baseline runs the statements the
 * API sends for that page (read with log_statement), in the same order: the session lookup, the page of
 * organizations, its count, then the included statuses and memberships of the page's organizations.
 */
import type pg from 'pg';
import {
  dataStatusWindow,
  ORGANIZATION_LOCATION_COLUMNS,
  run,
  SESSION_LOOKUP,
  statement,
} from './direct-sql';
import type { Scenario } from './report';
import { type ApiSession, signIn } from './server';

const COALITION_NAME = 'Bench Coalition of 500 Contributors';
const CONTRIBUTORS = 500;
const MANAGER_EMAIL = (n: number) => `coalition-bench-${n}@national.example.org`;

export type CoalitionManager = { email: string; session: ApiSession };

/** The bench coalition (active, 500 confirmed organizations sharing both kinds of data) and its managers. */
export async function ensureBenchCoalition(db: pg.Pool, managers: number, year: number): Promise<number> {
  const found = await db.query<{ id: number }>('select id from coalitions where name = $1', [COALITION_NAME]);
  if (found.rows[0]) return found.rows[0].id;
  const client = await db.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ id: number }>(
      `insert into coalitions (name, country, description, data_used, data_use_agreement, data_use_timestamp,
         operating_region_type, operating_region, all_intake_outcome_data_request,
         all_community_service_data_request, status)
       values ($1, 'United States', 'The issue 12 benchmark coalition.', 'Intake and outcome data', true, now(),
         'National', '{}', true, true, 'active') returning id`,
      [COALITION_NAME],
    );
    const coalitionId = rows[0]!.id;
    await client.query(
      `insert into coalition_memberships (organization_id, coalition_id, status, status_actor,
         intake_outcome_data_sharing, community_service_data_sharing)
       select o.id, $1, 'active', 'Coalition', true, true from organizations o
       where o.status = 'confirmed' and o.archived_at is null
         and exists (select 1 from organization_data_entry_statuses s where s.organization_id = o.id and s.year = $2)
       order by o.id limit $3`,
      [coalitionId, year, CONTRIBUTORS],
    );
    await client.query(
      `insert into users (email, full_name, title, password_hash, confirmed_at)
       select 'coalition-bench-' || n || '@national.example.org', 'Bench Coalition Manager ' || n, 'Manager',
         (select password_hash from users where email = 'coalition@example.org'), now()
       from generate_series(1, $1::int) n
       on conflict do nothing`,
      [managers],
    );
    await client.query(
      `insert into user_memberships (user_id, coalition_id, role, status, data_use_agreement, data_use_timestamp)
       select u.id, $1, 'coalition_manager', 'active', true, now() from users u
       where u.email like 'coalition-bench-%@national.example.org'`,
      [coalitionId],
    );
    await client.query('commit');
    return coalitionId;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

export async function signInCoalitionManagers(base: string, count: number): Promise<CoalitionManager[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const email = MANAGER_EMAIL(i + 1);
      return { email, session: await signIn(base, email) };
    }),
  );
}

const PAGE_SIZE = 20;
const CONTRIBUTOR_FILTER = `"archived_at" is null
  and id in (select organization_id from coalition_memberships where coalition_id in ($1))
  and (status is null or not lower(status) in (lower('closed')))
  and id in (select organization_id from coalition_memberships where coalition_id in ($1))
  and id in (select organization_id from coalition_memberships where coalition_id in ($1) and status in ('active'))`;

/** The page of contributors: every column, the locations' count and states, the 12-month data status. */
const CONTRIBUTOR_PAGE = statement(
  'contributor_page',
  `select o.*, ${ORGANIZATION_LOCATION_COLUMNS},
     (case when o.id in (select organization_id from coalition_memberships where coalition_id in ($1)
         and status = 'active' and intake_outcome_data_sharing) then
       (select case when count(*) filter (where s.status <> 'unbegun') = 0 then 'unbegun'
          when count(*) filter (where s.status = 'complete') = 12 then 'complete' else 'incomplete' end
        from organization_data_entry_statuses s where s.organization_id = o.id and s.action = 'intake_outcome'
          and s.year between $2 and $3 and s.year * 12 + s.month between $4 and $5) end)
   from organizations o where ${CONTRIBUTOR_FILTER.replaceAll('"archived_at"', 'o.archived_at')}
   order by lower(o.name), o.name, o.id limit ${PAGE_SIZE}`,
);
const CONTRIBUTOR_COUNT = statement(
  'contributor_count',
  `select count(*) from organizations where ${CONTRIBUTOR_FILTER}`,
);
const PAGE_STATUSES = statement(
  'contributor_statuses',
  `select * from organization_data_entry_statuses s
   where s.organization_id = any($1::integer[]) and s.action = 'intake_outcome'
     and s.organization_id in (select organization_id from coalition_memberships
       where coalition_id in ($2) and status = 'active' and intake_outcome_data_sharing)
     and s.year in ($3) order by s.year, s.month, s.id`,
);
const PAGE_MEMBERSHIPS = statement(
  'contributor_memberships',
  `select * from coalition_memberships
   where organization_id = any($1::integer[]) and coalition_id in ($2) and coalition_id in ($2) order by id`,
);

/** GET /api/v1/organizations as the Active contributors tab asks it (002 §7), page 1 of 25. */
export function contributorListScenario(
  managers: CoalitionManager[],
  db: pg.Pool,
  coalitionId: number,
  year: number,
): Scenario {
  const query = [
    'filter[status][not_eq]=closed',
    `filter[coalition_id][eq]=${coalitionId}`,
    `filter[coalition_memberships.coalition_id][eq]=${coalitionId}`,
    'include=data_entry_statuses,coalition_memberships',
    'extra_fields[organizations]=locations_us_states',
    'stats[total]=count',
    'sort=name',
    'filter[coalition_membership_status][eq]=active',
    `filter[data_entry_statuses.year][eq]=${year}`,
    'page[number]=1',
  ].join('&');
  return {
    name: 'coalition contributors: active tab (500)',
    note: `GET /api/v1/organizations?${query}`,
    budget: { maxP95: 100, maxRatio: 3 },
    api: async (n) => (await managers[n]!.session.get(`/api/v1/organizations?${query}`)).status === 200,
    direct: async (n) => {
      const manager = managers[n]!;
      await run(db, SESSION_LOOKUP, [manager.session.headers.client, manager.email]);
      const page = await run(db, CONTRIBUTOR_PAGE, [coalitionId, ...dataStatusWindow(new Date())]);
      await run(db, CONTRIBUTOR_COUNT, [coalitionId]);
      const ids = page.rows.map((row) => row.id);
      await run(db, PAGE_STATUSES, [ids, coalitionId, year]);
      await run(db, PAGE_MEMBERSHIPS, [ids, coalitionId]);
      return page.rowCount === PAGE_SIZE;
    },
  };
}

const ACTIVE_CONTRIBUTORS = `o.archived_at is null
  and o.id in (select organization_id from coalition_memberships where coalition_id in ($1) and status = 'active')
  and o.id in (select organization_id from coalition_memberships where coalition_id in ($1) and status in ('active'))`;
const STATUS_TABLE_PAGE = statement(
  'status_table_page',
  CONTRIBUTOR_PAGE.text.replace(
    CONTRIBUTOR_FILTER.replaceAll('"archived_at"', 'o.archived_at'),
    ACTIVE_CONTRIBUTORS,
  ),
);
const STATUS_TABLE_COUNT = statement(
  'status_table_count',
  `select count(*) from organizations o where ${ACTIVE_CONTRIBUTORS}`,
);
const PAGE_SERVICE_STATUSES = statement(
  'contributor_service_statuses',
  PAGE_STATUSES.text
    .replace("s.action = 'intake_outcome'", "s.action = 'services'")
    .replace('intake_outcome_data_sharing)', 'community_service_data_sharing)'),
);

/** The Data Status Table's page of a year (002 §7): both kinds of month statuses of 20 contributors. */
export function dataStatusTableScenario(
  managers: CoalitionManager[],
  db: pg.Pool,
  coalitionId: number,
  year: number,
): Scenario {
  const query = [
    `filter[active_coalition][eq]=${coalitionId}`,
    'filter[coalition_membership_status][eq]=active',
    'include=data_entry_statuses,community_data_entry_statuses',
    'sort=name',
    `filter[data_entry_statuses.year][eq]=${year}`,
    `filter[community_data_entry_statuses.year][eq]=${year}`,
    'stats[total]=count',
    'page[number]=1',
  ].join('&');
  return {
    name: 'coalition data status table (500)',
    note: `GET /api/v1/organizations?${query}`,
    budget: { maxP95: 100, maxRatio: 3 },
    api: async (n) => (await managers[n]!.session.get(`/api/v1/organizations?${query}`)).status === 200,
    direct: async (n) => {
      const manager = managers[n]!;
      await run(db, SESSION_LOOKUP, [manager.session.headers.client, manager.email]);
      const page = await run(db, STATUS_TABLE_PAGE, [coalitionId, ...dataStatusWindow(new Date())]);
      await run(db, STATUS_TABLE_COUNT, [coalitionId]);
      const ids = page.rows.map((row) => row.id);
      await run(db, PAGE_STATUSES, [ids, coalitionId, year]);
      await run(db, PAGE_SERVICE_STATUSES, [ids, coalitionId, year]);
      return page.rowCount === PAGE_SIZE;
    },
  };
}

/** The status CSV of the whole coalition (002 §2.10): milliseconds from POST /exports to file_ready. */
export async function statusCsvSeconds(manager: CoalitionManager, coalitionId: number, year: number) {
  const began = performance.now();
  const created = await manager.session.send('POST', '/api/v1/exports', {
    coalition_id: coalitionId,
    year,
    status_type: 'dataStatuses',
  });
  if (created.status !== 201) throw new Error(`POST /api/v1/exports answered ${created.status}`);
  const id = (JSON.parse(created.body) as { data: { id: string } }).data.id;
  for (;;) {
    const status = await manager.session.get(`/api/v1/exports/${id}/status`);
    type Status = { data: { attributes: { file_ready: boolean; status: string } } };
    const { attributes } = (JSON.parse(status.body) as Status).data;
    if (attributes.file_ready) return (performance.now() - began) / 1000;
    if (attributes.status === 'failed') throw new Error('the status CSV job failed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The coalition's active contributors sharing one kind of data (the first of the route's two statements). */
const sharingContributors = (sharing: string) =>
  statement(
    `home_contributors_${sharing}`,
    `select organization_id from coalition_memberships
     where coalition_id = $1 and status = 'active' and ${sharing} = true`,
  );
/** Their records of the year summed by month and species, looked up by organization (the second). */
const homeTotals = (table: string, sums: string) =>
  statement(
    `home_${table}`,
    `select month_of_record, species, ${sums} from ${table}
     where organization_id = any($1::integer[]) and year_of_record = $2 and archived_at is null
       and not (location_id in (select id from locations where archived_at is not null))
     group by month_of_record, species order by month_of_record, species`,
  );
const HOME_READS = [
  {
    contributors: sharingContributors('intake_outcome_data_sharing'),
    totals: homeTotals('animal_intakes', 'coalesce(sum(total_live_intake_count), 0)'),
  },
  {
    contributors: sharingContributors('community_service_data_sharing'),
    totals: homeTotals(
      'animal_services',
      ['field', 'veterinary', 'behavioral', 'support']
        .map((kind) => `coalesce(sum(total_${kind}_services_count), 0)`)
        .join(', '),
    ),
  },
];

/** Coalition Home (002 §2.8): both overview graphs of a year over the 500 contributors, sent together. */
export function homeGraphsScenario(
  managers: CoalitionManager[],
  db: pg.Pool,
  coalitionId: number,
  year: number,
): Scenario {
  const url = (action: string) =>
    `/api/v1/coalition_record_totals?filter[coalition_id][eq]=${coalitionId}&filter[year][eq]=${year}&filter[action][eq]=${action}`;
  return {
    name: 'coalition home graphs (500, a year)',
    note: `${url('intake_outcome')} and …=services, sent together`,
    budget: { maxP95: 200 },
    api: async (n) => {
      const session = managers[n]!.session;
      const replies = await Promise.all([session.get(url('intake_outcome')), session.get(url('services'))]);
      return replies.every((reply) => reply.status === 200);
    },
    direct: async (n) => {
      const manager = managers[n]!;
      const reads = await Promise.all(
        HOME_READS.map(async ({ contributors, totals }) => {
          await run(db, SESSION_LOOKUP, [manager.session.headers.client, manager.email]);
          const ids = (await run(db, contributors, [coalitionId])).rows.map((row) => row.organization_id);
          return run(db, totals, [ids, year]);
        }),
      );
      return reads.every((read) => (read.rowCount ?? 0) > 0);
    },
  };
}
