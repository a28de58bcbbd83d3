/**
 * GET /api/v1/organizations/annual_intake_totals: an organization's intakes per year, the figure Auto
 * Calculate weighs a month against (000 §7, §9). The total of a year is every intake (each category and
 * age group, the records' generated total_live_intake_count) of the organization's records of that year
 * that are not archived, at every location.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isOrganizationMember } from '../../access/policies';
import { animalIntakes, organizations } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { idFilter, readQueryFilters, wholeNumberFilter } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';

export type AnnualIntakeTotal = { organization_id: number; year: number; total_intakes: number };

/** The filters of GET /api/v1/organizations/annual_intake_totals. */
const annualIntakeFilters = z.object({
  organization_id: idFilter(),
  year: wholeNumberFilter(1900, 9999).optional(),
});

export function parseAnnualIntakeQuery(query: unknown) {
  const f = readQueryFilters(query, annualIntakeFilters);
  return { organizationId: f.organization_id, year: f.year };
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
