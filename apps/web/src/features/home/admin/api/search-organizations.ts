/**
 * Organizations for the admin search (000 §2 Home, §7 "admin pickers and search"). There are thousands,
 * so the dropdown asks the server for one page matching the typed text (`filter[search]`: name, EIN or
 * business number) instead of loading them all.
 */
import { LIST_PAGE_SIZE } from '@sac/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import {
  type JsonApiDocument,
  normalizeMany,
  normalizeOne,
  type Resource,
} from '../../../../lib/api/jsonapi';

export type OrganizationChoice = Resource & { name: string; ein: string | null };

const FIELDS = { 'fields[organizations]': 'name,ein' };

export const organizationOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['organizations', 'admin-search', search],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/organizations', {
        ...FIELDS,
        'filter[search]': search || undefined,
        sort: 'name',
        'page[size]': LIST_PAGE_SIZE,
      });
      return normalizeMany<OrganizationChoice>(doc).data;
    },
    staleTime: 60_000,
  });

export const organizationChoiceQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['organizations', 'admin-search', 'one', organizationId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>(
        `/api/v1/organizations/${encodeURIComponent(organizationId)}`,
        FIELDS,
      );
      return normalizeOne<OrganizationChoice>(doc).data;
    },
  });

/** The organization with this EIN (nine digits), or null; the first by name should two share it. */
export const organizationByEinQueryOptions = (ein: string) =>
  queryOptions({
    queryKey: ['organizations', 'admin-search', 'ein', ein],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/organizations', {
        ...FIELDS,
        'filter[ein][eq]': ein,
        sort: 'name',
        'page[size]': 1,
      });
      return normalizeMany<OrganizationChoice>(doc).data[0] ?? null;
    },
  });
