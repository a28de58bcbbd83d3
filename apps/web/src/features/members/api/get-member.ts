/** One member of an organization: the user with their memberships (001 §7 GET /api/v1/users/{id}). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne } from '../../../lib/api/jsonapi';
import { type MemberUser, membersKey, toMember } from './member-record';

export const memberQueryOptions = (organizationId: string, userId: string) =>
  queryOptions({
    queryKey: [...membersKey(organizationId), 'detail', userId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(`/api/v1/users/${encodeURIComponent(userId)}`, {
        include: 'user_memberships',
      });
      return toMember(normalizeOne<MemberUser>(doc).data, organizationId);
    },
  });

export const useMember = (organizationId: string, userId: string) =>
  useQuery(memberQueryOptions(organizationId, userId));
