/**
 * Settles a run that found numbers differing from the entered ones (POST /api/v1/aggregation_runs/{id}/resolve):
 * `replace` queues a run that writes the shelter software's numbers, `keep` leaves the entered ones.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AGGREGATION_RUNS_KEY } from '../../../lib/api/aggregation-runs';
import { api } from '../../../lib/api/client';

export type ResolveChoice = 'replace' | 'keep';

export function useResolveAggregationRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ runId, choice }: { runId: string; choice: ResolveChoice }) =>
      api.post(`/api/v1/aggregation_runs/${runId}/resolve`, { choice }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AGGREGATION_RUNS_KEY }),
  });
}
