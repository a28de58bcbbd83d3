/**
 * Users. Everyone sees themselves; organization members see their organization's members; coalition
 * members see their coalition's users; admins see everyone.
 */

import { ORGANIZATION_RULE_MESSAGES as R } from '@sac/domain';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '../../access/policies';
import { usersScope } from '../../access/scopes';
import type { Access } from '../../access/types';
import { locations, userMemberships, users } from '../../db/schema/index';
import { forbidden, unprocessable } from '../../http/errors';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { coalitionResource } from '../coalitions/resource';
import { locationResource } from '../locations/resource';
import { organizationResource } from '../organizations/resource';
import { containsText, searchText } from '../search';
import { userMembershipResource } from '../user-memberships/resource';
import { emailChangeAttributes } from './change-email';
import { updateUser } from './update-user';

type UserRow = typeof users.$inferSelect;

const memberOf = (
  column: typeof userMemberships.organizationId | typeof userMemberships.coalitionId,
  values: unknown[],
  role?: string,
) =>
  sql`${users.id} in (select ${userMemberships.userId} from ${userMemberships}
    where ${and(inArray(column, values as number[]), role ? eq(userMemberships.role, role) : undefined)})`;

/**
 * Admins change the admin flag, confirmation and archiving of others (001 §6); nobody their own admin flag,
 * and an admin does not archive themselves.
 */
function checkAdministration(access: Access, row: UserRow, attributes: Record<string, unknown>) {
  if (!can(access, 'user:administer')) {
    const adminOnly = ['system_admin', 'confirmed_at', 'archived_at'].filter((name) => name in attributes);
    if (adminOnly.length > 0) throw forbidden(R.adminOnlyFields(adminOnly));
    return;
  }
  if (row.id !== access.user?.id) return;
  if ('system_admin' in attributes && attributes.system_admin !== row.systemAdmin) {
    throw forbidden(R.ownAdminFlagUnchangeable);
  }
  if (attributes.archived_at) {
    throw unprocessable([{ field: 'archived_at', detail: R.cannotArchiveYourself }]);
  }
}

export const userResource: Resource = defineResource({
  type: 'users',
  table: users,
  attributes: {
    full_name: {
      type: 'string',
      filterable: true,
      sortable: true,
      writable: 'update',
      schema: z.string().trim().min(1, 'Name is required').max(200),
    },
    email: { type: 'string', filterable: true, sortable: true, ...emailChangeAttributes },
    title: { type: 'string', filterable: true, writable: 'update', schema: z.string().trim().max(200) },
    location_id: { type: 'integer', filterable: true, writable: 'update' },
    system_admin: { type: 'boolean', filterable: true, writable: 'update' },
    confirmed_at: { type: 'datetime', filterable: true, writable: 'update' },
    unconfirmed_email: { type: 'string', ...emailChangeAttributes },
    archived_at: { type: 'datetime', filterable: true, writable: 'update' },
    created_at: { type: 'datetime', filterable: true, sortable: true },
    updated_at: { type: 'datetime', sortable: true },
    location_name: {
      type: 'string',
      sql: () =>
        sql`(select ${locations.name} from ${locations} where ${eq(locations.id, users.locationId)})`,
    },
  },
  filters: {
    search: {
      split: false,
      build: ({ values }) => containsText(searchText(values), users.fullName, users.email),
    },
    /** active | archived */
    status: {
      build: ({ values }) =>
        or(
          ...values.map((v) =>
            v === 'archived'
              ? isNotNull(users.archivedAt)
              : v === 'active'
                ? isNull(users.archivedAt)
                : sql`false`,
          ),
        ),
    },
    organization_id: {
      type: 'integer',
      build: ({ values }) => memberOf(userMemberships.organizationId, values),
    },
    organization_id_for_admin: {
      type: 'integer',
      build: ({ values, ctx }) =>
        ctx.access.isAdmin ? memberOf(userMemberships.organizationId, values) : sql`false`,
    },
    organization_managers: {
      type: 'integer',
      build: ({ values }) => memberOf(userMemberships.organizationId, values, 'organization_manager'),
    },
    coalition_id: { type: 'integer', build: ({ values }) => memberOf(userMemberships.coalitionId, values) },
    // filter[coalition_managers] is read by coalition-managers.ts (name and email only, for more readers).
  },
  relationships: {
    user_memberships: {
      kind: 'has_many',
      resource: () => userMembershipResource,
      foreignKey: userMemberships.userId,
    },
    organizations: {
      kind: 'many_to_many',
      resource: () => organizationResource,
      through: userMemberships,
      parentKey: userMemberships.userId,
      relatedKey: userMemberships.organizationId,
    },
    coalitions: {
      kind: 'many_to_many',
      resource: () => coalitionResource,
      through: userMemberships,
      parentKey: userMemberships.userId,
      relatedKey: userMemberships.coalitionId,
    },
    /** The locations of the user's organizations (the location switcher's choices). */
    locations: {
      kind: 'custom',
      many: true,
      resource: () => locationResource,
      load: async (ctx, parentIds) =>
        ctx.db
          .select({ parentId: userMemberships.userId, relatedId: locations.id })
          .from(userMemberships)
          .innerJoin(locations, eq(locations.organizationId, userMemberships.organizationId))
          .where(and(inArray(userMemberships.userId, parentIds as number[]), isNull(locations.archivedAt)))
          .orderBy(locations.name),
    },
  },
  defaultSort: ['full_name'],
  scope: (ctx) => usersScope(ctx.access) ?? true,
  can: (ctx, action, row) => action === 'update' && can(ctx.access, 'user:update_self', { userId: row.id }),
  writes: {
    update: async (args) => {
      checkAdministration(args.ctx.access, args.row, args.attributes);
      return updateUser(args);
    },
  },
});
