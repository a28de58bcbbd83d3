/** The signed-in user's own record (001 §3 User), with the email awaiting confirmation. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

export type ProfileUser = Resource & {
  fullName: string;
  title: string | null;
  email: string;
  unconfirmedEmail: string | null;
  confirmedAt: string | null;
  systemAdmin: boolean;
};

export const myUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['users', userId],
    queryFn: async () =>
      normalizeOne<ProfileUser>(await api.get<JsonApiDocument>(`/api/v1/users/${userId}`)).data,
  });
