/**
 * Issue 15, the organization dashboards: each tab's read over ten years (the 120 months before the current
 * one), `users` managers at once, each of their own organization with ten years of records; and the
 * Comparison of organizations in a peer group of 500 (one state, one organization type, all opted in).
 *
 * Each read is measured cold (`Cache-Control: no-cache`: computed afresh, as after a save or for a period
 * nobody asked for yet) and cached (the answer kept under the records' version). The direct SQL baseline
 * runs the server's own statements of the cold read, rendered by the same drizzle dialect from the same
 * builders: the session lookup, the access check and the dashboard's statements. Forecasting (Analytics &
 * Forecast) and the peer quantiles (Comparison) are work of the API on top of that SQL.
 */

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import {
  type ComparisonProfile,
  comparisonMeasuresSql,
  comparisonProfileSql,
  groupIdsSql,
  groupVersionSql,
} from '../../apps/server/src/resources/organization-dashboards/dashboard-comparison';
import { rehomeSumsSql } from '../../apps/server/src/resources/organization-dashboards/dashboard-rehome';
import { dashboardTotalsSql } from '../../apps/server/src/resources/organization-dashboards/dashboard-totals';
import {
  completeMonthsSql,
  trendSumsSql,
} from '../../apps/server/src/resources/organization-dashboards/dashboard-trends';
import type { BenchUser } from './bench-users';
import { run, statement } from './direct-sql';
import { sessionLookup } from './month-matrix';
import type { Scenario } from './report';

/** The budgets: a tab's reads p95 < 150 ms at 20 users; the 500-organization Comparison < 300 ms. */
const TAB_BUDGET = { maxP95: 150 };
const GROUP_BUDGET = { maxP95: 300 };
export const PEER_GROUP_SIZE = 500;
const PEER_GROUP_TYPE = 'Animal Shelter with a Government Contract';
const OTHER_TYPE = 'Shelter without a Government Contract';

/** Ten years: the 120 months before the current one, as month indexes (year × 12 + month − 1). */
export function tenYears(now: Date): { from: number; to: number } {
  const to = now.getUTCFullYear() * 12 + now.getUTCMonth() - 1;
  return { from: to - 119, to };
}

const monthText = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

const dialect = new PgDialect();
/** One of the server's statements, as the server sends it (unnamed, its values as parameters). */
const runSql = (db: pg.Pool, statementSql: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statementSql);
  return db.query(text, params);
};

/** The access check of every dashboard read (dashboard-scope.ts findReadableOrganization). */
const READABLE_ORGANIZATION = statement(
  'dashboard_organization',
  'select id, records_version from organizations where id = $1 and archived_at is null',
);
/** The Rehome's organizations of a tax id (dashboard-rehome-scope.ts), for a member of one of them. */
const REHOME_ORGANIZATIONS = statement(
  'dashboard_rehome_organizations',
  `select id, name, country, records_version from organizations
   where ((country = 'United States' and ein = $1) or (country <> 'United States' and business_number = $1))
     and archived_at is null and id = any($2) order by name, id`,
);

type DashboardUser = BenchUser & { taxId: string };

/** Each user's tax id (for Rehome), read once. */
export async function withTaxIds(db: pg.Pool, users: BenchUser[]): Promise<DashboardUser[]> {
  const { rows } = await db.query<{ id: number; ein: string }>(
    'select id, ein from organizations where id = any($1)',
    [users.map((u) => u.organizationId)],
  );
  const ein = new Map(rows.map((row) => [row.id, row.ein]));
  return users.map((u) => ({ ...u, taxId: ein.get(u.organizationId) ?? '' }));
}

type Tab = {
  name: string;
  path: (u: DashboardUser, period: string) => string;
  direct: (db: pg.Pool, u: DashboardUser, q: { from: number; to: number }) => Promise<unknown>;
};

const periodFilters = (q: { from: number; to: number }) =>
  `filter[from][eq]=${monthText(q.from)}&filter[to][eq]=${monthText(q.to)}`;

async function directComparison(db: pg.Pool, organizationId: number, q: { from: number; to: number }) {
  await run(db, READABLE_ORGANIZATION, [organizationId]);
  const { rows } = await runSql(db, comparisonProfileSql(organizationId));
  const profile = rows[0] as ComparisonProfile;
  await runSql(db, groupVersionSql(profile));
  return runSql(db, comparisonMeasuresSql(q, groupIdsSql(profile)));
}

const TABS: Tab[] = [
  {
    name: 'Comparison',
    path: (u, period) =>
      `/api/v1/dashboard_comparison?filter[organization_id][eq]=${u.organizationId}&${period}`,
    direct: (db, u, q) => directComparison(db, u.organizationId, q),
  },
  {
    name: 'Analytics & Forecast',
    path: (u, period) => `/api/v1/dashboard_trends?filter[organization_id][eq]=${u.organizationId}&${period}`,
    direct: async (db, u, q) => {
      await run(db, READABLE_ORGANIZATION, [u.organizationId]);
      const query = { organizationId: u.organizationId, ...q };
      await runSql(db, trendSumsSql(query));
      return runSql(db, completeMonthsSql(query));
    },
  },
  {
    name: 'Rehome',
    path: (u, period) => `/api/v1/dashboard_rehome?filter[tax_id][eq]=${u.taxId}&${period}`,
    direct: async (db, u, q) => {
      const { rows } = await run(db, REHOME_ORGANIZATIONS, [u.taxId, [u.organizationId]]);
      return runSql(
        db,
        rehomeSumsSql(
          rows.map((row: { id: number }) => row.id),
          { taxId: u.taxId, ...q },
        ),
      );
    },
  },
  ...(['services', 'intake_outcome'] as const).map(
    (action): Tab => ({
      name: action === 'services' ? 'Community Services Totals' : 'Intake and Outcome Totals',
      path: (u, period) =>
        `/api/v1/dashboard_totals?filter[organization_id][eq]=${u.organizationId}&filter[action][eq]=${action}&${period}`,
      direct: async (db, u, q) => {
        await run(db, READABLE_ORGANIZATION, [u.organizationId]);
        return runSql(db, dashboardTotalsSql({ organizationId: u.organizationId, action, ...q }));
      },
    }),
  ),
];

const COLD = { 'cache-control': 'no-cache' };

function readScenario(
  name: string,
  note: string,
  budget: { maxP95: number },
  users: DashboardUser[],
  db: pg.Pool,
  q: { from: number; to: number },
  tab: Tab,
  cold: boolean,
): Scenario {
  const period = periodFilters(q);
  return {
    name: `${name} (${cold ? 'cold' : 'cached'})`,
    note: `${note}; ${cold ? 'Cache-Control: no-cache, computed afresh' : 'the cached answer'}`,
    budget,
    api: async (n) => {
      const u = users[n]!;
      return (await u.session.get(tab.path(u, period), cold ? COLD : undefined)).status === 200;
    },
    direct: async (n) => {
      const u = users[n]!;
      await sessionLookup(db, u);
      await tab.direct(db, u, q);
      return true;
    },
  };
}

/** Every tab's read, cold and cached, for each user's own organization over ten years. */
export function dashboardTabScenarios(users: DashboardUser[], db: pg.Pool, now: Date): Scenario[] {
  const q = tenYears(now);
  return TABS.flatMap((tab) =>
    [true, false].map((cold) =>
      readScenario(
        `dashboard: ${tab.name}`,
        `${tab.path(users[0]!, periodFilters(q)).split('?')[0]}, ${monthText(q.from)} to ${monthText(q.to)}`,
        TAB_BUDGET,
        users,
        db,
        q,
        tab,
        cold,
      ),
    ),
  );
}

/** The Comparison of members of the 500-organization peer group, cold and cached. */
export function peerGroupScenarios(users: DashboardUser[], db: pg.Pool, now: Date): Scenario[] {
  const q = tenYears(now);
  return [true, false].map((cold) =>
    readScenario(
      `Comparison, peer group of ${PEER_GROUP_SIZE}`,
      `/api/v1/dashboard_comparison of members of one group of ${PEER_GROUP_SIZE}, ${monthText(q.from)} to ${monthText(q.to)}`,
      GROUP_BUDGET,
      users,
      db,
      q,
      TABS[0]!,
      cold,
    ),
  );
}

/**
 * Makes the state with the most organizations hold a peer group of exactly 500: its first 500 generated
 * organizations (by id) get one organization type and opt in, its other generated organizations of that
 * type another one. Idempotent. The condition choosing the group's members, for signInBenchUsers.
 */
export async function ensurePeerGroup(db: pg.Pool): Promise<{ where: string; values: unknown[] }> {
  const { rows } = await db.query<{ us_state: string }>(
    `select l.us_state from locations l join organizations o on o.id = l.organization_id
     where l.primary and l.archived_at is null and o.archived_at is null and l.us_state is not null
     group by l.us_state order by count(*) desc, l.us_state limit 1`,
  );
  const state = rows[0]!.us_state;
  await db.query(
    `with ranked as (
       select o.id, row_number() over (order by o.id) as n
       from organizations o join locations l on l.organization_id = o.id and l.primary and l.archived_at is null
       where l.us_state = $1 and o.archived_at is null and o.notes like 'Generated by the national-scale seed%'
     )
     update organizations o set organization_type = case when r.n <= $2 then $3 else $4 end,
       searchable_opt_in = case when r.n <= $2 then true else o.searchable_opt_in end
     from ranked r where o.id = r.id and (r.n <= $2 or o.organization_type = $3)`,
    [state, PEER_GROUP_SIZE, PEER_GROUP_TYPE, OTHER_TYPE],
  );
  const where = `o.organization_type = $4 and o.searchable_opt_in and exists (select 1 from locations pl
    where pl.organization_id = o.id and pl.primary and pl.archived_at is null and pl.us_state = $5)`;
  const group = await db.query<{ n: number }>(
    `select count(distinct o.id)::int as n from organizations o where o.archived_at is null and ${where.replaceAll('$4', '$1').replaceAll('$5', '$2')}`,
    [PEER_GROUP_TYPE, state],
  );
  console.log(
    `  peer group: ${group.rows[0]!.n} organizations of type "${PEER_GROUP_TYPE}" in ${state}, opted in`,
  );
  return { where, values: [PEER_GROUP_TYPE, state] };
}
