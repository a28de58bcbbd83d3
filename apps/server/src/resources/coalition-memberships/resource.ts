/** An organization's membership in a coalition: visible to the organization's members and the coalition's. */
import { coalitionMembershipsScope } from '../../access/scopes';
import { coalitionMemberships } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { coalitionResource } from '../coalitions/resource';
import { organizationResource } from '../organizations/resource';

export const coalitionMembershipResource: Resource = defineResource({
  type: 'coalition_memberships',
  table: coalitionMemberships,
  attributes: {
    organization_id: { type: 'integer', filterable: true },
    coalition_id: { type: 'integer', filterable: true },
    status: { type: 'string', filterable: true, sortable: true },
    status_actor: { type: 'string', filterable: true },
    status_updated_at: { type: 'datetime', sortable: true },
    intake_outcome_data_sharing: { type: 'boolean', filterable: true },
    community_service_data_sharing: { type: 'boolean', filterable: true },
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
});
