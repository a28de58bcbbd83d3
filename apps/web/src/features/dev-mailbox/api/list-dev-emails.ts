/** The development mailbox (`GET /api/v1/dev/emails`): the emails the server queued, newest first. */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, normalizeOne, type Resource } from '../../../lib/api/jsonapi';

export type DevEmail = Resource & {
  toAddress: string;
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  template: string | null;
  status: string;
  createdAt: string;
};

export const devEmailsQueryOptions = (toAddress: string) =>
  queryOptions({
    queryKey: ['dev-emails', toAddress],
    queryFn: async () => {
      const filter = toAddress ? { 'filter[to_address][eq]': toAddress } : {};
      const doc = await api.get<JsonApiDocument>('/api/v1/dev/emails', filter, { auth: false });
      return normalizeMany<DevEmail>(doc).data;
    },
    refetchInterval: 3000,
  });

export const devEmailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['dev-emails', 'one', id],
    queryFn: async () =>
      normalizeOne<DevEmail>(
        await api.get<JsonApiDocument>(`/api/v1/dev/emails/${id}`, undefined, { auth: false }),
      ).data,
  });
