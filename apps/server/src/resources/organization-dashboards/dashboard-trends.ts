/**
 * GET /api/v1/dashboard_trends: the Analytics & Forecast dashboard (002 §2.13, issue 15). For an organization
 * and a period of months (at most ten years, not after the current month), optionally one location or one
 * species:
 *
 * - its intakes (the records' total live intakes), outcomes (every outcome category) and live outcomes by
 *   month and species, the same records as its data report (reports/data-csv.ts `dataCsvWhere`);
 * - for the species chosen, or for all species together, a 12-month forecast of intakes and of outcomes after
 *   the period, from the period's own history (additive Holt-Winters, `forecastMonthly` of the domain), with
 *   its 95% prediction interval, or why there is none (fewer than 24 reported months);
 * - the months that lie far outside what the rest of that history predicts (`unusualMonths`, 99%), which
 *   the forecast then leaves out, as if not reported, so that one wild month does not bend it.
 *
 * The forecast and the warning learn from the months whose intake/outcome entry is complete for the
 * organization (organization_data_entry_statuses): a month still being entered, or never entered, is
 * bridged by the model as not reported, so that a half-entered last month does not read as a collapse. In a
 * complete month, a species without records counts 0.
 * Two statements read the sums and the complete months; the forecast is computed in a worker thread
 * (forecastWithoutUnusual: one or two Holt-Winters fits per measure, a few ms each for ten years) and cached
 * (dashboard-cache.ts). Members of the organization and administrators read it; anyone else gets a 404.
 */

import { FORECAST_MESSAGES, SEASON_LENGTH, SPECIES_KEYS } from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { inlineCompute } from '../../compute/compute-pool';
import { checkMonthPeriod, monthFilter, monthText } from '../../http/input/month-period';
import { idFilter, readQueryFilters } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';
import { cachedDashboardRead } from './dashboard-cache';
import { checkLocation, findReadableOrganization, recordFilters } from './dashboard-scope';

/** Months forecast after the period, and the coverage of the forecast's interval and of the warning's. */
export const FORECAST_HORIZON = 12;
const FORECAST_LEVEL = 0.95;
const UNUSUAL_LEVEL = 0.99;

const trendFilters = z.object({
  organization_id: idFilter(),
  from: monthFilter(),
  to: monthFilter(),
  location_id: idFilter().optional(),
  species: z.enum(SPECIES_KEYS, { error: `expected one of ${SPECIES_KEYS.join(', ')}` }).optional(),
});

export type DashboardTrendsQuery = {
  organizationId: number;
  from: number;
  to: number;
  locationId?: number;
  species?: string;
};

export function parseDashboardTrendsQuery(query: unknown, now: Date): DashboardTrendsQuery {
  const f = readQueryFilters(query, trendFilters);
  checkMonthPeriod(f, now);
  return {
    organizationId: f.organization_id,
    from: f.from,
    to: f.to,
    locationId: f.location_id,
    species: f.species,
  };
}

export type TrendMonth = {
  month: string;
  species: string;
  intakes: number;
  outcomes: number;
  live_outcomes: number;
};

type Measure = 'intakes' | 'outcomes';
export type TrendForecast = {
  /** A species, or `all` for every species together. */
  species: string;
  measure: Measure;
  /** Null when there is a forecast; else why there is none. */
  unavailable: string | null;
  /** The months after the period. */
  points: Array<{ month: string; mean: number; lower: number; upper: number }>;
  unusual: Array<{ month: string; value: number; expected: number; lower: number; upper: number }>;
};

export type DashboardTrends = {
  organization_id: number;
  from: string;
  to: string;
  location_id: number | null;
  species: string | null;
  /** Months of the period with at least one record, and those whose entry is complete (what the forecast learns from). */
  months_reported: number;
  complete_months: number;
  months: TrendMonth[];
  forecasts: TrendForecast[];
};

type SumRow = { month: number; species: string; intakes: string; outcomes: string; live: string };

/**
 * The monthly series of one species (or all) and measure that the forecast learns from: a value per month of
 * the period, null for a month whose entry is not complete.
 */
function seriesOf(
  rows: SumRow[],
  q: DashboardTrendsQuery,
  complete: ReadonlySet<number>,
  species: string,
  measure: Measure,
) {
  const values = new Map<number, number>();
  for (const row of rows) {
    if (species !== 'all' && row.species !== species) continue;
    values.set(row.month, (values.get(row.month) ?? 0) + Number(row[measure]));
  }
  const series: (number | null)[] = [];
  for (let month = q.from; month <= q.to; month += 1) {
    series.push(complete.has(month) ? (values.get(month) ?? 0) : null);
  }
  return series;
}

async function forecastOf(
  ctx: ResourceContext,
  rows: SumRow[],
  q: DashboardTrendsQuery,
  complete: ReadonlySet<number>,
  species: string,
  measure: Measure,
): Promise<TrendForecast> {
  const series = seriesOf(rows, q, complete, species, measure);
  // The forecast leaves the unusual months out (bridged as not reported): one wild month must not bend it.
  const { forecast: result, unusual } = await (ctx.compute ?? inlineCompute).forecast({
    series,
    options: { horizon: FORECAST_HORIZON, level: FORECAST_LEVEL, unusualLevel: UNUSUAL_LEVEL },
  });
  if (!result.ok) {
    return {
      species,
      measure,
      unavailable:
        result.reason === 'too-short'
          ? `A forecast needs at least ${2 * SEASON_LENGTH} months whose entry is complete; this period has ${complete.size}.`
          : FORECAST_MESSAGES[result.reason],
      points: [],
      unusual: [],
    };
  }
  return {
    species,
    measure,
    unavailable: null,
    points: result.forecast.map((point, index) => ({ month: monthText(q.to + 1 + index), ...point })),
    unusual: unusual.map((month) => ({
      month: monthText(q.from + month.index),
      value: month.value,
      expected: month.expected,
      lower: month.lower,
      upper: month.upper,
    })),
  };
}

/** The answer, from the cache while the organization's records have not changed (dashboard-cache.ts). */
export async function readDashboardTrends(
  ctx: ResourceContext,
  q: DashboardTrendsQuery,
): Promise<DashboardTrends> {
  const organization = await findReadableOrganization(ctx, q.organizationId);
  await checkLocation(ctx, q.organizationId, q.locationId);
  return cachedDashboardRead(ctx, `trends:${JSON.stringify(q)}`, organization.recordsVersion, () =>
    computeDashboardTrends(ctx, q),
  );
}

/** The period's intakes, outcomes and live outcomes by month and species, as its data report counts them. */
export function trendSumsSql(q: DashboardTrendsQuery): SQL {
  const month = sql.raw('(r.year_of_record * 12 + r.month_of_record - 1)');
  const where = recordFilters('r', q, { fromYear: Math.floor(q.from / 12), toYear: Math.floor(q.to / 12) });
  return sql`
    select month, species, sum(intakes)::bigint::text as intakes, sum(outcomes)::bigint::text as outcomes,
      sum(live)::bigint::text as live
    from (
      select ${month} as month, r.species, coalesce(r.total_live_intake_count, 0) as intakes,
        0 as outcomes, 0 as live
      from animal_intakes r where ${where} and ${month} between ${q.from} and ${q.to}
      union all
      select ${month}, r.species, 0, coalesce(r.total_outcomes_count, 0), coalesce(r.total_live_outcome_count, 0)
      from animal_outcomes r where ${where} and ${month} between ${q.from} and ${q.to}
    ) sums
    group by month, species
    order by month, species`;
}

/** The months of the period whose organization intake/outcome entry is complete (what the forecast learns from). */
export function completeMonthsSql(q: DashboardTrendsQuery): SQL {
  return sql`select s.year * 12 + s.month - 1 as month from organization_data_entry_statuses s
    where s.organization_id = ${q.organizationId} and s.action = 'intake_outcome' and s.status = 'complete'
      and s.year between ${Math.floor(q.from / 12)} and ${Math.floor(q.to / 12)}
      and s.year * 12 + s.month - 1 between ${q.from} and ${q.to}`;
}

async function computeDashboardTrends(
  ctx: ResourceContext,
  q: DashboardTrendsQuery,
): Promise<DashboardTrends> {
  const sums = (await ctx.db.execute(trendSumsSql(q))) as unknown as { rows: SumRow[] };
  const rows = sums.rows.map((row) => ({ ...row, month: Number(row.month) }));
  const completeRows = (await ctx.db.execute(completeMonthsSql(q))) as unknown as {
    rows: Array<{ month: number | string }>;
  };
  const complete = new Set(completeRows.rows.map((row) => Number(row.month)));
  return {
    organization_id: q.organizationId,
    from: monthText(q.from),
    to: monthText(q.to),
    location_id: q.locationId ?? null,
    species: q.species ?? null,
    months_reported: new Set(rows.map((row) => row.month)).size,
    complete_months: complete.size,
    months: rows.map((row) => ({
      month: monthText(row.month),
      species: row.species,
      intakes: Number(row.intakes),
      outcomes: Number(row.outcomes),
      live_outcomes: Number(row.live),
    })),
    forecasts: await forecastsOf(ctx, rows, q, complete),
  };
}

/**
 * The forecasts of what is shown — the species chosen, else all species together (each species has its own
 * by choosing it; fitting every species of an all-species answer cost ~4× the CPU for lines never drawn) —
 * intakes and outcomes side by side, in the app's worker threads (compute-pool.ts): a series' fits take a
 * few to tens of milliseconds of CPU.
 */
function forecastsOf(
  ctx: ResourceContext,
  rows: SumRow[],
  q: DashboardTrendsQuery,
  complete: ReadonlySet<number>,
): Promise<TrendForecast[]> {
  const species = q.species ?? 'all';
  return Promise.all(
    (['intakes', 'outcomes'] as const).map((measure) => forecastOf(ctx, rows, q, complete, species, measure)),
  );
}

export function presentDashboardTrends(trends: DashboardTrends) {
  const id = [
    trends.organization_id,
    trends.from,
    trends.to,
    trends.location_id ?? 'all',
    trends.species ?? 'all',
  ].join('-');
  return { data: { type: 'dashboard_trends', id, attributes: trends }, meta: {} };
}
