/** The All Organizations directory (002 §2.12, `GET /api/v1/organization_directory`): one page by name. */
import type { Resource } from '../../../lib/api/jsonapi';
import { getPagedList } from '../../../lib/api/paged-list';
import { type DirectorySearch, directoryFilters } from '../directory-search';

export type DirectoryEntry = Resource & {
  name: string;
  country: string | null;
  organizationType: string | null;
  ein: string | null;
  businessNumber: string | null;
  locationsUsStates: string[] | null;
  locationsProvinces: string[] | null;
};

export const directoryPageQueryOptions = (search: DirectorySearch) => (page: number) => ({
  queryKey: ['organization-directory', search, page],
  queryFn: () =>
    getPagedList<DirectoryEntry>(
      '/api/v1/organization_directory',
      { ...directoryFilters(search), sort: 'name' },
      page,
    ),
});
