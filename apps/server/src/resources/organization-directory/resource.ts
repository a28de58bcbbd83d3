/**
 * The All Organizations directory (002 §2.12): a read-only view of organizations for every signed-in user.
 * Who is listed is decided by `organizationDirectoryScope` (searchable organizations, and one's own).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { organizationDirectoryScope } from '../../access/scopes';
import { locations, organizations } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import { containsText, searchText } from '../search';

const liveLocations = and(eq(locations.organizationId, organizations.id), isNull(locations.archivedAt));
const digits = (text: string) => text.replace(/\D/g, '');

export const organizationDirectoryResource: Resource = defineResource({
  type: 'organization_directory_entries',
  table: organizations,
  attributes: {
    name: { type: 'string', filterable: true, sortable: true },
    country: { type: 'string', filterable: ['eq'], sortable: true },
    organization_type: { type: 'string', filterable: ['eq'], sortable: true },
    ein: { type: 'string' },
    business_number: { type: 'string' },
    website_url: { type: 'string' },
    locations_count: {
      type: 'integer',
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
    /** Name, EIN or business number. */
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
    /** A US state or a Canadian province of one of the organization's locations. */
    state: {
      build: ({ values }) =>
        sql`exists (select 1 from ${locations} where ${liveLocations}
          and (${locations.usState} in ${values} or ${locations.provinceOrTerritory} in ${values}))`,
    },
  },
  defaultSort: ['name'],
  scope: (ctx) => and(isNull(organizations.archivedAt), organizationDirectoryScope(ctx.access)) ?? true,
});
