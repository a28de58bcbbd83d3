/** Locations of an organization; the working location of a user is one of them. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { locationsScope } from '../../access/scopes';
import { locations, usCounties } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { organizationResource } from '../organizations/resource';
import { usCountyResource } from '../us-counties/resource';

export const locationResource: Resource = defineResource({
  type: 'locations',
  table: locations,
  attributes: {
    organization_id: { type: 'integer', filterable: true, sortable: true },
    name: { type: 'string', filterable: true, sortable: true },
    country: { type: 'string', filterable: true },
    address_line_1: { type: 'string' },
    address_line_2: { type: 'string' },
    city: { type: 'string', filterable: true, sortable: true },
    us_state: { type: 'string', filterable: true, sortable: true },
    zip_code: { type: 'string', filterable: true },
    us_county_id: { type: 'integer', filterable: true },
    province_or_territory: { type: 'string', filterable: true },
    postal_code: { type: 'string' },
    contact_phone_number: { type: 'string' },
    contact_phone_extension: { type: 'string' },
    primary: { type: 'boolean', filterable: true, sortable: true },
    status: { type: 'string', filterable: true, sortable: true },
    deletion_requested_at: { type: 'datetime' },
    created_at: { type: 'datetime', filterable: true, sortable: true },
    updated_at: { type: 'datetime', filterable: true, sortable: true },
  },
  extraFields: {
    us_county_name: {
      type: 'string',
      sql: () =>
        sql`(select ${usCounties.name} from ${usCounties} where ${eq(usCounties.id, locations.usCountyId)})`,
    },
  },
  relationships: {
    organization: {
      kind: 'belongs_to',
      resource: () => organizationResource,
      foreignKey: locations.organizationId,
    },
    us_county: { kind: 'belongs_to', resource: () => usCountyResource, foreignKey: locations.usCountyId },
  },
  defaultSort: ['name'],
  scope: (ctx) => and(isNull(locations.archivedAt), locationsScope(ctx.access)) ?? true,
});
