/** The All Organizations directory (002 §2.12, `GET /api/v1/organization_directory`): one page by name. */
import { LIST_PAGE_SIZE } from '@sac/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource, totalCount } from '../../../lib/api/jsonapi';
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

export type DirectoryPage = { entries: DirectoryEntry[]; total: number };

export async function listOrganizationDirectory(
  search: DirectorySearch,
  page: number,
): Promise<DirectoryPage> {
  const doc = await api.get<JsonApiDocument>('/api/v1/organization_directory', {
    ...directoryFilters(search),
    'page[number]': page,
    'page[size]': LIST_PAGE_SIZE,
    'stats[total]': 'count',
    sort: 'name',
  });
  const { data, meta } = normalizeMany<DirectoryEntry>(doc);
  return { entries: data, total: totalCount(meta) ?? data.length };
}

export const directoryPageQueryOptions = (search: DirectorySearch, page: number) =>
  queryOptions({
    queryKey: ['organization-directory', search, page],
    queryFn: () => listOrganizationDirectory(search, page),
    placeholderData: keepPreviousData,
  });
