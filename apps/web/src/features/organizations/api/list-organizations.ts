/** The admin organizations list (001 §2, §7): one page by name, with the total for the page count. */
import { getPagedList } from '../../../lib/api/paged-list';
import type { Organization } from '../../../lib/organization/api/get-organization';

export const organizationsPageQueryOptions = (search: string) => (page: number) => ({
  queryKey: ['organizations', 'list', { search, page }],
  queryFn: () =>
    getPagedList<Organization>(
      '/api/v1/organizations',
      { 'filter[search]': search || undefined, sort: 'name' },
      page,
    ),
});
