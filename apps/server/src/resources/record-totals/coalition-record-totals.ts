/**
 * GET /api/v1/coalition_record_totals: the coalition home's graphs (002 §2.8) summed in one SQL statement.
 * The spec's own call (000 §7, `GET /api/v1/locations?include=animal_intakes&filter[coalition_data_sharing]=…`)
 * works too (locations/coalition-filters.ts), but ships every record of every contributor: at national scale
 * (500 contributors, a year) that is tens of thousands of records, so the screen reads these sums instead.
 *
 * For a coalition, a year and a data type (intake_outcome: the records' total live intakes; services: the four
 * services groups), the shared data of the filtered contributors summed by month and species. Only the
 * coalition's users whose role counts (data use agreement accepted) and admins read it (else 403); only
 * active contributors sharing that type count (002 §6); archived records and locations never do.
 */
import { ORGANIZATION_TYPES, US_STATE_CODES, YEAR_PICKER_MIN } from '@sac/domain';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  animalIntakes,
  animalServices,
  coalitionMemberships,
  locations,
  organizations,
} from '../../db/schema/index';
import { forbidden } from '../../http/errors';
import { idFilter, readQueryFilters, wholeNumberFilter } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';
import { readsCoalitionData, SHARING_COLUMNS } from '../locations/coalition-filters';

export const COALITION_TOTAL_ACTIONS = ['intake_outcome', 'services'] as const;
export type CoalitionTotalAction = (typeof COALITION_TOTAL_ACTIONS)[number];

const MAX_LIST = 1000;

/** A comma-separated list of values, each checked by `item`. */
const listFilter = <T>(item: z.ZodType<T, string>, what: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== ''),
    )
    .pipe(z.array(item, { error: `expected ${what}` }).max(MAX_LIST, `at most ${MAX_LIST} values`));

const idItem = z
  .string()
  .regex(/^\d{1,10}$/, 'expected record ids')
  .transform(Number)
  .pipe(z.number().int().min(1, 'expected record ids').max(2_147_483_647, 'expected record ids'));

const filtersOf = (currentYear: number) =>
  z.object({
    coalition_id: idFilter(),
    year: wholeNumberFilter(YEAR_PICKER_MIN, currentYear),
    action: z.enum(COALITION_TOTAL_ACTIONS, { error: 'expected intake_outcome or services' }),
    us_state: listFilter(
      z.enum(US_STATE_CODES as [string, ...string[]], { error: 'expected US state codes' }),
      'US state codes',
    ).optional(),
    us_county_id: listFilter(idItem, 'county ids').optional(),
    organization_type: listFilter(
      z.enum(ORGANIZATION_TYPES as unknown as [string, ...string[]], {
        error: 'expected organization types',
      }),
      'organization types',
    ).optional(),
    organization_id: listFilter(idItem, 'organization ids').optional(),
  });

export type CoalitionTotalsQuery = {
  coalitionId: number;
  year: number;
  action: CoalitionTotalAction;
  usStates?: string[];
  usCountyIds?: number[];
  organizationTypes?: string[];
  organizationIds?: number[];
};

export function parseCoalitionTotalsQuery(query: unknown, now: Date): CoalitionTotalsQuery {
  const f = readQueryFilters(query, filtersOf(now.getUTCFullYear()));
  const list = <T>(values: T[] | undefined) => (values && values.length > 0 ? values : undefined);
  return {
    coalitionId: f.coalition_id,
    year: f.year,
    action: f.action,
    usStates: list(f.us_state),
    usCountyIds: list(f.us_county_id),
    organizationTypes: list(f.organization_type),
    organizationIds: list(f.organization_id),
  };
}

export type CoalitionTotal = {
  month: number;
  species: string;
  total: number;
  /** services only: the four groups that make the total */
  field_services?: number;
  veterinary_services?: number;
  behavioral_services?: number;
  support_services?: number;
};

const column = (table: unknown, name: string) => (table as Record<string, PgColumn>)[name]!;
const summed = (c: PgColumn) => sql<string>`coalesce(sum(${c}), 0)`;

export async function readCoalitionTotals(
  ctx: ResourceContext,
  q: CoalitionTotalsQuery,
): Promise<CoalitionTotal[]> {
  if (!readsCoalitionData(ctx, q.coalitionId)) throw forbidden();
  const services = q.action === 'services';
  const t = (services ? animalServices : animalIntakes) as typeof animalIntakes;
  const sharing = services ? 'community_service_data_sharing' : 'intake_outcome_data_sharing';
  // Records of archived locations never count. Without a place filter the few archived locations are left
  // out (a hashed anti-join), which is twice as fast at national scale as looking up every record's location.
  const byPlace = q.usStates !== undefined || q.usCountyIds !== undefined;
  const placeCondition = byPlace
    ? sql`${t.locationId} in (select ${locations.id} from ${locations} where ${and(
        isNull(locations.archivedAt),
        q.usStates ? inArray(locations.usState, q.usStates) : undefined,
        q.usCountyIds ? inArray(locations.usCountyId, q.usCountyIds) : undefined,
      )})`
    : sql`not (${t.locationId} in (select ${locations.id} from ${locations} where ${locations.archivedAt} is not null))`;
  // The privacy rule (access/scopes.ts organizationDataScope): a requester whose role in this coalition counts
  // sees the data of its active contributors sharing this type, which is exactly this condition. Adding
  // the scope's own semi-join (over all the user's coalitions) would repeat it and double the time.
  //
  // The contributors are read first and the records then looked up by organization through their index:
  // given the sharing subquery instead, PostgreSQL (with fresh statistics) hash-joins over every record
  // of the year, 5 times slower at national scale (141 ms against 30 ms for 500 contributors).
  const contributors = await ctx.db
    .select({ id: coalitionMemberships.organizationId })
    .from(coalitionMemberships)
    .where(
      and(
        eq(coalitionMemberships.coalitionId, q.coalitionId),
        eq(coalitionMemberships.status, 'active'),
        eq(SHARING_COLUMNS[sharing], true),
      ),
    );
  const contributorIds = contributors.map((row) => row.id);
  if (contributorIds.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    sql`${t.organizationId} = any(${sql.param(contributorIds)}::integer[])`,
    sql`${t.yearOfRecord} = ${q.year}`,
    isNull(t.archivedAt),
    placeCondition,
    q.organizationIds ? inArray(t.organizationId, q.organizationIds) : undefined,
    q.organizationTypes
      ? sql`${t.organizationId} in (select ${organizations.id} from ${organizations}
          where ${inArray(organizations.organizationType, q.organizationTypes)})`
      : undefined,
  ];
  const groups: Record<string, SQL<string>> = services
    ? {
        field_services: summed(column(t, 'totalFieldServicesCount')),
        veterinary_services: summed(column(t, 'totalVeterinaryServicesCount')),
        behavioral_services: summed(column(t, 'totalBehavioralServicesCount')),
        support_services: summed(column(t, 'totalSupportServicesCount')),
      }
    : { total: summed(column(t, 'totalLiveIntakeCount')) };
  const rows = await ctx.db
    .select({
      month: t.monthOfRecord,
      species: t.species,
      ...groups,
    })
    .from(t)
    .where(and(...conditions))
    .groupBy(t.monthOfRecord, t.species)
    .orderBy(asc(t.monthOfRecord), asc(t.species));
  const totals = rows.map((r) => {
    const row = r as Record<string, unknown>;
    if (!services) return { month: r.month, species: r.species, total: Number(row.total) };
    const parts = {
      field_services: Number(row.field_services),
      veterinary_services: Number(row.veterinary_services),
      behavioral_services: Number(row.behavioral_services),
      support_services: Number(row.support_services),
    };
    const total = Object.values(parts).reduce((a, b) => a + b, 0);
    return { month: r.month, species: r.species, total, ...parts };
  });
  return totals;
}

export function presentCoalitionTotals(q: CoalitionTotalsQuery, totals: CoalitionTotal[]) {
  return {
    data: totals.map((t) => ({
      type: 'coalition_record_totals',
      id: `${q.coalitionId}-${q.action}-${q.year}-${t.month}-${t.species}`,
      attributes: { coalition_id: q.coalitionId, action: q.action, year: q.year, ...t },
    })),
    meta: {},
  };
}
