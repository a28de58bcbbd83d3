/**
 * The All Organizations directory (002 §2.12): a read-only view of organizations for every signed-in user.
 * Who is listed is decided by `organizationDirectoryScope` (searchable organizations, and one's own).
 */
import { and, isNull, sql } from 'drizzle-orm';
import { organizationDirectoryScope } from '../../access/scopes';
import { locations, organizations } from '../../db/schema/index';
import { defineResource, type Resource } from '../../http/jsonapi/index';
import {
  hasLiveLocation,
  locationsCount,
  locationsProvinces,
  locationsUsStates,
  organizationSearch,
} from '../organizations/organization-fields';

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
    locations_count: locationsCount,
    locations_us_states: locationsUsStates,
    locations_provinces: locationsProvinces,
  },
  filters: {
    search: organizationSearch,
    /** A US state or a Canadian province of one of the organization's locations. */
    state: {
      build: ({ values }) =>
        hasLiveLocation(
          sql`${locations.usState} in ${values} or ${locations.provinceOrTerritory} in ${values}`,
        ),
    },
  },
  defaultSort: ['name'],
  scope: (ctx) => and(isNull(organizations.archivedAt), organizationDirectoryScope(ctx.access)) ?? true,
});
