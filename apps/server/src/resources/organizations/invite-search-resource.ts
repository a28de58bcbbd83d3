/**
 * The Invite Contributor search (002 §2.5, §7): `GET /api/v1/organizations?filter[coalition_membership_by_id_and_status][eq]=C`.
 * For C's managers it searches the directory (organizations that opted in to be searchable) beside what they
 * already see (organizationInviteSearchScope); anyone else keeps their own scope. It answers the
 * organization fields the spec's screens read of an organization (002 §3), not the whole record (notes,
 * authorizer contacts), since the directory shows organizations that are not the coalition's.
 */
import { and, isNull } from 'drizzle-orm';
import { organizationInviteSearchScope } from '../../access/scopes';
import { coalitionMemberships, organizations } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { coalitionMembershipResource } from '../coalition-memberships/resource';
import { dataStatus, filterIdsOf, organizationFilters, statusRelationships } from './coalition-fields';
import { locationsCount, locationsProvinces, locationsUsStates } from './organization-fields';

export const INVITE_SEARCH_FILTER = 'coalition_membership_by_id_and_status';

export const organizationInviteSearchResource: Resource = defineResource({
  type: 'organizations',
  table: organizations,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true },
    country: { type: 'string', filterable: true, sortable: true },
    organization_type: { type: 'string', filterable: true, sortable: true },
    status: { type: 'string', filterable: true, sortable: true },
    incorporated_on: { type: 'date', sortable: true },
    ein: { type: 'string', filterable: ['eq'] },
    business_number: { type: 'string', filterable: ['eq'] },
    animal_species: { type: 'string_array', filterable: true },
    locations_count: { ...locationsCount, sortable: true },
    locations_us_states: locationsUsStates,
    locations_provinces: locationsProvinces,
    data_status: dataStatus,
  },
  filters: organizationFilters,
  relationships: {
    coalition_memberships: {
      kind: 'has_many',
      resource: () => coalitionMembershipResource,
      foreignKey: coalitionMemberships.organizationId,
    },
    ...statusRelationships,
  },
  defaultSort: ['name'],
  scope: (ctx) => {
    // Several coalitions at once widen nothing: the directory is searched for one coalition's managers.
    const [coalitionId, ...more] = filterIdsOf(ctx, INVITE_SEARCH_FILTER);
    const scope =
      coalitionId !== undefined && more.length === 0
        ? organizationInviteSearchScope(ctx.access, coalitionId)
        : organizationInviteSearchScope(ctx.access, 0);
    return and(isNull(organizations.archivedAt), scope) ?? true;
  },
});
