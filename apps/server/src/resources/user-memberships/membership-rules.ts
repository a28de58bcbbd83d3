/**
 * Changing a member's role and removing a member (001 §2 Members, §6): managers of the organization (or the
 * coalition) and admins; nobody changes their own role; an organization always keeps a manager.
 */
import {
  COALITION_ROLES,
  ORGANIZATION_ROLES,
  ORGANIZATION_RULE_MESSAGES as R,
  VALIDATION_MESSAGES,
} from '@sac/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { can } from '../../access/policies';
import type { Access } from '../../access/types';
import type { Tx } from '../../db/connection';
import { coalitions, locations, organizations, userMemberships, users } from '../../db/schema/index';
import { forbiddenAt, unprocessable } from '../../http/errors';
import type { DestroyHook, UpdateHook, WriteAction } from '../../http/jsonapi/index';

type MembershipRow = typeof userMemberships.$inferSelect;

const MANAGER_ROLES = ['organization_manager', 'coalition_manager'];

/** Who may change or remove a membership; a member may also leave on their own. */
export function canWriteMembership(access: Access, action: WriteAction, row: MembershipRow): boolean {
  if (action === 'create') return false;
  if (action === 'destroy' && access.user?.id === row.userId) return true;
  return row.organizationId !== null
    ? can(access, 'organization:manage_members', { organizationId: row.organizationId })
    : can(access, 'coalition:manage', { coalitionId: row.coalitionId ?? undefined });
}

/** Refuses leaving `row`'s organization or coalition without an active manager. */
async function assertAnotherManager(tx: Tx, row: MembershipRow, pointer: string) {
  if (!MANAGER_ROLES.includes(row.role)) return;
  // Two managers demoting each other at once: the organization's (coalition's) row lock makes the second
  // wait and then count what the first committed.
  const sameResource =
    row.organizationId !== null
      ? eq(userMemberships.organizationId, row.organizationId)
      : eq(userMemberships.coalitionId, row.coalitionId ?? -1);
  if (row.organizationId !== null) {
    await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, row.organizationId))
      .for('update');
  } else if (row.coalitionId !== null) {
    await tx
      .select({ id: coalitions.id })
      .from(coalitions)
      .where(eq(coalitions.id, row.coalitionId))
      .for('update');
  }
  const others = await tx
    .select({ id: userMemberships.id })
    .from(userMemberships)
    .where(
      and(
        sameResource,
        ne(userMemberships.id, row.id),
        eq(userMemberships.role, row.role),
        eq(userMemberships.status, 'active'),
      ),
    );
  if (others.length === 0) throw unprocessable([{ field: pointer, detail: R.lastManager }]);
}

export const updateMembership: UpdateHook<MembershipRow> = async ({ tx, ctx, row, attributes, update }) => {
  const role = attributes.role;
  if (role === undefined || role === row.role) return row;
  const roles: readonly string[] = row.organizationId !== null ? ORGANIZATION_ROLES : COALITION_ROLES;
  if (typeof role !== 'string' || !roles.includes(role)) {
    throw unprocessable([{ field: 'role', detail: VALIDATION_MESSAGES.roleRequired }]);
  }
  if (row.userId === ctx.access.user?.id) {
    throw forbiddenAt(R.ownRoleUnchangeable, ['role']);
  }
  await assertAnotherManager(tx, row, 'role');
  return update({ role, updatedAt: ctx.now });
};

export const destroyMembership: DestroyHook<MembershipRow> = async ({ tx, row, destroy }) => {
  await assertAnotherManager(tx, row, '/data');
  await destroy();
  if (row.organizationId !== null) await clearWorkingLocation(tx, row.userId, row.organizationId);
};

/** A removed member no longer works on a location of that organization. */
async function clearWorkingLocation(tx: Tx, userId: number, organizationId: number) {
  const organizationLocations = tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.organizationId, organizationId));
  await tx
    .update(users)
    .set({ locationId: null })
    .where(and(eq(users.id, userId), inArray(users.locationId, organizationLocations)));
}
