/**
 * GET /api/v1/dashboard_rehome: the Rehome dashboard (002 §2.13, issue 15). For a tax id and a period of
 * months, the owner-surrendered intakes against the community services that keep pets home, month by month:
 *
 * - owner surrenders: the intake categories RelinquishedByOwner and OwnerIntendedEuthanasia;
 * - keep-home services: the service categories RehomingSupport, PetFood, PetSupplies,
 *   TemporaryHousingOwnedAnimals, TemporaryHousingPeopleAndAnimals and OtherPetRetentionServices;
 *
 * every species and age group (the records' generated category totals), each category and each side's total,
 * every month of the period (a month without any record of these organizations is `reported: false`, its
 * numbers 0), the period's totals and the keep-home services per owner surrender (null without surrenders).
 *
 * Filters: `tax_id` (an EIN or a business number as typed, 12-3456789 or 123456789), `from` and `to` (YYYY-MM:
 * at most ten years, not after the current month). The organizations read are those of dashboard-rehome-scope
 * (the requester's organizations with that tax id, every one for an administrator); their records not
 * archived, as their data reports count them. One statement sums them, the category columns unpivoted.
 */
import { countField, INTAKE_CATEGORIES, SERVICE_CATEGORIES, toSnakeCase } from '@sac/domain';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkMonthPeriod, monthFilter, monthText } from '../../http/input/month-period';
import { readQueryFilters } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';
import { cachedDashboardRead } from './dashboard-cache';
import { findRehomeOrganizations, type RehomeOrganization, taxIdFilter } from './dashboard-rehome-scope';

export type RehomeKind = 'owner_surrender' | 'keep_home_service';

export const OWNER_SURRENDER_CATEGORIES = ['RelinquishedByOwner', 'OwnerIntendedEuthanasia'] as const;
export const KEEP_HOME_CATEGORIES = [
  'RehomingSupport',
  'PetFood',
  'PetSupplies',
  'TemporaryHousingOwnedAnimals',
  'TemporaryHousingPeopleAndAnimals',
  'OtherPetRetentionServices',
] as const;

/** The categories of each side, checked against the domain's lists so that a renamed key fails at start-up. */
const SIDES: ReadonlyArray<{ kind: RehomeKind; table: string; keys: readonly string[] }> = [
  { kind: 'owner_surrender', table: 'animal_intakes', keys: OWNER_SURRENDER_CATEGORIES },
  { kind: 'keep_home_service', table: 'animal_services', keys: KEEP_HOME_CATEGORIES },
];
for (const [side, list] of [
  [SIDES[0]!, INTAKE_CATEGORIES],
  [SIDES[1]!, SERVICE_CATEGORIES],
] as const) {
  const known = new Set(list.map((category) => category.key));
  const missing = side.keys.filter((key) => !known.has(key));
  if (missing.length > 0) throw new Error(`Unknown ${side.table} categories: ${missing.join(', ')}`);
}

const rehomeFilters = z.object({ tax_id: taxIdFilter(), from: monthFilter(), to: monthFilter() });

export type DashboardRehomeQuery = { taxId: string; from: number; to: number };

export function parseDashboardRehomeQuery(query: unknown, now: Date): DashboardRehomeQuery {
  const f = readQueryFilters(query, rehomeFilters);
  checkMonthPeriod(f, now);
  return { taxId: f.tax_id, from: f.from, to: f.to };
}

export type RehomeCategoryTotal = { category: string; kind: RehomeKind; total: number };

export type RehomeMonth = {
  month: string;
  /** Whether any of the organizations has a record (intakes or services) of the month. */
  reported: boolean;
  owner_surrenders: number;
  keep_home_services: number;
  categories: RehomeCategoryTotal[];
};

export type DashboardRehome = {
  tax_id: string;
  from: string;
  to: string;
  organizations: RehomeOrganization[];
  months_reported: number;
  months: RehomeMonth[];
  totals: { owner_surrenders: number; keep_home_services: number; categories: RehomeCategoryTotal[] };
  /** Keep-home services per owner surrender over the period; null when there is no surrender. */
  services_per_surrender: number | null;
};

/** An answer as read: its sums, shared through the cache, and the organizations, read on every request. */
export type RehomeAnswer = {
  sums: Omit<DashboardRehome, 'organizations'>;
  organizations: RehomeOrganization[];
};

/** A record's category totals as (category, value) rows; the column names come from the domain's keys. */
const unpivoted = (keys: readonly string[]) =>
  `cross join lateral (values ${keys
    .map((key) => `('${key}', r.${toSnakeCase(countField('total', key))})`)
    .join(', ')}) v(category, value)`;

type SumRow = { month: number | string; kind: RehomeKind; category: string; total: string };

/** The one statement: each month's sum of each category of both sides over the organizations `ids`. */
export function rehomeSumsSql(ids: readonly number[], q: DashboardRehomeQuery): SQL {
  const month = sql.raw('(r.year_of_record * 12 + r.month_of_record - 1)');
  const where = sql`r.organization_id in (${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}) and r.archived_at is null
    and r.year_of_record between ${Math.floor(q.from / 12)} and ${Math.floor(q.to / 12)}
    and ${month} between ${q.from} and ${q.to}`;
  const selects = SIDES.map(
    (side) => sql`select ${month} as month, ${side.kind}::text as kind, v.category, v.value
      from ${sql.raw(side.table)} r ${sql.raw(unpivoted(side.keys))} where ${where}`,
  );
  return sql`
    select month, kind, category, sum(value)::bigint::text as total
    from (${sql.join(selects, sql` union all `)}) cells
    group by month, kind, category`;
}

async function sumCategories(ctx: ResourceContext, ids: number[], q: DashboardRehomeQuery) {
  const result = (await ctx.db.execute(rehomeSumsSql(ids, q))) as unknown as { rows: SumRow[] };
  return result.rows.map((row) => ({ ...row, month: Number(row.month), total: Number(row.total) }));
}

/** Each category of both sides, in their order, with its sum over the rows given. */
function categoryTotals(rows: ReadonlyArray<{ kind: RehomeKind; category: string; total: number }>) {
  return SIDES.flatMap((side) =>
    side.keys.map((category) => ({
      category,
      kind: side.kind,
      total: rows
        .filter((row) => row.kind === side.kind && row.category === category)
        .reduce((sum, row) => sum + row.total, 0),
    })),
  );
}

const sideTotal = (categories: RehomeCategoryTotal[], kind: RehomeKind) =>
  categories.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.total, 0);

/**
 * The answer, its sums from the cache while none of the organizations' records have changed
 * (dashboard-cache.ts); the organizations are read every time (who may read which decides them, and a name
 * can change without a record changing).
 */
export async function readDashboardRehome(
  ctx: ResourceContext,
  q: DashboardRehomeQuery,
): Promise<RehomeAnswer> {
  const found = await findRehomeOrganizations(ctx, q.taxId);
  const version = found.map((o) => `${o.id}.${o.recordsVersion}`).join(',');
  const organizations = found.map(({ id, name, country }) => ({ id, name, country }));
  const sums = await cachedDashboardRead(ctx, `rehome:${JSON.stringify(q)}`, version, () =>
    computeDashboardRehome(
      ctx,
      q,
      organizations.map((organization) => organization.id),
    ),
  );
  return { sums, organizations };
}

async function computeDashboardRehome(
  ctx: ResourceContext,
  q: DashboardRehomeQuery,
  ids: number[],
): Promise<Omit<DashboardRehome, 'organizations'>> {
  const rows = await sumCategories(ctx, ids, q);
  const byMonth = new Map<number, typeof rows>();
  for (const row of rows) byMonth.set(row.month, [...(byMonth.get(row.month) ?? []), row]);
  const months: RehomeMonth[] = [];
  for (let index = q.from; index <= q.to; index += 1) {
    const ofMonth = byMonth.get(index) ?? [];
    const categories = categoryTotals(ofMonth);
    months.push({
      month: monthText(index),
      reported: ofMonth.length > 0,
      owner_surrenders: sideTotal(categories, 'owner_surrender'),
      keep_home_services: sideTotal(categories, 'keep_home_service'),
      categories,
    });
  }
  const categories = categoryTotals(rows);
  const ownerSurrenders = sideTotal(categories, 'owner_surrender');
  const keepHomeServices = sideTotal(categories, 'keep_home_service');
  return {
    tax_id: q.taxId,
    from: monthText(q.from),
    to: monthText(q.to),
    months_reported: months.filter((month) => month.reported).length,
    months,
    totals: { owner_surrenders: ownerSurrenders, keep_home_services: keepHomeServices, categories },
    services_per_surrender: ownerSurrenders === 0 ? null : keepHomeServices / ownerSurrenders,
  };
}

export function presentDashboardRehome(rehome: DashboardRehome) {
  const id = [rehome.tax_id, rehome.from, rehome.to].join('-');
  return { data: { type: 'dashboard_rehome', id, attributes: rehome }, meta: {} };
}
