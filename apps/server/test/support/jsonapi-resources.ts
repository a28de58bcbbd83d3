/**
 * Resources declared over the real schema for the layer's own tests. They exercise every kind of
 * declaration; they are not the portal's resources (those live in src/resources/).
 */
import { eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Access } from '../../src/access/types';
import {
  animalIntakes,
  coalitionMemberships,
  coalitions,
  locations,
  organizations,
  usCounties,
} from '../../src/db/schema/index';
import { defineResource, type Resource, type ResourceContext } from '../../src/http/jsonapi/index';

const orgIds = (access: Access) => [...access.organizationRoles.keys()];
const manages = (access: Access, organizationId: unknown) =>
  access.isAdmin || access.organizationRoles.get(Number(organizationId)) === 'organization_manager';
const byOrganization = (column: PgColumn) => (ctx: ResourceContext) =>
  ctx.access.isAdmin ? true : orgIds(ctx.access).length === 0 ? false : inArray(column, orgIds(ctx.access));

export const organizationResource: Resource = defineResource({
  type: 'organizations',
  table: organizations,
  attributes: {
    name: {
      type: 'string',
      filterable: true,
      sortable: true,
      writable: true,
      schema: z.string().min(1, 'Name is required'),
    },
    country: { type: 'string', filterable: ['eq'], writable: 'create' },
    status: { type: 'string', filterable: true, sortable: true },
    ein: { type: 'string', filterable: ['eq', 'eql', 'prefix'], writable: true },
    animal_species: { type: 'string_array', filterable: true, writable: true },
    communications_opt_in: { type: 'boolean', filterable: true, writable: true },
    incorporated_on: { type: 'date', filterable: true, sortable: true, writable: true },
    authorized_at: { type: 'datetime', filterable: true, sortable: true, writable: true },
    created_at: { type: 'datetime', filterable: true, sortable: true },
    locations_count: {
      type: 'integer',
      filterable: ['eq', 'gt', 'gte', 'lt', 'lte'],
      sortable: true,
      sql: () =>
        sql`(select count(*) from ${locations} where ${locations.organizationId} = ${organizations.id})`,
    },
  },
  extraFields: {
    locations_us_states: {
      type: 'string_array',
      sql: () =>
        sql`(select coalesce(array_agg(distinct ${locations.usState} order by ${locations.usState}), '{}') from ${locations} where ${locations.organizationId} = ${organizations.id} and ${locations.usState} is not null)`,
    },
  },
  filters: {
    search: {
      split: false,
      build: ({ values }) =>
        or(...values.map((v) => or(ilike(organizations.name, `%${v}%`), eq(organizations.ein, String(v))))),
    },
    coalition_id: {
      type: 'integer',
      build: ({ values }) =>
        sql`${organizations.id} in (select ${coalitionMemberships.organizationId} from ${coalitionMemberships} where ${inArray(coalitionMemberships.coalitionId, values as number[])})`,
    },
  },
  relationships: {
    locations: { kind: 'has_many', resource: () => locationResource, foreignKey: locations.organizationId },
    primary_location: {
      kind: 'has_one',
      resource: () => locationResource,
      foreignKey: locations.organizationId,
      where: () => eq(locations.primary, true),
    },
    coalition_memberships: {
      kind: 'has_many',
      resource: () => coalitionMembershipResource,
      foreignKey: coalitionMemberships.organizationId,
    },
    coalitions: {
      kind: 'many_to_many',
      resource: () => coalitionResource,
      through: coalitionMemberships,
      parentKey: coalitionMemberships.organizationId,
      relatedKey: coalitionMemberships.coalitionId,
    },
    us_counties: {
      kind: 'custom',
      many: true,
      resource: () => countyResource,
      load: async (ctx, parentIds) => {
        const rows = await ctx.db
          .selectDistinct({ parentId: locations.organizationId, relatedId: locations.usCountyId })
          .from(locations)
          .where(inArray(locations.organizationId, parentIds as number[]));
        return rows.flatMap((r) =>
          r.relatedId === null ? [] : [{ parentId: r.parentId, relatedId: r.relatedId }],
        );
      },
    },
  },
  defaultSort: ['name'],
  scope: (ctx) =>
    ctx.access.isAdmin
      ? true
      : orgIds(ctx.access).length === 0
        ? false
        : inArray(organizations.id, orgIds(ctx.access)),
  can: (ctx, action, row) => (action === 'create' ? ctx.access.isAdmin : manages(ctx.access, row.id)),
  writes: { create: true, update: true, destroy: true },
  meta: (ctx, row) => ({ can_update: manages(ctx.access, row.id) }),
});

export const locationResource: Resource = defineResource({
  type: 'locations',
  table: locations,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true, writable: true },
    organization_id: { type: 'integer', filterable: ['eq', 'not_eq'], writable: true },
    city: { type: 'string', filterable: true, writable: true },
    us_state: { type: 'string', filterable: true, sortable: true, writable: true },
    us_county_id: { type: 'integer', filterable: ['eq'], writable: true },
    primary: { type: 'boolean', filterable: true, writable: true },
    created_at: { type: 'datetime', sortable: true },
  },
  extraFields: {
    us_county_name: {
      type: 'string',
      sql: () =>
        sql`(select ${usCounties.name} from ${usCounties} where ${usCounties.id} = ${locations.usCountyId})`,
    },
  },
  relationships: {
    organization: {
      kind: 'belongs_to',
      resource: () => organizationResource,
      foreignKey: locations.organizationId,
    },
    us_county: { kind: 'belongs_to', resource: () => countyResource, foreignKey: locations.usCountyId },
    animal_intakes: {
      kind: 'has_many',
      resource: () => intakeResource,
      foreignKey: animalIntakes.locationId,
    },
  },
  defaultSort: ['name'],
  scope: byOrganization(locations.organizationId),
  can: (ctx, _action, row) => manages(ctx.access, row.organizationId),
  writes: { create: true, update: true, destroy: true },
});

export const countyResource: Resource = defineResource({
  type: 'us_counties',
  table: usCounties,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true },
    us_state: { type: 'string', filterable: ['eq'], sortable: true },
    fips_code: { type: 'string', filterable: ['eq'] },
  },
  defaultSort: ['us_state', 'name'],
  scope: () => true,
});

export const coalitionResource: Resource = defineResource({
  type: 'coalitions',
  table: coalitions,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true },
    status: { type: 'string', filterable: true },
    operating_region: { type: 'string_array', filterable: true },
  },
  relationships: {
    coalition_memberships: {
      kind: 'has_many',
      resource: () => coalitionMembershipResource,
      foreignKey: coalitionMemberships.coalitionId,
    },
  },
  scope: () => true,
});

export const coalitionMembershipResource: Resource = defineResource({
  type: 'coalition_memberships',
  table: coalitionMemberships,
  attributes: {
    organization_id: { type: 'integer', filterable: ['eq'] },
    coalition_id: { type: 'integer', filterable: ['eq'] },
    status: { type: 'string', filterable: true },
    status_actor: { type: 'string', filterable: true },
  },
  relationships: {
    coalition: {
      kind: 'belongs_to',
      resource: () => coalitionResource,
      foreignKey: coalitionMemberships.coalitionId,
    },
  },
  scope: byOrganization(coalitionMemberships.organizationId),
});

const monthSchema = z
  .number()
  .int()
  .min(1, 'Month must be between 1 and 12')
  .max(12, 'Month must be between 1 and 12');

export const intakeResource: Resource = defineResource({
  type: 'animal_intakes',
  table: animalIntakes,
  attributes: {
    location_id: { type: 'integer', filterable: ['eq'], writable: 'create' },
    organization_id: { type: 'integer', filterable: ['eq'] },
    species: {
      type: 'string',
      filterable: true,
      sortable: true,
      writable: 'create',
      schema: z.enum(['canine', 'feline', 'rabbit']),
    },
    year_of_record: { type: 'integer', filterable: true, sortable: true, writable: 'create' },
    month_of_record: {
      type: 'integer',
      filterable: true,
      sortable: true,
      writable: 'create',
      schema: monthSchema,
    },
    adult_stray_at_large_count: { type: 'integer', writable: true },
    updated_at: { type: 'datetime', sortable: true },
  },
  relationships: {
    location: { kind: 'belongs_to', resource: () => locationResource, foreignKey: animalIntakes.locationId },
  },
  defaultSort: ['species'],
  scope: byOrganization(animalIntakes.organizationId),
  can: (ctx, _action, row) => manages(ctx.access, row.organizationId),
  writes: {
    // The organization and the date are derived, never taken from the client.
    create: async ({ tx, values, insert }) => {
      const [location] = await tx
        .select({ organizationId: locations.organizationId })
        .from(locations)
        .where(eq(locations.id, Number(values.locationId)));
      const year = Number(values.yearOfRecord);
      const month = String(values.monthOfRecord).padStart(2, '0');
      return insert({
        ...values,
        organizationId: location?.organizationId ?? 0,
        dateOfRecord: `${year}-${month}-01`,
      });
    },
    update: true,
    destroy: true,
  },
});

export const testResources = [
  organizationResource,
  locationResource,
  countyResource,
  coalitionResource,
  coalitionMembershipResource,
  intakeResource,
];
