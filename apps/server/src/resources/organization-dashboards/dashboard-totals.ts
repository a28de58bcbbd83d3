/**
 * GET /api/v1/dashboard_totals: the Intake and Outcome Totals and Community Services Totals dashboards
 * (002 §2.13, issue 15), built natively from the organization's records: for a period of months, every
 * category × species × age group summed, beside the same months a year earlier (the year-over-year change).
 *
 * Filters: `organization_id`, `action` (`intake_outcome`: the intake and outcome categories; `services`: the
 * community services), `from` and `to` (YYYY-MM: at most ten years, not after the current month), and
 * optionally `location_id` (one location of the organization) and `species`.
 *
 * The records counted are those the organization's data report counts (reports/data-csv.ts `dataCsvWhere`):
 * the organization's records that are not archived, of the location when one is chosen, so that a number on
 * the dashboard is the number of the PDF report of the same period. A count not entered adds nothing. The
 * beginning and ending counts are stocks, not flows: they are not totals of a period and are left out.
 *
 * One statement over both periods (the organization's month index keeps it on the records' organization
 * index): each record's count columns are unpivoted into (category, age group, value) rows, then summed with
 * a filter per period. Any member of the organization and the administrators read it; anyone else gets a
 * 404, as for the organization itself.
 */
import {
  AGE_GROUP_KEYS,
  type CategoryDef,
  countField,
  type EntryAction,
  INTAKE_CATEGORIES,
  OUTCOME_CATEGORIES,
  SERVICE_CATEGORIES,
  SPECIES_KEYS,
  toSnakeCase,
} from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkMonthPeriod, monthFilter, monthText } from '../../http/input/month-period';
import { idFilter, readQueryFilters } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';
import { cachedDashboardRead } from './dashboard-cache';
import { checkLocation, findReadableOrganization, recordFilters } from './dashboard-scope';

const ACTIONS = ['intake_outcome', 'services'] as const satisfies readonly EntryAction[];

const totalsFilters = z.object({
  organization_id: idFilter(),
  action: z.enum(ACTIONS, { error: `expected one of ${ACTIONS.join(', ')}` }),
  from: monthFilter(),
  to: monthFilter(),
  location_id: idFilter().optional(),
  species: z.enum(SPECIES_KEYS, { error: `expected one of ${SPECIES_KEYS.join(', ')}` }).optional(),
});

export type DashboardTotalsQuery = {
  organizationId: number;
  action: EntryAction;
  from: number;
  to: number;
  locationId?: number;
  species?: string;
};

export function parseDashboardTotalsQuery(query: unknown, now: Date): DashboardTotalsQuery {
  const f = readQueryFilters(query, totalsFilters);
  checkMonthPeriod(f, now);
  return {
    organizationId: f.organization_id,
    action: f.action,
    from: f.from,
    to: f.to,
    locationId: f.location_id,
    species: f.species,
  };
}

/** One category, species and age group: its sum over the period and over the same months a year before. */
export type DashboardTotalCell = {
  category: string;
  species: string;
  age_group: string;
  total: number;
  previous_total: number;
};

export type DashboardTotals = {
  organization_id: number;
  action: EntryAction;
  from: string;
  to: string;
  previous_from: string;
  previous_to: string;
  location_id: number | null;
  species: string | null;
  /** Months with at least one record, in the period and in the year before it. */
  months_reported: number;
  previous_months_reported: number;
  cells: DashboardTotalCell[];
};

type RecordTable = { table: string; categories: readonly CategoryDef[] };

const TABLES: Record<EntryAction, readonly RecordTable[]> = {
  intake_outcome: [
    { table: 'animal_intakes', categories: INTAKE_CATEGORIES },
    { table: 'animal_outcomes', categories: OUTCOME_CATEGORIES },
  ],
  services: [{ table: 'animal_services', categories: SERVICE_CATEGORIES }],
};

/** A table's count columns, one per category and age group, in the domain's order. */
function countColumns({ categories }: RecordTable) {
  return categories.flatMap((category) =>
    AGE_GROUP_KEYS.map((age) => ({
      category: category.key,
      age,
      column: toSnakeCase(countField(age, category.key)),
    })),
  );
}

type CellRow = {
  category: string | null;
  species: string | null;
  age_group: string | null;
  total: string | null;
  previous_total: string | null;
  months: string;
  previous_months: string;
};

/** The answer, from the cache while the organization's records have not changed (dashboard-cache.ts). */
export async function readDashboardTotals(
  ctx: ResourceContext,
  q: DashboardTotalsQuery,
): Promise<DashboardTotals> {
  const organization = await findReadableOrganization(ctx, q.organizationId);
  await checkLocation(ctx, q.organizationId, q.locationId);
  return cachedDashboardRead(ctx, `totals:${JSON.stringify(q)}`, organization.recordsVersion, () =>
    computeDashboardTotals(ctx, q),
  );
}

/**
 * The one statement: both periods' sums by category, species and age group, and the months reported. Each
 * table's count columns are summed by species and period first (one row each), and only those sums are
 * unpivoted into (category, age group) cells: unpivoting every record first made ten years of a large
 * organization cost PostgreSQL ~100 ms.
 */
export function dashboardTotalsSql(q: DashboardTotalsQuery): SQL {
  const previousFrom = q.from - 12;
  const previousTo = q.to - 12;
  const month = sql.raw('(r.year_of_record * 12 + r.month_of_record - 1)');
  // The periods overlap when the period is longer than a year: a month can count in both.
  const inPeriod = (m: SQL) => sql`${m} between ${q.from} and ${q.to}`;
  const inPrevious = (m: SQL) => sql`${m} between ${previousFrom} and ${previousTo}`;
  const where = recordFilters('r', q, {
    fromYear: Math.floor(previousFrom / 12),
    toYear: Math.floor(q.to / 12),
  });
  const inRange = sql`${where} and (${inPeriod(month)} or ${inPrevious(month)})`;
  const tables = TABLES[q.action];
  const sums = tables.map((t, i) => {
    const columns = countColumns(t).map(({ column }, j) => `sum(r.${column})::bigint as v${j}`);
    return sql`${sql.raw(`sums${i}`)} as (
      select r.species, ${inPeriod(month)} as current, ${inPrevious(month)} as previous,
        ${sql.raw(columns.join(', '))}
      from ${sql.raw(t.table)} r where ${inRange} group by 1, 2, 3)`;
  });
  const cells = tables.map((t, i) => {
    const values = countColumns(t).map(({ category, age }, j) => `('${category}', '${age}', s.v${j})`);
    return sql`select v.category, s.species, v.age_group, s.current, s.previous, v.value
      from ${sql.raw(`sums${i}`)} s cross join lateral (values ${sql.raw(values.join(', '))}) v(category, age_group, value)`;
  });
  const months = tables.map(
    (t) => sql`select distinct ${month} as month from ${sql.raw(t.table)} r where ${inRange}`,
  );
  // The cells, then one more row (no category) with the months reported in each period.
  return sql`
    with ${sql.join(sums, sql`, `)},
    months as (${sql.join(months, sql` union `)})
    select category, species, age_group,
      sum(value) filter (where current)::text as total,
      sum(value) filter (where previous)::text as previous_total,
      null as months, null as previous_months
    from (${sql.join(cells, sql` union all `)}) cells
    group by category, species, age_group
    union all
    select null, null, null, null, null,
      count(*) filter (where ${inPeriod(sql.raw('month'))})::text,
      count(*) filter (where ${inPrevious(sql.raw('month'))})::text
    from months`;
}

async function computeDashboardTotals(
  ctx: ResourceContext,
  q: DashboardTotalsQuery,
): Promise<DashboardTotals> {
  const previousFrom = q.from - 12;
  const previousTo = q.to - 12;
  const tables = TABLES[q.action];
  const result = (await ctx.db.execute(dashboardTotalsSql(q))) as unknown as { rows: CellRow[] };

  const summary = result.rows.find((row) => row.category === null);
  const order = new Map(tables.flatMap((t) => t.categories).map((c, i) => [c.key, i]));
  const cells = result.rows
    .filter((row) => row.category !== null)
    .map((row) => ({
      category: row.category!,
      species: row.species!,
      age_group: row.age_group!,
      total: Number(row.total ?? 0),
      previous_total: Number(row.previous_total ?? 0),
    }))
    .sort(
      (a, b) =>
        order.get(a.category)! - order.get(b.category)! ||
        SPECIES_KEYS.indexOf(a.species as never) - SPECIES_KEYS.indexOf(b.species as never) ||
        AGE_GROUP_KEYS.indexOf(a.age_group as never) - AGE_GROUP_KEYS.indexOf(b.age_group as never),
    );
  return {
    organization_id: q.organizationId,
    action: q.action,
    from: monthText(q.from),
    to: monthText(q.to),
    previous_from: monthText(previousFrom),
    previous_to: monthText(previousTo),
    location_id: q.locationId ?? null,
    species: q.species ?? null,
    months_reported: Number(summary?.months ?? 0),
    previous_months_reported: Number(summary?.previous_months ?? 0),
    cells,
  };
}

export function presentDashboardTotals(totals: DashboardTotals) {
  const id = [
    totals.organization_id,
    totals.action,
    totals.from,
    totals.to,
    totals.location_id ?? 'all',
    totals.species ?? 'all',
  ].join('-');
  return { data: { type: 'dashboard_totals', id, attributes: totals }, meta: {} };
}
