/**
 * GET /api/v1/balance_reports: per species and month of a location's year (or one month), whether the month
 * balances, in care and in foster together (the domain's checkBalance, issue 4 §8): beginning + intakes −
 * outcomes against the ending count. `difference` is ending − expected (0 when it balances). A warning for the
 * matrix, never a block. Computed in one read from the month's counts, intakes and outcomes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isOrganizationMember } from '../../access/policies';
import { animalCounts, animalIntakes, animalOutcomes, locations } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { idFilter, readQueryFilters, wholeNumberFilter } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';

export type BalanceReport = {
  location_id: number;
  species: string;
  year: number;
  month: number;
  beginning: number;
  intakes: number;
  outcomes: number;
  expected_ending: number;
  ending: number;
  difference: number;
  balanced: boolean;
};

/** The filters of GET /api/v1/balance_reports. */
const balanceFilters = z.object({
  location_id: idFilter(),
  year: wholeNumberFilter(1900, 9999),
  month: wholeNumberFilter(1, 12).optional(),
});

export function parseBalanceQuery(query: unknown) {
  const f = readQueryFilters(query, balanceFilters);
  return { locationId: f.location_id, year: f.year, month: f.month };
}

/** The count columns are generated from the domain lists, so drizzle does not type them by name. */
const n = (table: unknown, key: string) => sql`coalesce(${(table as Record<string, PgColumn>)[key]}, 0)`;

export async function readBalanceReports(
  ctx: ResourceContext,
  q: { locationId: number; year: number; month?: number },
): Promise<BalanceReport[]> {
  const [location] = await ctx.db
    .select({ organizationId: locations.organizationId })
    .from(locations)
    .where(and(eq(locations.id, q.locationId), isNull(locations.archivedAt)));
  if (!location || !isOrganizationMember(ctx.access, location.organizationId)) throw notFound();
  const c = animalCounts;
  const i = animalIntakes;
  const o = animalOutcomes;
  const sameMonth = (t: typeof i | typeof o) =>
    and(
      eq(t.locationId, c.locationId),
      eq(t.yearOfRecord, c.yearOfRecord),
      eq(t.monthOfRecord, c.monthOfRecord),
      eq(t.species, c.species),
      isNull(t.archivedAt),
    );
  const rows = await ctx.db
    .select({
      species: c.species,
      month: c.monthOfRecord,
      beginning: sql<number>`(${n(c, 'beginningAnimalCount')} + ${n(c, 'beginningFosterAnimalCount')})::int`,
      ending: sql<number>`(${n(c, 'endingAnimalCount')} + ${n(c, 'endingFosterAnimalCount')})::int`,
      intakes: sql<number>`${n(i, 'totalLiveIntakeCount')}::int`,
      outcomes: sql<number>`${n(o, 'totalOutcomesCount')}::int`,
    })
    .from(c)
    .leftJoin(i, sameMonth(i))
    .leftJoin(o, sameMonth(o))
    .where(
      and(
        eq(c.locationId, q.locationId),
        eq(c.yearOfRecord, q.year),
        q.month === undefined ? undefined : eq(c.monthOfRecord, q.month),
        isNull(c.archivedAt),
      ),
    )
    .orderBy(c.monthOfRecord, c.species);
  return rows.map((r) => {
    const expected = Number(r.beginning) + Number(r.intakes) - Number(r.outcomes);
    const ending = Number(r.ending);
    return {
      location_id: q.locationId,
      species: r.species,
      year: q.year,
      month: r.month,
      beginning: Number(r.beginning),
      intakes: Number(r.intakes),
      outcomes: Number(r.outcomes),
      expected_ending: expected,
      ending,
      difference: ending - expected,
      balanced: ending === expected,
    };
  });
}

export function presentBalanceReports(reports: BalanceReport[]) {
  return {
    data: reports.map((r) => ({
      type: 'balance_reports',
      id: `${r.location_id}-${r.year}-${r.month}-${r.species}`,
      attributes: r,
    })),
    meta: {},
  };
}
