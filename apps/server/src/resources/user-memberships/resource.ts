/**
 * A user's role on an organization or coalition, presented polymorphically (resource_type, resource_id)
 * as the spec reads it; the table keeps one foreign key per kind.
 */
import { sql } from 'drizzle-orm';
import { userMembershipsScope } from '../../access/scopes';
import { userMemberships } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { userResource } from '../users/resource';
import { canWriteMembership, destroyMembership, updateMembership } from './membership-rules';

export const userMembershipResource: Resource = defineResource({
  type: 'user_memberships',
  table: userMemberships,
  attributes: {
    user_id: { type: 'integer', filterable: true },
    resource_type: {
      type: 'string',
      filterable: ['eq'],
      sql: () =>
        sql`(case when ${userMemberships.organizationId} is not null then 'Organization' else 'Coalition' end)`,
    },
    resource_id: {
      type: 'integer',
      filterable: ['eq', 'not_eq'],
      sql: () => sql`coalesce(${userMemberships.organizationId}, ${userMemberships.coalitionId})`,
    },
    role: { type: 'string', filterable: true, sortable: true, writable: 'update' },
    status: { type: 'string', filterable: true },
    data_use_agreement: { type: 'boolean', filterable: true },
    data_use_timestamp: { type: 'datetime' },
    created_at: { type: 'datetime', sortable: true },
    updated_at: { type: 'datetime', sortable: true },
  },
  relationships: {
    user: { kind: 'belongs_to', resource: () => userResource, foreignKey: userMemberships.userId },
  },
  scope: (ctx) => userMembershipsScope(ctx.access) ?? true,
  can: (ctx, action, row) => canWriteMembership(ctx.access, action, row),
  writes: { update: updateMembership, destroy: destroyMembership },
  meta: (ctx, row) => ({
    can_update: canWriteMembership(ctx.access, 'update', row) && row.userId !== ctx.access.user?.id,
    can_destroy: canWriteMembership(ctx.access, 'destroy', row),
  }),
});
