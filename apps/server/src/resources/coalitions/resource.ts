/**
 * Coalitions (002 §2.2–§2.4, §7): every signed-in user may browse them and open one (a closed one shows its
 * closed message); lists leave closed ones out for non-admins (`coalitionListResource`). Any signed-in user
 * creates one (a draft, with its creator as coalition manager); its managers and admins edit it; only admins
 * change its status.
 */
import { boundedText, COALITION_STATUSES, VALIDATION_MESSAGES as M } from '@sac/domain';
import { and, arrayOverlaps, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { can } from '../../access/policies';
import { coalitionListScope, coalitionMembershipsScope, coalitionsScope } from '../../access/scopes';
import { coalitionMemberships, coalitions, locations, userMemberships } from '../../db/schema/index';
import {
  defineResource,
  type Resource,
  type ResourceContext,
  type ResourceDefinition,
} from '../../http/jsonapi/index';
import { coalitionMembershipResource } from '../coalition-memberships/resource';
import { containsText, searchText } from '../search';
import { createCoalition, updateCoalition } from './save-coalition';

const NULL_TEXT = sql`null::text`;

/** The requester's own coalition role in it, once it counts (membership active, agreement accepted). */
function userRoleSql(ctx: ResourceContext): SQL {
  const userId = ctx.access.user?.id;
  if (userId === undefined) return NULL_TEXT;
  return sql`(select ${userMemberships.role} from ${userMemberships}
    where ${and(
      eq(userMemberships.coalitionId, coalitions.id),
      eq(userMemberships.userId, userId),
      eq(userMemberships.status, 'active'),
      eq(userMemberships.dataUseAgreement, true),
    )} limit 1)`;
}

/**
 * The status of the requester's organization's membership in it: the organization of the user's working
 * location first, else the first of the user's organizations that has one.
 */
function userStatusSql(ctx: ResourceContext): SQL {
  const organizationIds = [...ctx.access.organizationRoles.keys()];
  if (organizationIds.length === 0) return NULL_TEXT;
  const locationId = ctx.access.user?.locationId ?? null;
  const working =
    locationId === null
      ? sql`false`
      : sql`${coalitionMemberships.organizationId} = (select ${locations.organizationId} from ${locations}
          where ${eq(locations.id, locationId)})`;
  return sql`(select ${coalitionMemberships.status} from ${coalitionMemberships}
    where ${and(
      eq(coalitionMemberships.coalitionId, coalitions.id),
      inArray(coalitionMemberships.organizationId, organizationIds),
    )}
    order by (${working}) desc, ${coalitionMemberships.organizationId} limit 1)`;
}

/** My Coalitions: the user has a coalition role there, or one of their organizations a membership not declined. */
function forUser(ctx: ResourceContext, values: unknown[]): SQL {
  const own = ctx.access.user?.id;
  // Nobody but an admin asks about someone else's coalitions.
  const userIds = (values as number[]).filter((id) => ctx.access.isAdmin || id === own);
  if (userIds.length === 0) return sql`false`;
  const coalitionUser = sql`${coalitions.id} in (select ${userMemberships.coalitionId} from ${userMemberships}
    where ${and(inArray(userMemberships.userId, userIds), eq(userMemberships.status, 'active'))})`;
  const organizationMember = sql`${coalitions.id} in (select ${coalitionMemberships.coalitionId}
    from ${coalitionMemberships}
    where ${coalitionMemberships.status} <> 'rejected' and ${coalitionMemberships.organizationId} in (
      select ${userMemberships.organizationId} from ${userMemberships}
      where ${and(inArray(userMemberships.userId, userIds), eq(userMemberships.status, 'active'))}))`;
  return sql`(${coalitionUser} or ${organizationMember})`;
}

/** Coalitions where the organization has a membership (any status) the requester may see. */
function forOrganization(ctx: ResourceContext, values: unknown[]): SQL {
  const visible = coalitionMembershipsScope(ctx.access) ?? sql`true`;
  return sql`exists (select 1 from ${coalitionMemberships}
    where ${and(
      eq(coalitionMemberships.coalitionId, coalitions.id),
      inArray(coalitionMemberships.organizationId, values as number[]),
      visible,
    )})`;
}

const definition: ResourceDefinition<typeof coalitions> = {
  type: 'coalitions',
  table: coalitions,
  attributes: {
    // Texts, lengths and region rules are the domain's coalition form (save-coalition.ts).
    name: { type: 'string', filterable: true, sortable: true, writable: true },
    country: { type: 'string', filterable: true, sortable: true, writable: true },
    description: { type: 'string', writable: true },
    data_used: { type: 'string', writable: true },
    data_use_agreement: { type: 'boolean', writable: true },
    data_use_timestamp: { type: 'datetime' },
    operating_region_type: { type: 'string', filterable: true, sortable: true, writable: true },
    // Each entry's length is checked here: the form's schema reads a region or a list as one union.
    operating_region: {
      type: 'string_array',
      filterable: true,
      writable: true,
      schema: z.array(boundedText()),
    },
    all_intake_outcome_data_request: { type: 'boolean', writable: true },
    all_community_service_data_request: { type: 'boolean', writable: true },
    status: {
      type: 'string',
      filterable: true,
      sortable: true,
      writable: true,
      schema: z.enum(COALITION_STATUSES, M.required),
    },
    created_at: { type: 'datetime', sortable: true },
    updated_at: { type: 'datetime', sortable: true },
    user_role: { type: 'string', sql: userRoleSql },
    user_status: { type: 'string', sql: userStatusSql },
  },
  extraFields: {
    /** Active contributors. */
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
    /** `TX,CA`: coalitions operating in any of them. */
    operating_regions: {
      build: ({ values }) =>
        arrayOverlaps(
          coalitions.operatingRegion,
          values.map((v) => String(v).trim().toUpperCase()),
        ),
    },
    for_user: { type: 'integer', build: ({ values, ctx }) => forUser(ctx, values) },
    for_organization: { type: 'integer', build: ({ values, ctx }) => forOrganization(ctx, values) },
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
  can: (ctx, action, row) =>
    action === 'create'
      ? can(ctx.access, 'coalition:create')
      : action === 'update' && can(ctx.access, 'coalition:manage', { coalitionId: row.id }),
  writes: {
    create: (args) => createCoalition(coalitionResource)(args),
    update: (args) => updateCoalition(coalitionResource)(args),
  },
  meta: (ctx, row) => ({
    can_update: can(ctx.access, 'coalition:manage', { coalitionId: row.id }),
    can_administer: can(ctx.access, 'coalition:administer'),
  }),
};

export const coalitionResource: Resource = defineResource(definition);

/** The lists (GET /api/v1/coalitions): the same coalitions without the closed ones, except for admins. */
export const coalitionListResource: Resource = defineResource({
  ...definition,
  scope: (ctx) =>
    and(isNull(coalitions.archivedAt), coalitionsScope(ctx.access), coalitionListScope(ctx.access)) ?? true,
});
