/**
 * An organization's membership in a coalition: visible to the organization's members and the coalition's
 * (coalitionMembershipsScope). Writes are the membership lifecycle of 002 §4 (membership-writes.ts).
 */
import { coalitionMembershipsScope } from '../../access/scopes';
import { coalitionMemberships } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { coalitionResource } from '../coalitions/resource';
import { organizationResource } from '../organizations/resource';
import {
  canActFor,
  canWriteCoalitionMembership,
  createMembership,
  destroyMembership,
  updateMembership,
} from './membership-writes';

export const coalitionMembershipResource: Resource = defineResource({
  type: 'coalition_memberships',
  table: coalitionMemberships,
  attributes: {
    organization_id: { type: 'integer', filterable: true, writable: 'create' },
    coalition_id: { type: 'integer', filterable: true, writable: 'create' },
    status: { type: 'string', filterable: true, sortable: true, writable: true },
    status_actor: { type: 'string', filterable: true, writable: true },
    /** Write-only: accept, reject or remind (membership-writes.ts). */
    status_change_action: {
      type: 'string',
      column: coalitionMemberships.status,
      readable: false,
      writable: 'update',
    },
    status_updated_at: { type: 'datetime', sortable: true },
    reminded_at: { type: 'datetime', sortable: true },
    intake_outcome_data_sharing: { type: 'boolean', filterable: true, writable: 'update' },
    community_service_data_sharing: { type: 'boolean', filterable: true, writable: 'update' },
    created_at: { type: 'datetime', sortable: true },
    updated_at: { type: 'datetime', sortable: true },
  },
  relationships: {
    organization: {
      kind: 'belongs_to',
      resource: () => organizationResource,
      foreignKey: coalitionMemberships.organizationId,
    },
    coalition: {
      kind: 'belongs_to',
      resource: () => coalitionResource,
      foreignKey: coalitionMemberships.coalitionId,
    },
  },
  scope: (ctx) => coalitionMembershipsScope(ctx.access) ?? true,
  can: (ctx, action, row) => canWriteCoalitionMembership(ctx.access, action, row),
  writes: { create: createMembership, update: updateMembership, destroy: destroyMembership },
  meta: (ctx, row) => ({
    can_act_for_organization: canActFor(ctx.access, 'Organization', row),
    can_act_for_coalition: canActFor(ctx.access, 'Coalition', row),
  }),
});
