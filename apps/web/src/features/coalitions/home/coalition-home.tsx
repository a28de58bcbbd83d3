/**
 * The coalition home (002 §2.8) inside the coalition frame: the filter panel, the 'Toggle Intake/Community
 * Graph' dropdown and the graph it shows, over the shared data of the filtered contributors of the year.
 */
import { Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import {
  type CoalitionHomeFilters,
  emptyHomeFilters,
  type HomeGraph,
  useCoalitionTotals,
} from '../api/coalition-home';
import { HomeFilters } from './home-filters';
import { CoalitionHomeGraph } from './home-graph';

export const GRAPH_TOGGLE_LABEL = 'Toggle Intake/Community Graph';

const GRAPH_OPTIONS: { value: HomeGraph; label: string }[] = [
  { value: 'intake_outcome', label: 'Intake/Outcome Graph' },
  { value: 'services', label: 'Community Service Graph' },
];

export function CoalitionHome({ coalitionId, now: given }: { coalitionId: string; now?: Date }) {
  const [now] = useState(() => given ?? new Date());
  const [filters, setFilters] = useState<CoalitionHomeFilters>(() => emptyHomeFilters(now));
  const [graph, setGraph] = useState<HomeGraph>('intake_outcome');
  const totals = useCoalitionTotals(coalitionId, graph, filters);

  return (
    <Stack gap="md">
      <HomeFilters coalitionId={coalitionId} now={now} onApply={setFilters} />
      <Group>
        <Select
          label={GRAPH_TOGGLE_LABEL}
          allowDeselect={false}
          data={GRAPH_OPTIONS}
          value={graph}
          onChange={(value) => value && setGraph(value as HomeGraph)}
          w={260}
        />
      </Group>
      <CoalitionHomeGraph
        graph={graph}
        year={filters.year}
        totals={totals.data}
        error={totals.error}
        loading={totals.isFetching}
        onRetry={totals.refetch}
      />
    </Stack>
  );
}
