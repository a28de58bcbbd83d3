/**
 * GET /api/v1/data_entry_status: the stored month statuses (000 §4) of a location or an organization for a
 * year (or one month of it), one row per month. A month without a stored row has no records: unbegun. A
 * month after the current one (by the request's clock) is unavailable whatever is stored. One indexed read
 * answers a year: the location (or organization) joined to its stored statuses.
 */
import { type EntryAction, isFutureMonth } from '@sac/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { isOrganizationMember } from '../../access/policies';
import type { DbOrTx } from '../../db/connection';
import { preparedStatement } from '../../db/prepared-statements';
import {
  dataEntryStatuses,
  locations,
  organizationDataEntryStatuses,
  organizations,
} from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { idFilter, readQueryFilters, wholeNumberFilter } from '../../http/input/query-filters';
import type { ResourceContext } from '../../http/jsonapi/index';

const ACTIONS = ['intake_outcome', 'services'] as const satisfies readonly EntryAction[];

/** The filters of GET /api/v1/data_entry_status (docs/api-statuses.md). */
export const statusFilters = z
  .object({
    location_id: idFilter().optional(),
    organization_id: idFilter().optional(),
    year: wholeNumberFilter(1900, 9999),
    month: wholeNumberFilter(1, 12).optional(),
    action: z.enum(ACTIONS, 'expected intake_outcome or services').default('intake_outcome'),
  })
  .refine((f) => f.location_id !== undefined || f.organization_id !== undefined, {
    message: 'filter[location_id][eq] or filter[organization_id][eq] is required.',
  });

export type StatusQuery = {
  locationId?: number;
  organizationId?: number;
  year: number;
  month?: number;
  action: EntryAction;
};

export function parseStatusQuery(query: unknown): StatusQuery {
  const f = readQueryFilters(query, statusFilters);
  return {
    locationId: f.location_id,
    organizationId: f.organization_id,
    year: f.year,
    month: f.month,
    action: f.action,
  };
}

type Stored = { ownerOrganizationId: number; month: number | null; status: string | null };

/** The parameters of the prepared reads below; `organizationId` only where the shape filters on it. */
type StatusParams = {
  id: number;
  organizationId?: number;
  action: EntryAction;
  year: number;
  month?: number;
};

/** The stored rows of the asked action, year and (when the shape has it) month. */
const askedMonths = (
  s: typeof dataEntryStatuses | typeof organizationDataEntryStatuses,
  withMonth: boolean,
) =>
  and(
    eq(s.action, sql.placeholder('action')),
    eq(s.year, sql.placeholder('year')),
    withMonth ? eq(s.month, sql.placeholder('month')) : undefined,
  );

/** What decides a read's statement: whose statuses, a month or a year, and a location's organization or not. */
type Shape = { location: boolean; month: boolean; organization: boolean };

const shapeOf = (q: StatusQuery): Shape => ({
  location: q.locationId !== undefined,
  month: q.month !== undefined,
  organization: q.locationId !== undefined && q.organizationId !== undefined,
});

/**
 * The location (or organization) asked for, left-joined to its stored statuses: no row when it is unknown.
 * Built once per shape and kept prepared: building drizzle's query on every request was a third of this
 * read's CPU.
 */
function prepareStoredStatuses(db: DbOrTx, shape: Shape, name: string) {
  if (shape.location) {
    const s = dataEntryStatuses;
    return db
      .select({ ownerOrganizationId: locations.organizationId, month: s.month, status: s.status })
      .from(locations)
      .leftJoin(s, and(eq(s.locationId, locations.id), askedMonths(s, shape.month)))
      .where(
        and(
          eq(locations.id, sql.placeholder('id')),
          isNull(locations.archivedAt),
          shape.organization ? eq(locations.organizationId, sql.placeholder('organizationId')) : undefined,
        ),
      )
      .prepare(name);
  }
  const s = organizationDataEntryStatuses;
  return db
    .select({ ownerOrganizationId: organizations.id, month: s.month, status: s.status })
    .from(organizations)
    .leftJoin(s, and(eq(s.organizationId, organizations.id), askedMonths(s, shape.month)))
    .where(and(eq(organizations.id, sql.placeholder('id')), isNull(organizations.archivedAt)))
    .prepare(name);
}

function readStoredStatuses(db: DbOrTx, q: StatusQuery): Promise<Stored[]> {
  const shape = shapeOf(q);
  const name = [
    'data_entry_status',
    shape.location ? 'location' : 'organization',
    shape.month ? 'month' : 'year',
    ...(shape.organization ? ['of_organization'] : []),
  ].join('_');
  const statement = preparedStatement(db, name, () => prepareStoredStatuses(db, shape, name));
  const params: StatusParams = {
    id: shape.location ? q.locationId! : q.organizationId!,
    organizationId: q.organizationId,
    action: q.action,
    year: q.year,
    month: q.month,
  };
  return statement.execute(params);
}

export type DataEntryStatus = {
  location_id: number | null;
  organization_id: number;
  action: EntryAction;
  year: number;
  month: number;
  status: string;
};

/** The statuses of the months asked for, in month order; 404 outside the user's organizations. */
export async function readDataEntryStatuses(
  ctx: ResourceContext,
  q: StatusQuery,
): Promise<DataEntryStatus[]> {
  const rows = await readStoredStatuses(ctx.db, q);
  const organizationId = rows[0]?.ownerOrganizationId;
  if (organizationId === undefined || !isOrganizationMember(ctx.access, organizationId)) throw notFound();
  const stored = new Map(rows.filter((r) => r.month !== null).map((r) => [r.month, r.status!]));
  const months = q.month === undefined ? Array.from({ length: 12 }, (_, i) => i + 1) : [q.month];
  const now = ctx.now;
  return months.map((month) => ({
    location_id: q.locationId ?? null,
    organization_id: organizationId,
    action: q.action,
    year: q.year,
    month,
    status: isFutureMonth(q.year, month, now) ? 'unavailable' : (stored.get(month) ?? 'unbegun'),
  }));
}

export function presentDataEntryStatuses(statuses: DataEntryStatus[]) {
  return {
    data: statuses.map((s) => ({
      type: 'data_entry_statuses',
      id: [
        s.location_id ? `location-${s.location_id}` : `organization-${s.organization_id}`,
        s.action,
        s.year,
        s.month,
      ].join('-'),
      attributes: s,
    })),
    meta: {},
  };
}
