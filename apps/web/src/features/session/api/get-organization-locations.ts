/** All locations of an organization, by name (000 §7), through the paged fetcher. */
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages';
import type { Resource } from '../../../lib/api/jsonapi';

export type OrganizationLocation = Resource & { name: string; primary?: boolean; status?: string };

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
