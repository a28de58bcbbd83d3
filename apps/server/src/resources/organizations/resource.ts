/** Organizations (shelters and rescues). Visible to their members, their coalitions, and admins. */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { organizationsScope } from '../../access/scopes';
import { coalitionMemberships, locations, organizations } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { coalitionMembershipResource } from '../coalition-memberships/resource';
import { locationResource } from '../locations/resource';
import { containsText, searchText } from '../search';

const liveLocations = and(eq(locations.organizationId, organizations.id), isNull(locations.archivedAt));
const digits = (text: string) => text.replace(/\D/g, '');

export const organizationResource: Resource = defineResource({
  type: 'organizations',
  table: organizations,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true },
    country: { type: 'string', filterable: true, sortable: true },
    organization_type: { type: 'string', filterable: true, sortable: true },
    status: { type: 'string', filterable: true, sortable: true },
    website_url: { type: 'string' },
    incorporated_on: { type: 'date', filterable: true, sortable: true },
    ein: { type: 'string', filterable: true, sortable: true },
    business_number: { type: 'string', filterable: true, sortable: true },
    referring_organization_name: { type: 'string' },
    animal_species: { type: 'string_array', filterable: true },
    annual_intake: { type: 'string' },
    annual_operating_budget: { type: 'string' },
    shelter_software: { type: 'string', filterable: true },
    external_id: { type: 'string', filterable: ['eq'] },
    iod_api_option: { type: 'string', filterable: ['eq'] },
    iod_api_active: { type: 'string', filterable: ['eq'] },
    iod_api_option_updated: { type: 'datetime' },
    aap_id: { type: 'string' },
    notes: { type: 'string' },
    authorizer_name: { type: 'string' },
    authorizer_title: { type: 'string' },
    authorizer_email: { type: 'string' },
    authorizer_phone_number: { type: 'string' },
    authorizer_extension: { type: 'string' },
    communications_opt_in: { type: 'boolean', filterable: true },
    searchable_opt_in: { type: 'boolean', filterable: true },
    media_opt_in: { type: 'boolean', filterable: true },
    created_at: { type: 'datetime', filterable: true, sortable: true },
    updated_at: { type: 'datetime', filterable: true, sortable: true },
    locations_count: {
      type: 'integer',
      sortable: true,
      sql: () => sql`(select count(*)::int from ${locations} where ${liveLocations})`,
    },
    locations_us_states: {
      type: 'string_array',
      sql: () => sql`(select coalesce(array_agg(distinct ${locations.usState} order by ${locations.usState}), '{}')
        from ${locations} where ${liveLocations} and ${locations.usState} is not null)`,
    },
    locations_provinces: {
      type: 'string_array',
      sql: () => sql`(select coalesce(array_agg(distinct ${locations.provinceOrTerritory} order by ${locations.provinceOrTerritory}), '{}')
        from ${locations} where ${liveLocations} and ${locations.provinceOrTerritory} is not null)`,
    },
  },
  filters: {
    /** Name, EIN or business number (001 §2 Organizations list). */
    search: {
      split: false,
      build: ({ values }) => {
        const text = searchText(values);
        if (text === '') return undefined;
        const number = digits(text);
        return or(
          containsText(text, organizations.name),
          number.length > 0 ? eq(organizations.ein, number) : undefined,
          number.length > 0 ? eq(organizations.businessNumber, number) : undefined,
        );
      },
    },
    locations_us_state: {
      build: ({ values }) =>
        sql`exists (select 1 from ${locations} where ${liveLocations} and ${locations.usState} in ${values})`,
    },
    coalition_id: {
      type: 'integer',
      build: ({ values }) =>
        sql`${organizations.id} in (select ${coalitionMemberships.organizationId} from ${coalitionMemberships}
          where ${coalitionMemberships.coalitionId} in ${values})`,
    },
  },
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
  },
  defaultSort: ['name'],
  scope: (ctx) => and(isNull(organizations.archivedAt), organizationsScope(ctx.access)) ?? true,
});
