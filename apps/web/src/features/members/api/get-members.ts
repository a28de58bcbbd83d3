/**
 * The members of an organization (001 §7): users filtered by organization (admins through the admin
 * filter) with their memberships, by full name, paged.
 */
import { getPagedList } from '../../../lib/api/paged-list';
import { type MemberUser, membersKey, toMember } from './member-record';

export const membersQueryOptions = (organizationId: string, asAdmin: boolean) => (page: number) => ({
  queryKey: [...membersKey(organizationId), 'list', asAdmin, page] as const,
  queryFn: async () => {
    const filter = asAdmin ? 'filter[organization_id_for_admin][eq]' : 'filter[organization_id][eq]';
    const list = await getPagedList<MemberUser>(
      '/api/v1/users',
      { [filter]: organizationId, include: 'user_memberships', sort: 'full_name' },
      page,
    );
    return { records: list.records.map((user) => toMember(user, organizationId)), total: list.total };
  },
});
