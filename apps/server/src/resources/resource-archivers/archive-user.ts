/** Archiving a user (001 §2 users directory): admins only; the user is signed out on every device. */
import { COMMON_MESSAGES, ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import { eq } from 'drizzle-orm';
import { revokeAllTokens } from '../../auth/tokens';
import { users } from '../../db/schema/index';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import type { WriteContext } from '../../http/jsonapi/index';
import type { ArchiveResult } from './archive-location';

export async function archiveUser(ctx: WriteContext, userId: number): Promise<ArchiveResult> {
  if (!ctx.access.isAdmin) throw forbidden();
  if (userId === ctx.access.user?.id) {
    throw unprocessable([{ field: 'resource_id', detail: R.cannotArchiveYourself }]);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound();
  if (!user.archivedAt) {
    await ctx.db.update(users).set({ archivedAt: ctx.now, updatedAt: ctx.now }).where(eq(users.id, userId));
  }
  await revokeAllTokens(ctx.db, userId);
  return {
    status: 201,
    meta: { archived: true, message: COMMON_MESSAGES.deletedSuccessfully(user.fullName) },
  };
}
