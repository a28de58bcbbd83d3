/**
 * Every location of an organization, by name, as 000 §7 asks for them
 * (`GET /api/v1/locations?filter[organization_id][eq]=…&extra_fields[locations]=us_county_name&sort=name`),
 * through the paged fetcher. One cached list serves the location switcher, the admin records search and the
 * report export; saving or deleting a location invalidates it with the organization's other queries.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from './fetch-all-pages';
import type { Resource } from './jsonapi';

export type OrganizationLocation = Resource & {
  name: string;
  organizationId: number | string;
  primary: boolean | null;
  status: string | null;
  usCountyName?: string | null;
};

export const organizationLocationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organizations', organizationId, 'locations'],
    queryFn: () =>
      fetchAllPages<OrganizationLocation>('/api/v1/locations', {
        'filter[organization_id][eq]': organizationId,
        'extra_fields[locations]': 'us_county_name',
        sort: 'name',
      }),
  });
