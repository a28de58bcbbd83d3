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
import { NO_DATA_TEXT } from './table-parts';
import { WidgetError, WidgetLoader } from './widget-state';
import { monthlySpeciesTotals, type OverviewKind, type YearRecord } from './year-overview';

// The chart library is most of the home's script: it loads beside the page, which shows without waiting.
const BarChart = lazy(() => import('@mantine/charts').then((charts) => ({ default: charts.BarChart })));

type OverviewGraphProps = {
  kind: OverviewKind;
  year: number;
  records: UseQueryResult<YearRecord[]>;
};

export function OverviewGraph({ kind, year, records }: OverviewGraphProps) {
  const title = kind === 'animal_intakes' ? 'Total live intakes' : 'Services provided';
  if (records.isError) return <WidgetError title="Unable to load the overview graph" query={records} />;
  if (!records.data) return <WidgetLoader label={`Loading the ${year} overview`} height={GRAPH_HEIGHT} />;

  const empty = records.data.length === 0;
  const months = monthlySpeciesTotals(records.data, kind);
  const tallest = Math.max(0, ...months.map((m) => m.canine + m.feline + m.other));
  return (
    <figure aria-label={`${title} per month, ${year}`} style={{ margin: 0 }}>
      {empty && (
        <Text c="dimmed" size="sm" ta="center">
          {NO_DATA_TEXT}
        </Text>
      )}
      <Suspense fallback={<WidgetLoader label={`Loading the ${year} overview`} height={GRAPH_HEIGHT} />}>
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
      </Suspense>
    </figure>
  );
}
