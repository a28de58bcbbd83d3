/**
 * The organization's total intakes per year (000 §7 `GET /api/v1/organizations/annual_intake_totals
 * ?filter[organization_id][eq]=`), shown beside Auto Calculate as the year's context.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { type JsonApiDocument, normalizeMany, type Resource } from '../../../../lib/api/jsonapi';

export type AnnualIntakeTotal = Resource & { year: number; totalIntakes: number };

export const annualIntakeTotalsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: ['annual-intake-totals', organizationId],
    queryFn: async () => {
      const doc = await api.get<JsonApiDocument>('/api/v1/organizations/annual_intake_totals', {
        'filter[organization_id][eq]': organizationId,
      });
      return normalizeMany<AnnualIntakeTotal>(doc).data;
    },
  });
