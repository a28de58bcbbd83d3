/** Organizations (shelters and rescues). Visible to their members, their coalitions, and admins. */
import { TEXT_LIMITS, textTooLong } from '@sac/domain';
import { and, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { can, isOrganizationMember } from '../../access/policies';
import { organizationsScope } from '../../access/scopes';
import { coalitionMemberships, locations, organizations } from '../../db/schema/index';
import { defineResource, type Resource, type ResourceContext } from '../../http/jsonapi/index';
import { coalitionMembershipResource } from '../coalition-memberships/resource';
import { locationResource } from '../locations/resource';
import { dataStatus, organizationFilters, statusRelationships } from './coalition-fields';
import { locationsCount, locationsProvinces, locationsUsStates } from './organization-fields';
import { updateOrganization } from './update-organization';

/**
 * What only the organization's own members (and admins) read of it: its notes, contacts and finances.
 * Others who see the organization — its coalitions' users — read what 002 §3 lists of it.
 */
const membersOnly = (ctx: ResourceContext, row: Record<string, unknown>) =>
  isOrganizationMember(ctx.access, row.id as number);

export const organizationResource: Resource = defineResource({
  type: 'organizations',
  table: organizations,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true, writable: 'update' },
    country: { type: 'string', filterable: true, sortable: true, writable: 'update' },
    organization_type: { type: 'string', filterable: true, sortable: true, writable: 'update' },
    status: { type: 'string', filterable: true, sortable: true, writable: 'update' },
    website_url: { type: 'string', writable: 'update' },
    incorporated_on: { type: 'date', filterable: true, sortable: true, writable: 'update' },
    ein: { type: 'string', filterable: true, sortable: true, writable: 'update' },
    business_number: { type: 'string', filterable: true, sortable: true, writable: 'update' },
    referring_organization_name: {
      type: 'string',
      writable: 'update',
      readableBy: membersOnly,
      // Not a field of the organization form, so its schema gives the limit.
      schema: z.string().trim().max(TEXT_LIMITS.name, textTooLong(TEXT_LIMITS.name)),
    },
    animal_species: { type: 'string_array', filterable: true, writable: 'update' },
    annual_intake: { type: 'string', writable: 'update' },
    annual_operating_budget: { type: 'string', writable: 'update', readableBy: membersOnly },
    shelter_software: { type: 'string', filterable: true, writable: 'update' },
    external_id: { type: 'string', filterable: ['eq'], writable: 'update' },
    iod_api_option: { type: 'string', filterable: ['eq'], writable: 'update' },
    iod_api_active: { type: 'string', filterable: ['eq'], writable: 'update' },
    iod_api_option_updated: { type: 'datetime' },
    aap_id: { type: 'string', writable: 'update', readableBy: membersOnly },
    notes: { type: 'string', writable: 'update', readableBy: membersOnly },
    authorizer_name: { type: 'string', writable: 'update', readableBy: membersOnly },
    authorizer_title: { type: 'string', writable: 'update', readableBy: membersOnly },
    authorizer_email: { type: 'string', writable: 'update', readableBy: membersOnly },
    authorizer_phone_number: { type: 'string', writable: 'update', readableBy: membersOnly },
    authorizer_extension: { type: 'string', writable: 'update', readableBy: membersOnly },
    communications_opt_in: { type: 'boolean', filterable: true, writable: 'update' },
    searchable_opt_in: { type: 'boolean', filterable: true, writable: 'update' },
    media_opt_in: { type: 'boolean', filterable: true, writable: 'update' },
    /** Write-only: the repeated authorizer email, required when it changes (checked by updateOrganization). */
    authorizer_email_confirmation: {
      type: 'string',
      column: organizations.authorizerEmail,
      readable: false,
      writable: 'update',
    },
    created_at: { type: 'datetime', filterable: true, sortable: true },
    updated_at: { type: 'datetime', filterable: true, sortable: true },
    locations_count: { ...locationsCount, sortable: true },
    locations_us_states: locationsUsStates,
    locations_provinces: locationsProvinces,
    data_status: dataStatus,
  },
  filters: organizationFilters,
  relationships: {
    locations: {
      kind: 'has_many',
      resource: () => locationResource,
      foreignKey: locations.organizationId,
    },
    coalition_memberships: {
      kind: 'has_many',
      resource: () => coalitionMembershipResource,
      foreignKey: coalitionMemberships.organizationId,
    },
    ...statusRelationships,
  },
  defaultSort: ['name'],
  scope: (ctx) => and(isNull(organizations.archivedAt), organizationsScope(ctx.access)) ?? true,
  can: (ctx, action, row) =>
    action === 'update' && can(ctx.access, 'organization:update', { organizationId: row.id }),
  writes: { update: (args) => updateOrganization(organizationResource)(args) },
  meta: (ctx, row) => ({
    can_update: can(ctx.access, 'organization:update', { organizationId: row.id }),
    can_manage_members: can(ctx.access, 'organization:manage_members', { organizationId: row.id }),
  }),
});
