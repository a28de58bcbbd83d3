/**
 * The overview graph (000 §2 Home): a stacked monthly bar chart of canines, felines and other species
 * (every other species summed), with a legend, GRAPH_HEIGHT pixels high. IOD stacks the total live
 * intakes, CSD the services of the four groups.
 */
import { Text } from '@mantine/core';
import { GRAPH_HEIGHT } from '@sac/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { SpeciesBarChart } from '../../lib/ui/species-bar-chart';
import { NO_DATA_TEXT } from './table-parts';
import { WidgetError, WidgetLoader } from './widget-state';
import { monthlySpeciesTotals, type OverviewKind, type YearRecord } from './year-overview';

type OverviewGraphProps = {
  kind: OverviewKind;
  year: number;
  records: UseQueryResult<YearRecord[]>;
};

export function OverviewGraph({ kind, year, records }: OverviewGraphProps) {
  // Drawn in a transition when the year's records arrive: React slices the drawing instead of blocking the
  // page with it (issue 14 §2); the memoised chart keeps the first, urgent render cheap.
  const data = useDeferredValue(records.data);
  const months = useMemo(() => data && monthlySpeciesTotals(data, kind), [data, kind]);
  const title = kind === 'animal_intakes' ? 'Total live intakes' : 'Services provided';
  if (records.isError) return <WidgetError title="Unable to load the overview graph" query={records} />;
  if (!data || !months) return <WidgetLoader label={`Loading the ${year} overview`} height={GRAPH_HEIGHT} />;

  const empty = data.length === 0;
  return (
    <figure aria-label={`${title} per month, ${year}`} style={{ margin: 0 }}>
      {empty && (
        <Text c="dimmed" size="sm" ta="center">
          {NO_DATA_TEXT}
        </Text>
      )}
      <SpeciesBarChart rows={months} height={GRAPH_HEIGHT} />
    </figure>
  );
}
