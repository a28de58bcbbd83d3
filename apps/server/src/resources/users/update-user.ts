/**
 * Updating a user: the working location must be one the user can work on; archiving signs the user out;
 * a new email waits for confirmation and needs the current password (change-email.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { revokeAllTokens } from '../../auth/tokens';
import type { Tx } from '../../db/connection';
import { locations, userMemberships, type users } from '../../db/schema/index';
import { unprocessable } from '../../http/errors';
import type { UpdateHook } from '../../http/jsonapi/index';
import { enqueueEmail } from '../../mail/enqueue-email';
import { prepareEmailChange } from './change-email';

type UserRow = typeof users.$inferSelect;

export const updateUser: UpdateHook<UserRow> = async ({ tx, ctx, row: user, attributes, values, update }) => {
  const locationId = values.locationId;
  if (locationId !== undefined && locationId !== null && Number(locationId) !== user.locationId) {
    await assertWorkableLocation(tx, user, Number(locationId));
  }
  const emails = await prepareEmailChange(tx, ctx, user, attributes, values);
  const updated = await update(values);
  for (const email of emails) await enqueueEmail(tx, email);
  if (values.archivedAt) await revokeAllTokens(tx, user.id);
  return updated;
};

/**
 * A user works on an open location (active, not archived) of an organization they are an active member
 * of; an admin on any open location. Keeping the current location is always allowed, even once closed.
 */
async function assertWorkableLocation(tx: Tx, user: UserRow, locationId: number) {
  const [location] = await tx
    .select({ id: locations.id, organizationId: locations.organizationId })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.status, 'active'), isNull(locations.archivedAt)));
  if (location && user.systemAdmin) return;
  const membership =
    location &&
    (await tx
      .select({ id: userMemberships.id })
      .from(userMemberships)
      .where(
        and(
          eq(userMemberships.userId, user.id),
          eq(userMemberships.organizationId, location.organizationId),
          eq(userMemberships.status, 'active'),
        ),
      )
      .limit(1));
  if (!membership || membership.length === 0) {
    throw unprocessable([
      { field: 'location_id', detail: 'The location is not an open location of your organization.' },
    ]);
  }
}
