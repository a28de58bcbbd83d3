/**
 * Deleting a location (001 §2 Locations): an admin archives it; an organization manager's delete becomes a
 * request emailed to every active system admin; the primary location is never deleted.
 */
import { COMMON_MESSAGES, ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { can } from '../../access/policies';
import { locations, organizations, users } from '../../db/schema/index';
import { forbidden, unprocessable } from '../../http/errors';
import { loadForWrite, type WriteContext } from '../../http/jsonapi/index';
import { enqueueEmail } from '../../mail/enqueue-email';
import { requestLocationDeletionEmail } from '../../mail/templates/request-location-deletion';
import { locationResource } from '../locations/resource';

export type ArchiveResult = { status: 201 | 202; meta: { archived: boolean; message: string } };
type LocationRow = typeof locations.$inferSelect;

export async function archiveLocation(
  ctx: WriteContext,
  locationId: unknown,
  appUrl: string,
): Promise<ArchiveResult> {
  const location = (await loadForWrite(ctx, locationResource, locationId)) as LocationRow;
  if (!can(ctx.access, 'location:update', { organizationId: location.organizationId })) throw forbidden();
  if (location.primary) {
    throw unprocessable([{ field: 'resource_id', detail: R.primaryLocationNotDeletable }]);
  }
  if (!ctx.access.isAdmin) {
    await requestDeletion(ctx, location, appUrl);
    return { status: 202, meta: { archived: false, message: R.locationDeletionRequested } };
  }
  await ctx.db
    .update(locations)
    .set({ archivedAt: ctx.now, updatedAt: ctx.now })
    .where(eq(locations.id, location.id));
  await moveUsersToPrimary(ctx, location);
  return {
    status: 201,
    meta: { archived: true, message: COMMON_MESSAGES.deletedSuccessfully(location.name) },
  };
}

/** Users who worked on the archived location work on the organization's primary location instead. */
async function moveUsersToPrimary(ctx: WriteContext, location: LocationRow) {
  const [primary] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.organizationId, location.organizationId),
        eq(locations.primary, true),
        isNull(locations.archivedAt),
      ),
    );
  await ctx.db
    .update(users)
    .set({ locationId: primary?.id ?? null })
    .where(eq(users.locationId, location.id));
}

async function requestDeletion(ctx: WriteContext, location: LocationRow, appUrl: string) {
  const requester = ctx.access.user!;
  await ctx.db.update(locations).set({ deletionRequestedAt: ctx.now }).where(eq(locations.id, location.id));
  const [organization] = await ctx.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, location.organizationId));
  const admins = await ctx.db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.systemAdmin, true), isNull(users.archivedAt)));
  for (const admin of admins) {
    await enqueueEmail(
      ctx.db,
      requestLocationDeletionEmail({
        to: admin.email,
        adminName: admin.fullName,
        requesterName: requester.fullName,
        requesterEmail: requester.email,
        organizationName: organization?.name ?? '',
        locationName: location.name,
        locationUrl: `${appUrl}/organizations/${location.organizationId}/locations/${location.id}`,
      }),
    );
  }
}
