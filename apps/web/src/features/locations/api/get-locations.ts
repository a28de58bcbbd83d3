/** The Locations tab's list (001 §7): an organization's locations with their county names, by name, paged. */
import { getPagedList } from '../../../lib/api/paged-list';
import { type LocationRecord, locationsKey } from './location-record';

export const locationsQueryOptions = (organizationId: string) => (page: number) => ({
  queryKey: [...locationsKey(organizationId), 'page', page] as const,
  queryFn: () =>
    getPagedList<LocationRecord>(
      '/api/v1/locations',
      {
        'filter[organization_id][eq]': organizationId,
        'extra_fields[locations]': 'us_county_name',
        sort: 'name',
      },
      page,
    ),
});
