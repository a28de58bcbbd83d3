/**
 * Who may use a coalition's data views (002 §6): its managers and viewers whose data use agreement is
 * accepted (`access.coalitionRoles`), and admins. An unknown coalition is a 404, anyone else a 403.
 */
import { eq } from 'drizzle-orm';
import type { Access } from '../../access/types';
import type { Db } from '../../db/connection';
import { coalitions } from '../../db/schema/index';
import { forbidden, notFound } from '../../http/errors';

export const hasCoalitionData = (access: Access, coalitionId: number) =>
  access.isAdmin || access.coalitionRoles.has(coalitionId);

export async function requireCoalitionData(db: Db, access: Access, coalitionId: number) {
  const [coalition] = await db
    .select({ id: coalitions.id, name: coalitions.name })
    .from(coalitions)
    .where(eq(coalitions.id, coalitionId));
  if (!coalition) throw notFound('The coalition could not be found.');
  if (!hasCoalitionData(access, coalitionId)) throw forbidden();
  return coalition;
}
