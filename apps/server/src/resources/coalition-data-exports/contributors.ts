/**
 * The contributors a coalition export may read (002 §2.11, §7): organizations with an active membership in
 * the coalition that share the export's data type (contributor contacts: that opted in to communications),
 * through the requester's privacy scope (access/scopes.ts), narrowed by region and organization type.
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { organizationDataScope, type SharedData } from '../../access/scopes';
import type { Access } from '../../access/types';
import type { Db } from '../../db/connection';
import { coalitionMemberships, locations, organizations } from '../../db/schema/index';
import type { ExportFor, RegionFilters } from './parse-input';

export const SHARED_DATA: Record<ExportFor, SharedData> = {
  intake_outcome: 'intake_outcome',
  community: 'services',
  contributors: 'any',
};

/** Whether the organization has a location in one of the regions (any region given; none: every one). */
function regionCondition({ states, countyIds, provinces }: RegionFilters): SQL | undefined {
  // Counties narrow their state: with counties chosen, the states only led to them.
  const parts = [
    countyIds.length > 0 ? inArray(locations.usCountyId, countyIds) : undefined,
    countyIds.length === 0 && states.length > 0 ? inArray(locations.usState, states) : undefined,
    provinces.length > 0 ? inArray(locations.provinceOrTerritory, provinces) : undefined,
  ].filter((part): part is SQL => part !== undefined);
  if (parts.length === 0) return undefined;
  return sql`exists (select 1 from ${locations} where ${locations.organizationId} = ${organizations.id}
    and ${isNull(locations.archivedAt)} and ${or(...parts)})`;
}

/** The condition of the organizations a coalition export of `exportFor` may read. */
export function contributorCondition(
  access: Access,
  coalitionId: number,
  exportFor: ExportFor,
  filters?: RegionFilters,
): SQL {
  const sharing =
    exportFor === 'intake_outcome'
      ? eq(coalitionMemberships.intakeOutcomeDataSharing, true)
      : exportFor === 'community'
        ? eq(coalitionMemberships.communityServiceDataSharing, true)
        : eq(organizations.communicationsOptIn, true);
  const member = sql`exists (select 1 from ${coalitionMemberships}
    where ${coalitionMemberships.organizationId} = ${organizations.id}
      and ${coalitionMemberships.coalitionId} = ${coalitionId}
      and ${coalitionMemberships.status} = 'active' and ${sharing})`;
  return and(
    member,
    isNull(organizations.archivedAt),
    ne(organizations.status, 'closed'),
    organizationDataScope(access, organizations.id, SHARED_DATA[exportFor]),
    filters ? regionCondition(filters) : undefined,
    filters && filters.orgTypes.length > 0
      ? inArray(organizations.organizationType, filters.orgTypes)
      : undefined,
  )!;
}

/** `{ name, id }` of each contributor the export may include, by name. */
export async function listContributors(
  db: Db,
  access: Access,
  coalitionId: number,
  exportFor: ExportFor,
  filters: RegionFilters,
) {
  return db
    .select({ name: organizations.name, id: organizations.id })
    .from(organizations)
    .where(contributorCondition(access, coalitionId, exportFor, filters))
    .orderBy(asc(sql`lower(${organizations.name})`), asc(organizations.id));
}

/** The organization types of those contributors, in alphabetical order. */
export async function listContributorTypes(
  db: Db,
  access: Access,
  coalitionId: number,
  exportFor: ExportFor,
  filters: RegionFilters,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ type: organizations.organizationType })
    .from(organizations)
    .where(
      and(
        contributorCondition(access, coalitionId, exportFor, filters),
        isNotNull(organizations.organizationType),
      ),
    )
    .orderBy(asc(organizations.organizationType));
  return rows.map((row) => row.type!);
}

/** Of the chosen organizations, the ids the export may read now (a withdrawn one drops out). */
export async function allowedContributorIds(
  db: Db,
  access: Access,
  coalitionId: number,
  exportFor: ExportFor,
  organizationIds: readonly number[],
): Promise<number[]> {
  if (organizationIds.length === 0) return [];
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        inArray(organizations.id, [...organizationIds]),
        contributorCondition(access, coalitionId, exportFor),
      ),
    )
    .orderBy(asc(organizations.id));
  return rows.map((row) => row.id);
}
