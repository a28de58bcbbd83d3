/** The admin users directory (001 §7): everyone but the admin, by name, searched and filtered by status. */
import type { UserStatus } from '@sac/domain';
import { getPagedList } from '../../../lib/api/paged-list';
import type { UserRecord } from './user-record';

export type UsersSearch = { search: string; status: UserStatus };

export const usersQueryOptions = (currentUserId: string, search: UsersSearch) => (page: number) => ({
  queryKey: ['users', 'directory', currentUserId, search, page] as const,
  queryFn: () =>
    getPagedList<UserRecord>(
      '/api/v1/users',
      {
        'filter[id][not_eq]': currentUserId,
        'filter[search]': search.search.trim() || undefined,
        'filter[status][eq]': search.status,
        sort: 'full_name',
      },
      page,
    ),
});
