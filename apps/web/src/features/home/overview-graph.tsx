/**
 * The overview graph (000 §2 Home): a stacked monthly bar chart of canines, felines and other species
 * (every other species summed), with a legend, GRAPH_HEIGHT pixels high. IOD stacks the total live
 * intakes, CSD the services of the four groups.
 */
import { Text } from '@mantine/core';
import { GRAPH_HEIGHT } from '@sac/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { countAxisProps } from '../../lib/ui/chart-ticks';
import { SPECIES_GROUP_SERIES } from '../../lib/ui/species-series';
import { useNearViewport } from '../../lib/ui/use-near-viewport';
import { NO_DATA_TEXT } from './table-parts';
import { WidgetError, WidgetLoader } from './widget-state';
import { monthlySpeciesTotals, type OverviewKind, type YearRecord } from './year-overview';

// The chart library is most of the home's script: it loads when the graph comes near the screen (below
// the tiles on a phone), and the page shows without waiting for it.
const BarChart = lazy(() => import('@mantine/charts').then((charts) => ({ default: charts.BarChart })));

type OverviewGraphProps = {
  kind: OverviewKind;
  year: number;
  records: UseQueryResult<YearRecord[]>;
};

export function OverviewGraph({ kind, year, records }: OverviewGraphProps) {
  const { ref, near } = useNearViewport<HTMLElement>();
  const title = kind === 'animal_intakes' ? 'Total live intakes' : 'Services provided';
  if (records.isError) return <WidgetError title="Unable to load the overview graph" query={records} />;
  const loader = <WidgetLoader label={`Loading the ${year} overview`} height={GRAPH_HEIGHT} />;
  if (!records.data) return loader;

  const empty = records.data.length === 0;
  const months = monthlySpeciesTotals(records.data, kind);
  const tallest = Math.max(0, ...months.map((m) => m.canine + m.feline + m.other));
  return (
    <figure ref={ref} aria-label={`${title} per month, ${year}`} style={{ margin: 0 }}>
      {empty && (
        <Text c="dimmed" size="sm" ta="center">
          {NO_DATA_TEXT}
        </Text>
      )}
      <Suspense fallback={loader}>
        {near ? (
          <BarChart
            h={GRAPH_HEIGHT}
            data={months}
            dataKey="month"
            type="stacked"
            series={SPECIES_GROUP_SERIES}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            tickLine="y"
            gridAxis="x"
            yAxisProps={countAxisProps(tallest)}
          />
        ) : (
          loader
        )}
      </Suspense>
    </figure>
  );
}
