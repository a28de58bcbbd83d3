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
 * median and third quartile (linear interpolation between the closest ranks, Hyndman & Fan type 7, as R's
 * default, Excel's PERCENTILE.INC and PostgreSQL's percentile_cont: the domain's quantileOfSorted). With
 * fewer than `COMPARISON_MIN_PEERS` (5) peers with a value the peer figures are null; with fewer than 5
 * peers at all, `comparable` is false. Peers are never named: only counts and quantiles leave the server.
 *
 * How it is read: the organization's profile (type, region), then its comparison group's version (a
 * hash of the group's members and their records_version), then the group's sums over the period — one
 * statement over the read model organization_month_sums (a row per organization and month, written with the
 * month statuses), no loop per organization — cached per (type, region, period) under that version and
 * shared by every member of the group; the organization's own sums come from the group, or from one more
 * cached statement when it is not a member (not opted in). Bands and quantiles are computed here from the
 * sums. At the national scale a group of 500 over ten years is ~60,000 rows of the read model (~40 ms of
 * PostgreSQL, against ~370 ms from the records); `npm run bench -- --only=dashboards` measures it.
 * Members of the organization and administrators read it; anyone else gets a 404.
 */
import {
  COMPARISON_MIN_PEERS,
  type ComparisonMetric,
  countField,
  INTAKE_CATEGORIES,
  type IntakeBandKey,
  intakeBandOf,
  LEGACY_CUTOFF,
  quantileOfSorted,
  toSnakeCase,
} from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkMonthPeriod, monthFilter, monthText } from '../../http/input/month-period';
import { idFilter, readQueryFilters } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';
import { cachedDashboardRead } from './dashboard-cache';
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

export type ComparisonProfile = { type: string | null; usState: string | null; province: string | null };

/** The organization's type and region (its primary live location's state or province). */
export function comparisonProfileSql(organizationId: number): SQL {
  return sql`select o.organization_type as type, l.us_state as "usState", l.province_or_territory as province
    from organizations o
    left join locations l on l.organization_id = o.id and l.primary and l.archived_at is null
    where o.id = ${organizationId}`;
}

/** The peers' region condition on the primary location `l`, on the index of its column; false without one. */
function sameRegion(profile: ComparisonProfile): SQL {
  if (profile.usState) return sql`l.us_state = ${profile.usState}`;
  if (profile.province) return sql`l.province_or_territory = ${profile.province}`;
  return sql`false`;
}

/**
 * The ids of the comparison group of `profile`: the organizations not archived, opted in, of its type and
 * with their primary live location in its region (the organization itself among them when it is so too).
 */
export function groupIdsSql(profile: ComparisonProfile): SQL {
  return sql`select distinct o.id from locations l join organizations o on o.id = l.organization_id
    where ${sameRegion(profile)} and l.primary and l.archived_at is null
      and o.archived_at is null and o.searchable_opt_in and o.organization_type = ${profile.type}`;
}

/**
 * The version of a group's records: its members and each one's records_version, hashed. A save or upload in
 * any member, a member joining or leaving, changes it; the group's measures are cached under it.
 */
export function groupVersionSql(profile: ComparisonProfile): SQL {
  return sql`select md5(coalesce(string_agg(g.id || ':' || o.records_version, ',' order by g.id), '')) as version
    from (${groupIdsSql(profile)}) g join organizations o on o.id = g.id`;
}

/** The intake categories of the period: legacy ones only when it begins before they ended. */
function intakeCategories(q: Pick<DashboardComparisonQuery, 'from'>) {
  const cutoff = LEGACY_CUTOFF.year * 12 + LEGACY_CUTOFF.month - 1;
  return INTAKE_CATEGORIES.filter((c) => !c.legacy || q.from < cutoff);
}

/** What is summed for each organization over the period; the metrics are ratios of these. */
type Measures = {
  id: number;
  /** Whether it has an intake record in the period (without one it has no intake band). */
  reported: boolean;
  liveIn: number;
  /** Intakes of each of `intakeCategories` in their order. */
  byCategory: number[];
  outcomes: number;
  liveOut: number;
  returned: number;
  transfers: number;
  /** Months whose organization intake/outcome status is complete. */
  complete: number;
};

type MeasureRow = Record<string, string | number | boolean | null> & { id: number; reported: boolean };

/**
 * One statement: the sums of every organization of `ids` (a SELECT of ids) over the period and its complete
 * months, from the read model organization_month_sums (a row per organization and month, kept with the
 * statuses). No loop per organization.
 */
export function comparisonMeasuresSql(q: Pick<DashboardComparisonQuery, 'from' | 'to'>, ids: SQL): SQL {
  const categories = intakeCategories(q);
  const sum = (column: string, as: string) => `coalesce(sum(s.${column}), 0)::text as ${as}`;
  const sums = [
    'coalesce(sum(s.intake_records), 0) > 0 as reported',
    sum('total_live_intake_count', 'live_in'),
    ...categories.map((c, i) => sum(toSnakeCase(countField('total', c.key)), `c${i}`)),
    sum('total_outcomes_count', 'outcomes'),
    sum('total_live_outcome_count', 'live_out'),
    sum('total_returned_to_owner_count', 'returned'),
    sum('transfers_out_count', 'transfers'),
    'count(*) filter (where s.intake_outcome_complete)::text as complete',
  ];
  return sql`
    with candidates as (${ids})
    select c.id, ${sql.raw(sums.join(', '))}
    from candidates c left join organization_month_sums s on s.organization_id = c.id
      and s.year between ${Math.floor(q.from / 12)} and ${Math.floor(q.to / 12)}
      and s.year * 12 + s.month - 1 between ${q.from} and ${q.to}
    group by c.id`;
}

async function readMeasures(
  ctx: ResourceContext,
  q: DashboardComparisonQuery,
  ids: SQL,
): Promise<Measures[]> {
  const result = (await ctx.db.execute(comparisonMeasuresSql(q, ids))) as unknown as { rows: MeasureRow[] };
  const categories = intakeCategories(q);
  return result.rows.map((row) => ({
    id: Number(row.id),
    reported: Boolean(row.reported),
    liveIn: Number(row.live_in),
    byCategory: categories.map((_, i) => Number(row[`c${i}`])),
    outcomes: Number(row.outcomes),
    liveOut: Number(row.live_out),
    returned: Number(row.returned),
    transfers: Number(row.transfers),
    complete: Number(row.complete),
  }));
}

/** The organization's yearly intake over the period, and its band; none without an intake record. */
function bandOf(measures: Measures, months: number) {
  if (!measures.reported) return { annual: null, band: null };
  const annual = (measures.liveIn * 12) / months;
  return { annual, band: intakeBandOf(annual) };
}

/** Each metric of an organization, in the answer's order (shares by category, then the rates). */
function metricValues(m: Measures, q: DashboardComparisonQuery) {
  const ofOutcomes = (part: number) => (m.outcomes > 0 ? part / m.outcomes : null);
  return [
    ...intakeCategories(q).map((c, i) => ({
      metric: 'intake_share' as const,
      category: c.key as string | null,
      value: m.liveIn > 0 ? m.byCategory[i]! / m.liveIn : null,
    })),
    { metric: 'live_release_rate' as const, category: null, value: ofOutcomes(m.liveOut) },
    { metric: 'return_to_owner_rate' as const, category: null, value: ofOutcomes(m.returned) },
    { metric: 'transfer_share' as const, category: null, value: ofOutcomes(m.transfers) },
    {
      metric: 'reporting_completeness' as const,
      category: null,
      value: m.complete / (q.to - q.from + 1),
    },
  ];
}

/**
 * The comparison group's measures over the period, cached under the group's version (dashboard-cache.ts):
 * every organization of a group reads the same measures, so a group of 500 is summed once per change.
 */
async function readGroupMeasures(
  ctx: ResourceContext,
  q: DashboardComparisonQuery,
  profile: ComparisonProfile,
): Promise<Measures[]> {
  if (profile.type === null || (!profile.usState && !profile.province)) return [];
  const result = (await ctx.db.execute(groupVersionSql(profile))) as unknown as {
    rows: Array<{ version: string }>;
  };
  const region = profile.usState ? `state:${profile.usState}` : `province:${profile.province}`;
  const key = `comparison-group:${JSON.stringify([profile.type, region, q.from, q.to])}`;
  return cachedDashboardRead(ctx, key, result.rows[0]!.version, () =>
    readMeasures(ctx, q, groupIdsSql(profile)),
  );
}

/** The organization's own measures: from its group when it is a member, else read (cached) on their own. */
async function readOwnMeasures(
  ctx: ResourceContext,
  q: DashboardComparisonQuery,
  group: Measures[],
  recordsVersion: number,
): Promise<Measures> {
  const member = group.find((m) => m.id === q.organizationId);
  if (member) return member;
  const key = `comparison-own:${JSON.stringify(q)}`;
  const [own] = await cachedDashboardRead(ctx, key, recordsVersion, () =>
    readMeasures(ctx, q, sql`select ${q.organizationId}::int as id`),
  );
  return own!;
}

export async function readDashboardComparison(
  ctx: ResourceContext,
  q: DashboardComparisonQuery,
): Promise<DashboardComparison> {
  const organization = await findReadableOrganization(ctx, q.organizationId);
  const profileRows = (await ctx.db.execute(comparisonProfileSql(q.organizationId))) as unknown as {
    rows: ComparisonProfile[];
  };
  const profile = profileRows.rows[0] ?? { type: null, usState: null, province: null };
  const group = await readGroupMeasures(ctx, q, profile);
  const own = await readOwnMeasures(ctx, q, group, organization.recordsVersion);
  const months = q.to - q.from + 1;
  const { annual, band } = bandOf(own, months);
  const peers =
    band === null ? [] : group.filter((m) => m.id !== q.organizationId && bandOf(m, months).band === band);
  const comparable = peers.length >= COMPARISON_MIN_PEERS;
  const peerValues = peers.map((peer) => metricValues(peer, q));
  const metrics = metricValues(own, q).map((figure, index): ComparisonFigure => {
    const values = peerValues
      .map((values) => values[index]!.value)
      .filter((value): value is number => value !== null)
      .sort((a, b) => a - b);
    const shown = comparable && values.length >= COMPARISON_MIN_PEERS;
    const quantile = (p: number) => (shown ? quantileOfSorted(values, p) : null);
    return {
      ...figure,
      peer_count: values.length,
      peer_q1: quantile(0.25),
      peer_median: quantile(0.5),
      peer_q3: quantile(0.75),
    };
  });
  return {
    organization_id: q.organizationId,
    from: monthText(q.from),
    to: monthText(q.to),
    months,
    peer_group: {
      organization_type: profile.type,
      us_state: profile.usState,
      province_or_territory: profile.usState ? null : profile.province,
      intake_band: band,
      annual_intake: annual === null ? null : Math.round(annual),
    },
    peer_count: peers.length,
    min_peers: COMPARISON_MIN_PEERS,
    comparable,
    metrics,
  };
}

export function presentDashboardComparison(comparison: DashboardComparison) {
  const id = [comparison.organization_id, comparison.from, comparison.to].join('-');
  return { data: { type: 'dashboard_comparison', id, attributes: comparison }, meta: {} };
}
