/**
 * The locations an organization's report may be limited to (000 §7
 * `GET /api/v1/locations?filter[organization_id][eq]=…&sort=name`), closed ones included: their months
 * can still be exported.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/api/fetch-all-pages';
import type { Resource } from '../../../lib/api/jsonapi';

export type ExportLocation = Resource & { name: string; status: string | null };

export const exportLocationsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['locations', 'report-export', organizationId],
    queryFn: () =>
      fetchAllPages<ExportLocation>('/api/v1/locations', {
        'filter[organization_id][eq]': organizationId,
        'fields[locations]': 'name,status',
        sort: 'name',
      }),
  });
