/**
 * The Comparison dashboard (002 §2.13, issue 15): the organization against organizations like it (same state
 * or province, type and annual intake band, among those that share their data) over a period of months (by
 * default the last twelve complete ones). The peer group in words, then each metric as the organization's
 * value against the peer median and interquartile range, in charts with their tables, CSV and PNG. With fewer
 * than 5 peers the page says that no comparison can be shown.
 */

import { Alert, Center, Stack, Text, Title } from '@mantine/core';
import { COMPARISON_MESSAGES, type ComparisonMetric } from '@sac/domain';
import { useMemo, useState } from 'react';
import { defaultPeriod } from '../../lib/month-period';
import { useRouteTitle } from '../../lib/route-title';
import { ChartPanel } from '../../lib/ui/chart-panel';
import { LabelledLoader } from '../../lib/ui/labelled-loader';
import { LoadError } from '../../lib/ui/load-error';
import { MonthPeriodPicker } from '../../lib/ui/month-period-picker';
import { type DashboardComparison, useDashboardComparison } from './api/dashboard-comparison';
import { ComparisonChart } from './comparison-chart';
import { comparisonRows, comparisonTable, peerGroupText } from './comparison-tables';

const PANELS: readonly {
  key: string;
  title: string;
  description: string;
  metrics: readonly ComparisonMetric[];
}[] = [
  {
    key: 'intake-shares',
    title: 'Intakes by category',
    description:
      'Each category’s share of all live intakes, so that organizations of different sizes compare.',
    metrics: ['intake_share'],
  },
  {
    key: 'outcome-rates',
    title: 'Outcome rates',
    description:
      'Live outcomes, animals returned to their owner and animals transferred to another agency, each as a share of all outcomes.',
    metrics: ['live_release_rate', 'return_to_owner_rate', 'transfer_share'],
  },
  {
    key: 'reporting-completeness',
    title: 'Reporting completeness',
    description: 'The share of the period’s months whose intake and outcome data is complete.',
    metrics: ['reporting_completeness'],
  },
];

function ComparisonPanels({
  comparison,
  fileName,
}: {
  comparison: DashboardComparison;
  fileName: (chart: string) => string;
}) {
  return (
    <>
      {PANELS.map((panel) => {
        const rows = comparisonRows(comparison, panel.metrics);
        return (
          <ChartPanel
            key={panel.key}
            title={panel.title}
            description={panel.description}
            table={comparisonTable(rows)}
            fileName={fileName(panel.key)}
          >
            <ComparisonChart rows={rows} label={`${panel.title} chart`} />
          </ChartPanel>
        );
      })}
    </>
  );
}

function PeerGroup({ comparison }: { comparison: DashboardComparison }) {
  const text = peerGroupText(comparison);
  if (!text) return <Alert color="gray">{COMPARISON_MESSAGES.noPeerGroup}</Alert>;
  return (
    <Stack gap="xs">
      <Text size="sm">{text}</Text>
      {!comparison.comparable && <Alert color="yellow">{COMPARISON_MESSAGES.tooFewPeers}</Alert>}
    </Stack>
  );
}

type ComparisonViewProps = { organizationId: string; now: Date };

export function ComparisonView({ organizationId, now }: ComparisonViewProps) {
  const title = useRouteTitle();
  const initial = useMemo(() => defaultPeriod(now), [now]);
  const [period, setPeriod] = useState(initial);
  const comparison = useDashboardComparison({ organizationId, period });
  const data = comparison.data;
  const fileName = (chart: string) =>
    `organization-${organizationId}-comparison-${chart}-${period.from}-to-${period.to}.csv`;

  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <MonthPeriodPicker now={now} period={period} onApply={setPeriod} label="Dashboard period" />
      {comparison.isError ? (
        <LoadError
          title="Unable to load the comparison"
          error={comparison.error}
          onRetry={comparison.refetch}
          retrying={comparison.isFetching}
        />
      ) : !data ? (
        <Center py="xl">
          <LabelledLoader label="Loading the comparison" />
        </Center>
      ) : (
        <>
          <PeerGroup comparison={data} />
          <ComparisonPanels comparison={data} fileName={fileName} />
        </>
      )}
    </Stack>
  );
}
