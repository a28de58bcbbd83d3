/** One user with their organizations and coalitions (001 §2 User detail, §7 GET /api/v1/users/{id}). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';
import type { UserRecord } from './user-record';

export type UserOrganizationRow = Resource & {
  name: string;
  createdAt: string | null;
  locationsCount: number | null;
  ein: string | null;
  locationsUsStates: string[] | null;
  locationsProvinces: string[] | null;
  status: string;
};

export type UserCoalitionRow = Resource & {
  name: string;
  operatingRegion: string[] | null;
  operatingRegionType: string | null;
  organizationsCount: number | null;
  description: string | null;
};

export type UserMembershipRow = Resource & {
  resourceType: string;
  resourceId: number | string;
  role: string;
};

export type UserDetail = UserRecord & {
  organizations?: UserOrganizationRow[];
  coalitions?: UserCoalitionRow[];
  userMemberships?: UserMembershipRow[];
};

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', 'detail', userId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(`/api/v1/users/${userId}`, {
        include: 'organizations,coalitions,user_memberships',
        'extra_fields[coalitions]': 'organizations_count',
      });
      return normalizeOne<UserDetail>(doc).data;
    },
  });

export const useUser = (userId: string) => useQuery(userQueryOptions(userId));
