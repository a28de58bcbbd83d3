/** Coalitions: every signed-in user may browse them (closed ones only members and admins). */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { coalitionsScope } from '../../access/scopes';
import { coalitionMemberships, coalitions } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { coalitionMembershipResource } from '../coalition-memberships/resource';
import { containsText, searchText } from '../search';

export const coalitionResource: Resource = defineResource({
  type: 'coalitions',
  table: coalitions,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true },
    country: { type: 'string', filterable: true, sortable: true },
    description: { type: 'string' },
    data_used: { type: 'string' },
    data_use_agreement: { type: 'boolean' },
    data_use_timestamp: { type: 'datetime' },
    operating_region_type: { type: 'string', filterable: true, sortable: true },
    operating_region: { type: 'string_array', filterable: true },
    all_intake_outcome_data_request: { type: 'boolean' },
    all_community_service_data_request: { type: 'boolean' },
    status: { type: 'string', filterable: true, sortable: true },
    created_at: { type: 'datetime', sortable: true },
    updated_at: { type: 'datetime', sortable: true },
  },
  extraFields: {
    organizations_count: {
      type: 'integer',
      sql: () => sql`(select count(*)::int from ${coalitionMemberships}
        where ${and(eq(coalitionMemberships.coalitionId, coalitions.id), eq(coalitionMemberships.status, 'active'))})`,
    },
  },
  filters: {
    search: {
      split: false,
      build: ({ values }) => containsText(searchText(values), coalitions.name),
    },
  },
  relationships: {
    coalition_memberships: {
      kind: 'has_many',
      resource: () => coalitionMembershipResource,
      foreignKey: coalitionMemberships.coalitionId,
    },
  },
  defaultSort: ['name'],
  scope: (ctx) => and(isNull(coalitions.archivedAt), coalitionsScope(ctx.access)) ?? true,
});
