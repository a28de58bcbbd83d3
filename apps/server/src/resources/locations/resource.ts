/** Locations of an organization; the working location of a user is one of them. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { can } from '../../access/policies';
import { locationsScope } from '../../access/scopes';
import {
  animalCounts,
  animalIntakes,
  animalOutcomes,
  animalServices,
  locations,
  usCounties,
} from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { organizationResource } from '../organizations/resource';
import { ytdSpeciesTotalsRelationship } from '../record-totals/ytd-species-totals';
import * as records from '../records/resource';
import { usCountyResource } from '../us-counties/resource';
import { locationCoalitionFilters } from './coalition-filters';
import { createLocation, updateLocation } from './save-location';

export const locationResource: Resource = defineResource({
  type: 'locations',
  table: locations,
  attributes: {
    organization_id: { type: 'integer', filterable: true, sortable: true, writable: 'create' },
    name: { type: 'string', filterable: true, sortable: true, writable: true },
    country: { type: 'string', filterable: true, writable: true },
    address_line_1: { type: 'string', writable: true },
    address_line_2: { type: 'string', writable: true },
    city: { type: 'string', filterable: true, sortable: true, writable: true },
    us_state: { type: 'string', filterable: true, sortable: true, writable: true },
    zip_code: { type: 'string', filterable: true, writable: true },
    us_county_id: { type: 'integer', filterable: true, writable: true },
    province_or_territory: { type: 'string', filterable: true, writable: true },
    postal_code: { type: 'string', writable: true },
    contact_phone_number: { type: 'string', writable: true },
    contact_phone_extension: { type: 'string', writable: true },
    primary: { type: 'boolean', filterable: true, sortable: true },
    status: { type: 'string', filterable: true, sortable: true, writable: true },
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
  filters: locationCoalitionFilters,
  relationships: {
    organization: {
      kind: 'belongs_to',
      resource: () => organizationResource,
      foreignKey: locations.organizationId,
    },
    us_county: { kind: 'belongs_to', resource: () => usCountyResource, foreignKey: locations.usCountyId },
    ytd_species_totals: ytdSpeciesTotalsRelationship,
    // A month's species are added and removed by sideposting these records (000 §7).
    animal_counts: {
      kind: 'has_many',
      resource: () => records.animalCountResource,
      foreignKey: animalCounts.locationId,
    },
    animal_intakes: {
      kind: 'has_many',
      resource: () => records.animalIntakeResource,
      foreignKey: animalIntakes.locationId,
    },
    animal_outcomes: {
      kind: 'has_many',
      resource: () => records.animalOutcomeResource,
      foreignKey: animalOutcomes.locationId,
    },
    animal_services: {
      kind: 'has_many',
      resource: () => records.animalServiceResource,
      foreignKey: animalServices.locationId,
    },
  },
  defaultSort: ['name'],
  scope: (ctx) => and(isNull(locations.archivedAt), locationsScope(ctx.access)) ?? true,
  can: (ctx, action, row) =>
    action !== 'destroy' && can(ctx.access, 'location:update', { organizationId: row.organizationId }),
  // Deleting goes through POST /api/v1/resource_archivers: admins archive, managers ask the admins.
  writes: {
    create: (args) => createLocation(locationResource)(args),
    update: (args) => updateLocation(locationResource)(args),
  },
  meta: (ctx, row) => ({
    can_update: can(ctx.access, 'location:update', { organizationId: row.organizationId }),
    can_close: ctx.access.isAdmin,
  }),
});
