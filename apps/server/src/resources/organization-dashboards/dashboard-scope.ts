/**
 * What every organization dashboard read shares: who may read an organization's dashboards (its members
 * and the administrators; anyone else gets a 404, as for the organization itself), the location filter (one
 * location of that organization), and the WHERE of its records — those its data report counts
 * (reports/data-csv.ts `dataCsvWhere`: the organization's records that are not archived, of the location
 * when one is chosen), so that the dashboards show the numbers of the PDF report.
 */
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { isOrganizationMember } from '../../access/policies';
import type { DbOrTx } from '../../db/connection';
import { preparedStatement } from '../../db/prepared-statements';
import { locations, organizations } from '../../db/schema/index';
import { badParameters, notFound } from '../../http/errors';
import type { ResourceContext } from '../../http/jsonapi/index';

/**
 * The organization, with the version of its records (the dashboards' cache key), when the requester may
 * read its dashboards; else a 404.
 */
export async function findReadableOrganization(ctx: ResourceContext, organizationId: number) {
  const [organization] = isOrganizationMember(ctx.access, organizationId)
    ? await preparedStatement(ctx.db, 'dashboard_organization', prepareReadableOrganization).execute({
        organizationId,
      })
    : [];
  if (!organization) throw notFound();
  return organization;
}

const prepareReadableOrganization = (db: DbOrTx, name: string) =>
  db
    .select({ id: organizations.id, recordsVersion: organizations.recordsVersion })
    .from(organizations)
    .where(and(eq(organizations.id, sql.placeholder('organizationId')), isNull(organizations.archivedAt)))
    .prepare(name);

const prepareLocationOf = (db: DbOrTx, name: string) =>
  db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.id, sql.placeholder('locationId')),
        eq(locations.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .prepare(name);

/** Refuses a location that is not the organization's, naming the filter. */
export async function checkLocation(ctx: ResourceContext, organizationId: number, locationId?: number) {
  if (locationId === undefined) return;
  const statement = preparedStatement(ctx.db, 'dashboard_location', prepareLocationOf);
  const [location] = await statement.execute({ locationId, organizationId });
  if (location) return;
  const parameter = 'filter[location_id][eq]';
  throw badParameters([
    {
      parameter,
      detail: `Invalid value "${locationId}" for ${parameter}: expected a location of organization ${organizationId}.`,
    },
  ]);
}

type RecordScope = { organizationId: number; locationId?: number; species?: string };

/**
 * The WHERE of a record table aliased `alias`: the organization's records that are not archived, of the
 * location and species when chosen, in the years `fromYear`…`toYear` (which keeps the read on the records'
 * organization and month index; the caller bounds the months).
 */
export function recordFilters(
  alias: string,
  scope: RecordScope,
  years: { fromYear: number; toYear: number },
): SQL {
  const table = sql.raw(alias);
  return sql.join(
    [
      sql`${table}.organization_id = ${scope.organizationId}`,
      sql`${table}.archived_at is null`,
      sql`${table}.year_of_record between ${years.fromYear} and ${years.toYear}`,
      scope.locationId === undefined ? undefined : sql`${table}.location_id = ${scope.locationId}`,
      scope.species === undefined ? undefined : sql`${table}.species = ${scope.species}`,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
}
