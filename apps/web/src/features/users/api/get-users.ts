/**
 * The admin users directory (001 §7): every user by name, searched and filtered by status. The admin's
 * own account is listed too (issue 14 §8: an admin could not find their own account).
 */
import type { UserStatus } from '@sac/domain';
import { getPagedList } from '../../../lib/api/paged-list';
import type { UserRecord } from './user-record';

export type UsersSearch = { search: string; status: UserStatus };

export const usersQueryOptions = (search: UsersSearch) => (page: number) => ({
  queryKey: ['users', 'directory', search, page] as const,
  queryFn: () =>
    getPagedList<UserRecord>(
      '/api/v1/users',
      {
        'filter[search]': search.search.trim() || undefined,
        'filter[status][eq]': search.status,
        sort: 'full_name',
      },
      page,
    ),
});
