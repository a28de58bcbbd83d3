/**
 * The Coalition Analytics charts (002 §2.9), each in a ChartPanel with its table and CSV: intakes and
 * outcomes by month (a species toggle), the live-release rate and the reporting rate by month, and each
 * contributor against the coalition's median (live-release rate or intakes).
 */
import { BarChart, LineChart } from '@mantine/charts';
import { ScrollArea, SegmentedControl, Stack, Text } from '@mantine/core';
import { GRAPH_HEIGHT } from '@sac/domain';
import { useState } from 'react';
import { monthLabel } from '../../../lib/month-period';
import { ChartPanel } from '../../../lib/ui/chart-panel';
import { countAxisProps } from '../../../lib/ui/chart-ticks';
import type { CoalitionAnalytics } from '../api/coalition-analytics';
import {
  CONTRIBUTOR_METRICS,
  type ContributorMetric,
  chartPercent,
  contributorsTable,
  liveReleaseTable,
  MEDIAN_LABEL,
  METRIC_LABELS,
  reportingTable,
  type SpeciesChoice,
  speciesName,
  speciesOf,
  trendRows,
  trendTable,
} from './analytics-tables';

const CHART_HEIGHT = Math.round(GRAPH_HEIGHT * 0.75);

/** A percent axis in round quarters, 0 to 100 %. */
const PERCENT_AXIS = {
  domain: [0, 100] as [number, number],
  ticks: [0, 25, 50, 75, 100],
  interval: 0 as const,
};

type ChartProps = { analytics: CoalitionAnalytics; fileName: (chart: string) => string };

export function IntakeOutcomeTrend({ analytics, fileName }: ChartProps) {
  const [species, setSpecies] = useState<SpeciesChoice>('all');
  const present = speciesOf(analytics);
  const choice = species === 'all' || present.includes(species) ? species : 'all';
  const data = trendRows(analytics, choice).map((r) => ({ ...r, month: monthLabel(r.month) }));
  return (
    <ChartPanel
      title="Intake and outcome trend"
      description="Intakes and outcomes of the shared records by month."
      table={trendTable(analytics, choice)}
      fileName={fileName(choice === 'all' ? 'intake-outcome-trend' : `intake-outcome-trend-${choice}`)}
      controls={
        <ScrollArea type="auto" offsetScrollbars maw="100%">
          <SegmentedControl
            aria-label="Species"
            value={choice}
            onChange={setSpecies}
            data={[
              { value: 'all', label: 'All species' },
              ...present.map((s) => ({ value: s, label: speciesName(s) })),
            ]}
          />
        </ScrollArea>
      }
    >
      <LineChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="month"
        series={[
          { name: 'intakes', label: 'Intakes', color: 'blue.6' },
          { name: 'outcomes', label: 'Outcomes', color: 'orange.5' },
          { name: 'liveOutcomes', label: 'Live outcomes', color: 'teal.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        curveType="linear"
        yAxisProps={countAxisProps(
          Math.max(0, ...data.flatMap((r) => [r.intakes, r.outcomes, r.liveOutcomes])),
        )}
      />
    </ChartPanel>
  );
}

function RateChart({ data, name, label }: { data: Record<string, unknown>[]; name: string; label: string }) {
  return (
    <LineChart
      h={CHART_HEIGHT}
      data={data}
      dataKey="month"
      series={[{ name, label, color: 'teal.6' }]}
      yAxisProps={PERCENT_AXIS}
      unit="%"
      connectNulls={false}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      curveType="linear"
    />
  );
}

export function LiveReleaseTrend({ analytics, fileName }: ChartProps) {
  return (
    <ChartPanel
      title="Live-release rate"
      description="Live outcomes ÷ all outcomes, by month."
      table={liveReleaseTable(analytics.months)}
      fileName={fileName('live-release-rate')}
    >
      <RateChart
        name="rate"
        label="Live-release rate"
        data={analytics.months.map((m) => ({
          month: monthLabel(m.month),
          rate: chartPercent(m.liveReleaseRate),
        }))}
      />
    </ChartPanel>
  );
}

export function ReportingTrend({ analytics, fileName }: ChartProps) {
  return (
    <ChartPanel
      title="Reporting rate"
      description="Contributors whose month is complete ÷ active contributors sharing intake/outcome data."
      table={reportingTable(analytics)}
      fileName={fileName('reporting-rate')}
    >
      <RateChart
        name="rate"
        label="Reporting rate"
        data={analytics.months.map((m) => ({
          month: monthLabel(m.month),
          rate: chartPercent(m.reportingRate),
        }))}
      />
    </ChartPanel>
  );
}

export function ContributorComparison({ analytics, fileName }: ChartProps) {
  const [metric, setMetric] = useState<ContributorMetric>('liveReleaseRate');
  const rate = metric === 'liveReleaseRate';
  const median = rate ? chartPercent(analytics.median.liveReleaseRate) : analytics.median.intakes;
  const data = analytics.contributors.map((c) => ({
    name: c.name,
    value: rate ? chartPercent(c.liveReleaseRate) : c.intakes,
  }));
  return (
    <ChartPanel
      title="Contributors against the coalition median"
      description="Each contributor's figure for the period; the line is the coalition's median."
      table={contributorsTable(analytics)}
      fileName={fileName('contributors')}
      controls={
        <SegmentedControl
          aria-label="Measure"
          value={metric}
          onChange={(value) => setMetric(value as ContributorMetric)}
          data={CONTRIBUTOR_METRICS.map((m) => ({ value: m, label: METRIC_LABELS[m] }))}
        />
      }
    >
      <Stack gap={4}>
        {median !== null && (
          <Text size="sm" c="red.8">
            {MEDIAN_LABEL}: {median}
            {rate ? '%' : ''}
          </Text>
        )}
        <BarChart
          h={Math.max(CHART_HEIGHT, analytics.contributors.length * 28)}
          data={data}
          dataKey="name"
          orientation="vertical"
          series={[{ name: 'value', label: METRIC_LABELS[metric], color: 'blue.6' }]}
          // A percent sign on the values only (the `unit` prop also marked the organizations' names).
          valueFormatter={(value) => (rate ? `${value}%` : String(value))}
          xAxisProps={{
            ...(rate ? PERCENT_AXIS : countAxisProps(Math.max(0, ...data.map((d) => d.value ?? 0)))),
            tickFormatter: (value: number) => (rate ? `${value}%` : String(value)),
          }}
          yAxisProps={{ width: 160 }}
          // The median's value is written above the chart: a label on the line ran past a phone's edge.
          referenceLines={median === null ? [] : [{ x: median, color: 'red.6' }]}
        />
      </Stack>
    </ChartPanel>
  );
}
