/**
 * GET /api/v1/organizations/annual_intake_totals: an organization's intakes per year, the figure Auto
 * Calculate weighs a month against (000 §7, §9). The total of a year is every intake (each category and
 * age group, the records' generated total_live_intake_count) of the organization's records of that year
 * that are not archived, at every location.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isOrganizationMember } from '../../access/policies';
import { animalIntakes, organizations } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import type { ResourceContext } from '../../http/jsonapi/index';
import { integerFilter, readFilters, requiredFilter } from './query-filters';

export type AnnualIntakeTotal = { organization_id: number; year: number; total_intakes: number };

export function parseAnnualIntakeQuery(query: Record<string, unknown>) {
  const filters = readFilters(query, ['organization_id', 'year'] as const);
  const organizationId = requiredFilter(
    integerFilter(filters.organization_id, 'organization_id', { min: 1, max: 2_147_483_647 }),
    'organization_id',
  );
  const year = integerFilter(filters.year, 'year', { min: 1900, max: 9999 });
  return { organizationId, year };
}

export async function readAnnualIntakeTotals(
  ctx: ResourceContext,
  q: { organizationId: number; year?: number },
): Promise<AnnualIntakeTotal[]> {
  const allowed = isOrganizationMember(ctx.access, q.organizationId);
  const [organization] = allowed
    ? await ctx.db
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, q.organizationId), isNull(organizations.archivedAt)))
    : [];
  if (!organization) throw notFound();
  const i = animalIntakes;
  const rows = await ctx.db
    .select({
      year: i.yearOfRecord,
      total: sql<string>`coalesce(sum(${(i as unknown as Record<string, PgColumn>).totalLiveIntakeCount}), 0)`,
    })
    .from(i)
    .where(
      and(
        eq(i.organizationId, q.organizationId),
        isNull(i.archivedAt),
        q.year === undefined ? undefined : eq(i.yearOfRecord, q.year),
      ),
    )
    .groupBy(i.yearOfRecord)
    .orderBy(asc(i.yearOfRecord));
  return rows.map((r) => ({
    organization_id: q.organizationId,
    year: r.year,
    total_intakes: Number(r.total),
  }));
}

export function presentAnnualIntakeTotals(totals: AnnualIntakeTotal[]) {
  return {
    data: totals.map((t) => ({
      type: 'annual_intake_totals',
      id: `${t.organization_id}-${t.year}`,
      attributes: t,
    })),
    meta: {},
  };
}
