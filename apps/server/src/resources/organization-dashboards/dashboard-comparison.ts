/**
 * GET /api/v1/dashboard_comparison: the Comparison dashboard (002 §2.13, issue 15). An organization against
 * organizations like it over a period of months (at most ten years, not after the current month).
 *
 * Its region is the state (`us_state`) of its primary live location, or for a Canadian organization that
 * location's `province_or_territory` (organizations have no address of their own). Its annual intake is its
 * live intakes over the period (the records' `total_live_intake_count`) × 12 ÷ the months of the period, and
 * its band is where that falls in the domain's `INTAKE_BANDS`; an organization with no intake record in the
 * period has no band. Its peers are the other organizations that are not archived, opted in to be searchable
 * (`searchable_opt_in`), have the same `organization_type`, the same region (of their own primary location)
 * and the same band. An organization without a type, region or band has no peers.
 *
 * Metrics of each organization over the period, from the records its data report counts (not archived):
 * - `intake_share` per intake category: that category's intakes ÷ all its live intakes (sizes compare);
 * - `live_release_rate`: live outcomes ÷ all outcomes (`total_live_outcome_count` ÷ `total_outcomes_count`);
 * - `return_to_owner_rate`: Returned to Owner outcomes ÷ all outcomes;
 * - `transfer_share`: outcomes transferred to another agency (in-state, out-of-state, international and the
 *   undesignated legacy category) ÷ all outcomes;
 * - `reporting_completeness`: months whose organization intake/outcome status is `complete`
 *   (organization_data_entry_statuses) ÷ the months of the period.
 * A rate without a denominator (no intakes, no outcomes) has no value.
 *
 * For each metric: the organization's value and, over the peers with a value, their count, first quartile,
 * median and third quartile by `percentile_cont` (linear interpolation between the closest ranks, Hyndman &
 * Fan type 7, as R's default and Excel's PERCENTILE.INC). With fewer than `COMPARISON_MIN_PEERS` (5) peers with
 * a value the peer figures are null; with fewer than 5 peers at all, `comparable` is false. Peers are never
 * named: only counts and quantiles leave the server.
 *
 * Two statements after the access check: the organization's type and region, then one statement over the
 * candidates, with no loop per organization. At the national scale (8,000 organizations, 24 months of records
 * each) it ran in 15–25 ms warm for 80 candidates: the region through `locations_us_state_idx`, each
 * candidate's records and statuses through their organization and month indexes; the planner scans the
 * 8,000 organizations (about 1 ms) rather than look up 160 by key, so no index was added. A province has no
 * index of its own: for a Canadian organization the locations table is scanned (some 10,000 rows).
 * Members of the organization and administrators read it; anyone else gets a 404.
 */
import {
  COMPARISON_MIN_PEERS,
  type ComparisonMetric,
  countField,
  INTAKE_BANDS,
  INTAKE_CATEGORIES,
  type IntakeBandKey,
  LEGACY_CUTOFF,
  OUTCOME_CATEGORIES,
  toSnakeCase,
} from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkMonthPeriod, monthFilter, monthText } from '../../http/input/month-period';
import { idFilter, readQueryFilters } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';
import { findReadableOrganization } from './dashboard-scope';

const comparisonFilters = z.object({ organization_id: idFilter(), from: monthFilter(), to: monthFilter() });

export type DashboardComparisonQuery = { organizationId: number; from: number; to: number };

export function parseDashboardComparisonQuery(query: unknown, now: Date): DashboardComparisonQuery {
  const f = readQueryFilters(query, comparisonFilters);
  checkMonthPeriod(f, now);
  return { organizationId: f.organization_id, from: f.from, to: f.to };
}

export type ComparisonFigure = {
  metric: ComparisonMetric;
  /** The intake category of an `intake_share`; null for the other metrics. */
  category: string | null;
  /** The organization's value, a fraction (0–1); null without a denominator. */
  value: number | null;
  /** Peers with a value. The quantiles are null when fewer than 5. */
  peer_count: number;
  peer_q1: number | null;
  peer_median: number | null;
  peer_q3: number | null;
};

export type DashboardComparison = {
  organization_id: number;
  from: string;
  to: string;
  months: number;
  peer_group: {
    organization_type: string | null;
    us_state: string | null;
    province_or_territory: string | null;
    /** Null when the organization reported no intake in the period. */
    intake_band: IntakeBandKey | null;
    annual_intake: number | null;
  };
  peer_count: number;
  min_peers: number;
  /** Whether at least `min_peers` peers share their data; else no peer figure is given. */
  comparable: boolean;
  metrics: ComparisonFigure[];
};

type Profile = { type: string | null; usState: string | null; province: string | null };

/** The organization's type and region (its primary live location's state or province). */
async function readProfile(ctx: ResourceContext, organizationId: number): Promise<Profile> {
  const result = (await ctx.db.execute(sql`
    select o.organization_type as type, l.us_state as "usState", l.province_or_territory as province
    from organizations o
    left join locations l on l.organization_id = o.id and l.primary and l.archived_at is null
    where o.id = ${organizationId}`)) as unknown as { rows: Profile[] };
  return result.rows[0] ?? { type: null, usState: null, province: null };
}

/** The peers' region condition on the primary location `l`, on the index of its column; false without one. */
function sameRegion(profile: Profile): SQL {
  if (profile.usState) return sql`l.us_state = ${profile.usState}`;
  if (profile.province) return sql`l.province_or_territory = ${profile.province}`;
  return sql`false`;
}

const column = (category: string) => sql.raw(`r.${toSnakeCase(countField('total', category))}`);
const sumOf = (parts: SQL[]) => sql`coalesce(sum(${sql.join(parts, sql` + `)}), 0)`;
const TRANSFERS_OUT = OUTCOME_CATEGORIES.filter((c) => c.key.endsWith('ToAnotherAgency'));

/** The intake categories of the period: legacy ones only when it begins before they ended. */
function intakeCategories(q: DashboardComparisonQuery) {
  const cutoff = LEGACY_CUTOFF.year * 12 + LEGACY_CUTOFF.month - 1;
  return INTAKE_CATEGORIES.filter((c) => !c.legacy || q.from < cutoff);
}

/** The band of `annual` as a SQL case over the domain's bands. */
function bandCase(annual: SQL): SQL {
  const whens = INTAKE_BANDS.map((band) =>
    band.max === null ? sql`else ${band.key}` : sql`when ${annual} < ${band.max} then ${band.key}`,
  );
  return sql`case ${sql.join(whens, sql` `)} end`;
}

type FigureRow = {
  metric: ComparisonMetric;
  category: string | null;
  value: number | string | null;
  peer_count: number | string;
  q1: number | string | null;
  median: number | string | null;
  q3: number | string | null;
  band: IntakeBandKey | null;
  annual: number | string | null;
  peers: number | string;
};

async function readFigures(ctx: ResourceContext, q: DashboardComparisonQuery, profile: Profile) {
  const months = q.to - q.from + 1;
  const month = sql.raw('(r.year_of_record * 12 + r.month_of_record - 1)');
  const inPeriod = sql`r.organization_id in (select id from candidates) and r.archived_at is null
    and r.year_of_record between ${Math.floor(q.from / 12)} and ${Math.floor(q.to / 12)}
    and ${month} between ${q.from} and ${q.to}`;
  const categories = intakeCategories(q);
  const shares = categories.map(
    (c, i) =>
      sql`('intake_share', ${c.key}, case when m.live_in > 0 then m.${sql.raw(`c${i}`)}::float8 / m.live_in end)`,
  );
  const byOutcomes = (metric: ComparisonMetric, numerator: string) =>
    sql`(${metric}, null, case when m.outcomes > 0 then m.${sql.raw(numerator)}::float8 / m.outcomes end)`;
  const peer = sql`x.id <> ${q.organizationId} and x.band = own.band`;
  const result = (await ctx.db.execute(sql`
    with candidates as (
      select ${q.organizationId}::int as id
      union
      select o.id from locations l join organizations o on o.id = l.organization_id
      where ${sameRegion(profile)} and l.primary and l.archived_at is null
        and o.archived_at is null and o.searchable_opt_in and o.organization_type = ${profile.type}
    ),
    intakes as (
      select r.organization_id as id, ${sumOf([sql`coalesce(r.total_live_intake_count, 0)`])} as live_in,
        ${sql.join(
          categories.map(
            (c, i) => sql`${sumOf([sql`coalesce(${column(c.key)}, 0)`])} as ${sql.raw(`c${i}`)}`,
          ),
          sql`, `,
        )}
      from animal_intakes r where ${inPeriod} group by r.organization_id
    ),
    outcomes as (
      select r.organization_id as id, ${sumOf([sql`coalesce(r.total_outcomes_count, 0)`])} as outcomes,
        ${sumOf([sql`coalesce(r.total_live_outcome_count, 0)`])} as live_out,
        ${sumOf([sql`coalesce(${column('ReturnedToOwner')}, 0)`])} as returned,
        ${sumOf(TRANSFERS_OUT.map((c) => sql`coalesce(${column(c.key)}, 0)`))} as transfers
      from animal_outcomes r where ${inPeriod} group by r.organization_id
    ),
    completeness as (
      select s.organization_id as id, count(*) filter (where s.status = 'complete') as complete
      from organization_data_entry_statuses s
      where s.organization_id in (select id from candidates) and s.action = 'intake_outcome'
        and s.year between ${Math.floor(q.from / 12)} and ${Math.floor(q.to / 12)}
        and s.year * 12 + s.month - 1 between ${q.from} and ${q.to}
      group by s.organization_id
    ),
    measured as (
      select c.id, i.live_in * 12.0 / ${months} as annual,
        case when i.id is null then null else ${bandCase(sql`i.live_in * 12.0 / ${months}`)} end as band,
        ${sql.raw(categories.map((_, i) => `i.c${i}`).join(', '))}, i.live_in, o.outcomes, o.live_out, o.returned, o.transfers, coalesce(s.complete, 0) as complete
      from candidates c left join intakes i on i.id = c.id left join outcomes o on o.id = c.id
        left join completeness s on s.id = c.id
    ),
    own as (select band, annual from measured where id = ${q.organizationId}),
    figures as (
      select m.id, m.band, v.metric, v.category, v.value
      from measured m cross join lateral (values
        ${sql.join(shares, sql`, `)},
        ${byOutcomes('live_release_rate', 'live_out')},
        ${byOutcomes('return_to_owner_rate', 'returned')},
        ${byOutcomes('transfer_share', 'transfers')},
        ('reporting_completeness', null, m.complete::float8 / ${months})
      ) v(metric, category, value)
    )
    select x.metric, x.category,
      max(x.value) filter (where x.id = ${q.organizationId}) as value,
      count(x.value) filter (where ${peer}) as peer_count,
      percentile_cont(0.25) within group (order by x.value) filter (where ${peer}) as q1,
      percentile_cont(0.5) within group (order by x.value) filter (where ${peer}) as median,
      percentile_cont(0.75) within group (order by x.value) filter (where ${peer}) as q3,
      own.band, own.annual,
      (select count(*) from measured p where p.id <> ${q.organizationId} and p.band = own.band) as peers
    from figures x cross join own
    group by x.metric, x.category, own.band, own.annual`)) as unknown as { rows: FigureRow[] };
  return result.rows;
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));
const METRIC_ORDER: ComparisonMetric[] = [
  'intake_share',
  'live_release_rate',
  'return_to_owner_rate',
  'transfer_share',
  'reporting_completeness',
];

export async function readDashboardComparison(
  ctx: ResourceContext,
  q: DashboardComparisonQuery,
): Promise<DashboardComparison> {
  await findReadableOrganization(ctx, q.organizationId);
  const profile = await readProfile(ctx, q.organizationId);
  const rows = await readFigures(ctx, q, profile);
  const first = rows[0];
  const peerCount = Number(first?.peers ?? 0);
  const comparable = peerCount >= COMPARISON_MIN_PEERS;
  const order = new Map(intakeCategories(q).map((c, i) => [c.key, i]));
  const metrics = rows
    .map((row): ComparisonFigure => {
      const shown = comparable && Number(row.peer_count) >= COMPARISON_MIN_PEERS;
      return {
        metric: row.metric,
        category: row.category,
        value: numberOrNull(row.value),
        peer_count: Number(row.peer_count),
        peer_q1: shown ? numberOrNull(row.q1) : null,
        peer_median: shown ? numberOrNull(row.median) : null,
        peer_q3: shown ? numberOrNull(row.q3) : null,
      };
    })
    .sort(
      (a, b) =>
        METRIC_ORDER.indexOf(a.metric) - METRIC_ORDER.indexOf(b.metric) ||
        (order.get(a.category ?? '') ?? 0) - (order.get(b.category ?? '') ?? 0),
    );
  return {
    organization_id: q.organizationId,
    from: monthText(q.from),
    to: monthText(q.to),
    months: q.to - q.from + 1,
    peer_group: {
      organization_type: profile.type,
      us_state: profile.usState,
      province_or_territory: profile.usState ? null : profile.province,
      intake_band: first?.band ?? null,
      annual_intake: first?.annual === null || first === undefined ? null : Math.round(Number(first.annual)),
    },
    peer_count: peerCount,
    min_peers: COMPARISON_MIN_PEERS,
    comparable,
    metrics,
  };
}

export function presentDashboardComparison(comparison: DashboardComparison) {
  const id = [comparison.organization_id, comparison.from, comparison.to].join('-');
  return { data: { type: 'dashboard_comparison', id, attributes: comparison }, meta: {} };
}
