/**
 * Deleting a coalition (002 §2.7, §4): an admin closes it (status closed). Nothing is removed: its
 * memberships and data stay, it drops out of non-admins' lists, its users' roles stop counting, and an
 * admin may activate it again (PUT /api/v1/coalitions/{id} with status active).
 */
import { COMMON_MESSAGES } from '@sac/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { can } from '../../access/policies';
import { coalitions } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';
import type { WriteContext } from '../../http/jsonapi/index';
import type { ArchiveResult } from './archive-location';

export async function archiveCoalition(ctx: WriteContext, coalitionId: number): Promise<ArchiveResult> {
  if (!can(ctx.access, 'coalition:administer')) throw forbidden();
  const [coalition] = await ctx.db
    .select()
    .from(coalitions)
    .where(and(eq(coalitions.id, coalitionId), isNull(coalitions.archivedAt)))
    .for('update');
  if (!coalition) throw notFound();
  if (coalition.status !== 'closed') {
    await ctx.db
      .update(coalitions)
      .set({ status: 'closed', updatedAt: ctx.now })
      .where(eq(coalitions.id, coalitionId));
  }
  return {
    status: 201,
    meta: { archived: true, message: COMMON_MESSAGES.deletedSuccessfully(coalition.name) },
  };
}
