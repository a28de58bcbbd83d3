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

/** A record's count columns as (category, age group, value) rows; names come from the domain's lists. */
function unpivoted({ categories }: RecordTable): string {
  const rows = categories.flatMap((category) =>
    AGE_GROUP_KEYS.map(
      (age) => `('${category.key}', '${age}', r.${toSnakeCase(countField(age, category.key))})`,
    ),
  );
  return `cross join lateral (values ${rows.join(', ')}) v(category, age_group, value)`;
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

/** The one statement: both periods' sums by category, species and age group, and the months reported. */
export function dashboardTotalsSql(q: DashboardTotalsQuery): SQL {
  const previousFrom = q.from - 12;
  const previousTo = q.to - 12;
  const month = sql.raw('(r.year_of_record * 12 + r.month_of_record - 1)');
  const where = recordFilters('r', q, {
    fromYear: Math.floor(previousFrom / 12),
    toYear: Math.floor(q.to / 12),
  });
  const values = sql.join(
    TABLES[q.action].map(
      (t) => sql`select r.species, ${month} as month, v.category, v.age_group, v.value
        from ${sql.raw(t.table)} r ${sql.raw(unpivoted(t))}
        where ${where} and ${month} between ${previousFrom} and ${q.to}`,
    ),
    sql` union all `,
  );
  const inPeriod = sql`month between ${q.from} and ${q.to}`;
  const inPrevious = sql`month between ${previousFrom} and ${previousTo}`;
  // The cells, and one more row (grouping () : no category) with the months reported in each period.
  return sql`
    select category, species, age_group,
      sum(value) filter (where ${inPeriod})::bigint::text as total,
      sum(value) filter (where ${inPrevious})::bigint::text as previous_total,
      count(distinct month) filter (where ${inPeriod})::text as months,
      count(distinct month) filter (where ${inPrevious})::text as previous_months
    from (${values}) cells
    group by grouping sets ((category, species, age_group), ())`;
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
