/**
 * GET /api/v1/coalition_analytics: Coalition Analytics (002 §2.9), built natively (the spec embeds an external
 * dashboard filtered by coalition id; this portal works offline). For a coalition's shared intake/outcome data
 * and a period of months (`filter[from][eq]` / `filter[to][eq]`, YYYY-MM, at most ten years, not after the
 * current month), in three statements whatever the number of contributors:
 *
 * - intakes (the records' total live intakes) and outcomes by month and species, and by contributor;
 * - the live-release rate = live outcomes ÷ all outcomes, where live outcomes are the outcome categories of
 *   the domain's group `live_outcome` (Adoption, Returned to Owner, the transfers, Returned to Field, Other
 *   Live Outcome: the records' generated total_live_outcome_count) and all outcomes every outcome category
 *   (total_outcomes_count, which adds Died in Care, Lost in Care, Shelter and Owner Intended Euthanasia);
 *   null when there are no outcomes;
 * - the reporting rate of a month = contributors whose intake/outcome month status is `complete`
 *   (organization_data_entry_statuses) ÷ the coalition's active contributors sharing intake/outcome (today's
 *   memberships: the portal keeps no history of them); null without contributors;
 * - per contributor, its intakes and live-release rate for the period, and the coalition's medians of both
 *   (a contributor without outcomes has no rate and stays out of the rate's median).
 *
 * The privacy rule of 002 §6 holds throughout: only active contributors sharing intake/outcome, through the
 * requester's organizationDataScope; archived records, locations and organizations never count. Only the
 * coalition's users whose role counts (data use agreement accepted) and admins read it (else 403); an unknown
 * coalition is a 404.
 */
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { organizationDataScope } from '../../access/scopes';
import {
  animalIntakes,
  animalOutcomes,
  coalitions,
  locations,
  organizationDataEntryStatuses,
  organizations,
} from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import { checkMonthPeriod, monthFilter, monthText } from '../../http/input/month-period';
import { idFilter, readQueryFilters } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';
import { readsCoalitionData, sharingContributorIds } from '../locations/coalition-filters';

const analyticsFilters = z.object({ coalition_id: idFilter(), from: monthFilter(), to: monthFilter() });

export type AnalyticsQuery = { coalitionId: number; from: number; to: number };

export function parseAnalyticsQuery(query: unknown, now: Date): AnalyticsQuery {
  const f = readQueryFilters(query, analyticsFilters);
  checkMonthPeriod(f, now);
  return { coalitionId: f.coalition_id, from: f.from, to: f.to };
}

export type AnalyticsMonth = {
  month: string;
  intakes: number;
  outcomes: number;
  live_outcomes: number;
  live_release_rate: number | null;
  complete_contributors: number;
  reporting_rate: number | null;
};
export type AnalyticsSpeciesMonth = {
  month: string;
  species: string;
  intakes: number;
  outcomes: number;
  live_outcomes: number;
};
export type AnalyticsContributor = {
  organization_id: number;
  name: string;
  intakes: number;
  outcomes: number;
  live_outcomes: number;
  live_release_rate: number | null;
};
export type CoalitionAnalytics = {
  coalition_id: number;
  from: string;
  to: string;
  contributor_count: number;
  months: AnalyticsMonth[];
  species_months: AnalyticsSpeciesMonth[];
  contributors: AnalyticsContributor[];
  median: { intakes: number | null; live_release_rate: number | null };
};

type SumRow = {
  /** 1 for a contributor's sums over the period, 0 for a month and species' sums */
  by_contributor: number;
  organization_id: number | null;
  y: number | null;
  m: number | null;
  species: string | null;
  intakes: string;
  live: string;
  outcomes: string;
};

const column = (table: unknown, name: string) => (table as Record<string, PgColumn>)[name]!;
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** The median of the values (the mean of the middle two when even), null when there are none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function readCoalitionAnalytics(
  ctx: ResourceContext,
  q: AnalyticsQuery,
): Promise<CoalitionAnalytics> {
  const [coalition] = await ctx.db
    .select({ id: coalitions.id })
    .from(coalitions)
    .where(and(eq(coalitions.id, q.coalitionId), isNull(coalitions.archivedAt)));
  if (!coalition) throw notFound();
  if (!readsCoalitionData(ctx, q.coalitionId)) throw forbidden();

  const sharing = sharingContributorIds(q.coalitionId, 'intake_outcome_data_sharing');
  const fromYear = Math.floor(q.from / 12);
  const toYear = Math.floor(q.to / 12);

  // The contributors whose data counts: active, sharing intake/outcome, the organization not archived.
  const contributors = await ctx.db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        sql`${organizations.id} in ${sharing}`,
        organizationDataScope(ctx.access, organizations.id, 'intake_outcome'),
        isNull(organizations.archivedAt),
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.id));
  const counted = sql`(select ${organizations.id} from ${organizations}
    where ${organizations.id} in ${sharing} and ${organizations.archivedAt} is null)`;

  const recordsOf = (t: typeof animalIntakes | typeof animalOutcomes, values: SQL) => sql`
    select ${t.organizationId} as organization_id, ${t.yearOfRecord} as y, ${t.monthOfRecord} as m,
      ${t.species} as species, ${values}
    from ${t}
    where ${and(
      sql`${t.organizationId} in ${counted}`,
      organizationDataScope(ctx.access, t.organizationId, 'intake_outcome'),
      sql`${t.yearOfRecord} between ${fromYear} and ${toYear}`,
      sql`${t.yearOfRecord} * 12 + ${t.monthOfRecord} - 1 between ${q.from} and ${q.to}`,
      isNull(t.archivedAt),
      sql`${t.locationId} in (select ${locations.id} from ${locations} where ${locations.archivedAt} is null)`,
    )}`;
  const intakes = recordsOf(
    animalIntakes,
    sql`coalesce(${column(animalIntakes, 'totalLiveIntakeCount')}, 0) as intakes, 0 as live, 0 as outcomes`,
  );
  const outcomes = recordsOf(
    animalOutcomes,
    sql`0 as intakes, coalesce(${column(animalOutcomes, 'totalLiveOutcomeCount')}, 0) as live,
      coalesce(${column(animalOutcomes, 'totalOutcomesCount')}, 0) as outcomes`,
  );
  // One pass over the period's records: sums by month and species, and by contributor (grouping sets).
  const sums = (await ctx.db.execute(sql`
    select (grouping(r.organization_id) = 0)::int as by_contributor,
      r.organization_id, r.y, r.m, r.species,
      sum(r.intakes)::bigint::text as intakes, sum(r.live)::bigint::text as live,
      sum(r.outcomes)::bigint::text as outcomes
    from (${intakes} union all ${outcomes}) r
    group by grouping sets ((r.y, r.m, r.species), (r.organization_id))
    order by r.y, r.m, r.species`)) as unknown as { rows: SumRow[] };

  // Contributors whose month is complete, by month.
  const s = organizationDataEntryStatuses;
  const complete = await ctx.db
    .select({ year: s.year, month: s.month, count: sql<string>`count(distinct ${s.organizationId})::text` })
    .from(s)
    .where(
      and(
        sql`${s.organizationId} in ${counted}`,
        organizationDataScope(ctx.access, s.organizationId, 'intake_outcome'),
        eq(s.action, 'intake_outcome'),
        eq(s.status, 'complete'),
        sql`${s.year} between ${fromYear} and ${toYear}`,
        sql`${s.year} * 12 + ${s.month} - 1 between ${q.from} and ${q.to}`,
      ),
    )
    .groupBy(s.year, s.month);

  const rows = sums.rows;
  const months = new Map<number, AnalyticsMonth>();
  for (let index = q.from; index <= q.to; index++)
    months.set(index, {
      month: monthText(index),
      intakes: 0,
      outcomes: 0,
      live_outcomes: 0,
      live_release_rate: null,
      complete_contributors: 0,
      reporting_rate: null,
    });
  const speciesMonths: AnalyticsSpeciesMonth[] = [];
  const byContributor = new Map<number, { intakes: number; live: number; outcomes: number }>();
  for (const row of rows) {
    const figures = { intakes: Number(row.intakes), live: Number(row.live), outcomes: Number(row.outcomes) };
    if (Number(row.by_contributor) === 1) {
      byContributor.set(Number(row.organization_id), figures);
      continue;
    }
    const index = Number(row.y) * 12 + Number(row.m) - 1;
    speciesMonths.push({
      month: monthText(index),
      species: String(row.species),
      intakes: figures.intakes,
      outcomes: figures.outcomes,
      live_outcomes: figures.live,
    });
    const month = months.get(index)!;
    month.intakes += figures.intakes;
    month.outcomes += figures.outcomes;
    month.live_outcomes += figures.live;
  }
  const contributorCount = contributors.length;
  for (const row of complete) {
    const month = months.get(row.year * 12 + row.month - 1);
    if (month) month.complete_contributors = Number(row.count);
  }
  for (const month of months.values()) {
    month.live_release_rate = rate(month.live_outcomes, month.outcomes);
    month.reporting_rate = rate(month.complete_contributors, contributorCount);
  }
  const perContributor = contributors.map((c) => {
    const f = byContributor.get(c.id) ?? { intakes: 0, live: 0, outcomes: 0 };
    return {
      organization_id: c.id,
      name: c.name,
      intakes: f.intakes,
      outcomes: f.outcomes,
      live_outcomes: f.live,
      live_release_rate: rate(f.live, f.outcomes),
    };
  });
  return {
    coalition_id: q.coalitionId,
    from: monthText(q.from),
    to: monthText(q.to),
    contributor_count: contributorCount,
    months: [...months.values()],
    species_months: speciesMonths,
    contributors: perContributor,
    median: {
      intakes: median(perContributor.map((c) => c.intakes)),
      live_release_rate: median(
        perContributor.flatMap((c) => (c.live_release_rate === null ? [] : [c.live_release_rate])),
      ),
    },
  };
}

export function presentCoalitionAnalytics(analytics: CoalitionAnalytics) {
  return {
    data: {
      type: 'coalition_analytics',
      id: `${analytics.coalition_id}-${analytics.from}-${analytics.to}`,
      attributes: analytics,
    },
    meta: {},
  };
}
