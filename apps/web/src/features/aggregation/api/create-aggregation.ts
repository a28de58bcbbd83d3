/**
 * Queues an aggregation (002 §2.14, §7): POST /api/v1/shelterluv_aggregations or
 * /api/v1/shelterbuddy_aggregations with `{ orgId, month, year }` (the client sends the keys in snake_case);
 * the answer (202) says only that it was queued, so the runs are read again.
 */
import type { ShelterSoftwareVendor } from '@sac/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGGREGATION_RUNS_KEY } from '../../../lib/api/aggregation-runs';
import { api } from '../../../lib/api/client';
import type { AggregationRequest } from '../aggregation-form-schema';

export function useCreateAggregation(vendor: ShelterSoftwareVendor) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AggregationRequest) => api.post(`/api/v1/${vendor}_aggregations`, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGGREGATION_RUNS_KEY }),
  });
}
