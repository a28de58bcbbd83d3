/**
 * Who may upload for which organization: the upload's location decides the organization. A location
 * outside the user's reach is a 404, one the user may only read (viewers, coalitions) a 403. Every row
 * must then be for one of that organization's locations, and not a closed one.
 */
import { UPLOAD_MESSAGES } from '@sac/domain';
import { and, eq } from 'drizzle-orm';
import { can } from '../../access/policies';
import { locationsScope } from '../../access/scopes';
import { locations, organizations } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import type { ResourceContext } from '../../http/jsonapi/index';

export type UploadTarget = {
  locationId: number;
  organizationId: number;
  /** Answers a row's location: null when the organization's open location, else the problem's text. */
  checkLocation(locationId: number, row: number): string | null;
};

export async function loadUploadTarget(
  ctx: ResourceContext,
  locationId: number,
  helpdeskEmail: string,
): Promise<UploadTarget> {
  const [location] = await ctx.db
    .select({ organizationId: locations.organizationId })
    .from(locations)
    .where(and(eq(locations.id, locationId), locationsScope(ctx.access)));
  if (!location) throw notFound();
  const { organizationId } = location;
  if (!can(ctx.access, 'records:upload', { organizationId })) {
    throw forbidden('Only managers of the organization can upload its data.');
  }
  const [organization] = await ctx.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const own = await ctx.db
    .select({
      id: locations.id,
      name: locations.name,
      status: locations.status,
      archivedAt: locations.archivedAt,
    })
    .from(locations)
    .where(eq(locations.organizationId, organizationId));
  const byId = new Map(own.map((l) => [l.id, l]));
  return {
    locationId,
    organizationId,
    checkLocation(id, row) {
      const found = byId.get(id);
      if (!found) return UPLOAD_MESSAGES.notOrganizationLocation(row, id, organization?.name ?? '');
      if (found.status === 'closed' || found.archivedAt) {
        return UPLOAD_MESSAGES.closedLocation(row, found.name, helpdeskEmail);
      }
      return null;
    },
  };
}
