/** The admin organizations list (001 §2, §7): one page by name, with the total for the page count. */
import { LIST_PAGE_SIZE } from '@sac/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, totalCount } from '../../../lib/api/jsonapi';
import type { Organization } from './get-organization';

export type OrganizationsPage = { organizations: Organization[]; total: number };

export async function listOrganizations(search: string, page: number): Promise<OrganizationsPage> {
  const doc = await api.get<JsonApiDocument>('/api/v1/organizations', {
    'filter[search]': search || undefined,
    'page[number]': page,
    'page[size]': LIST_PAGE_SIZE,
    'stats[total]': 'count',
    sort: 'name',
  });
  const { data, meta } = normalizeMany<Organization>(doc);
  return { organizations: data, total: totalCount(meta) ?? data.length };
}

export const organizationsPageQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['organizations', 'list', { search, page }],
    queryFn: () => listOrganizations(search, page),
    placeholderData: keepPreviousData,
  });
