/**
 * The Analytics & Forecast dashboard (002 §2.13, issue 15), built from the portal's own records: a period of
 * months (by default the last four complete years, as a seasonal forecast needs two at least), a location
 * and a species, then the monthly intakes and outcomes with a 12-month forecast after the period and its 95%
 * band (additive Holt-Winters on the organization's own history, computed by the server), each chart with
 * its table, CSV and PNG; and a warning for the months that lie far outside what that history predicts.
 */
import { LineChart } from '@mantine/charts';
import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { GRAPH_HEIGHT } from '@sac/domain';
import { monthLabel } from '../../lib/month-period';
import { useRouteTitle } from '../../lib/route-title';
import { ChartPanel } from '../../lib/ui/chart-panel';
import { countAxisProps } from '../../lib/ui/chart-ticks';
import { type DashboardTrends, type TrendMeasure, useDashboardTrends } from './api/dashboard-trends';
import { DashboardRead, useDashboardChoices } from './dashboard-read';
import { forecastShown, MEASURE_LABELS, trendRows, trendTable, unusualText } from './trends-tables';

export const NO_RECORDS_TEXT = 'No intake or outcome records were entered for this period.';
/** The default period: four complete years, so that the forecast has a history to learn from. */
export const DEFAULT_TREND_MONTHS = 48;

function TrendChart({
  trends,
  measure,
  fileName,
}: {
  trends: DashboardTrends;
  measure: TrendMeasure;
  fileName: string;
}) {
  const rows = trendRows(trends, measure);
  const forecast = forecastShown(trends, measure);
  const max = Math.max(0, ...rows.flatMap((row) => [row.reported ?? 0, row.upper ?? 0]));
  const label = MEASURE_LABELS[measure];
  return (
    <ChartPanel
      title={`${label} and forecast`}
      description={
        forecast?.unavailable
          ? `${label} by month. ${forecast.unavailable}`
          : `${label} by month, then the next 12 months as the organization's history predicts them, with a 95% band.`
      }
      table={trendTable(trends, measure)}
      fileName={fileName}
    >
      <LineChart
        h={Math.round(GRAPH_HEIGHT * 0.8)}
        data={rows.map((row) => ({ ...row, month: monthLabel(row.month) }))}
        dataKey="month"
        series={[
          { name: 'reported', label: 'Reported', color: 'teal.7' },
          { name: 'forecast', label: 'Forecast', color: 'orange.7', strokeDasharray: '6 4' },
          { name: 'lower', label: '95% low', color: 'gray.6', strokeDasharray: '2 3' },
          { name: 'upper', label: '95% high', color: 'gray.6', strokeDasharray: '2 3' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        withDots={false}
        connectNulls={false}
        curveType="linear"
        yAxisProps={countAxisProps(max)}
      />
    </ChartPanel>
  );
}

function UnusualMonths({ trends }: { trends: DashboardTrends }) {
  const items = (['intakes', 'outcomes'] as const).flatMap((measure) =>
    (forecastShown(trends, measure)?.unusual ?? []).map((month) => ({
      key: `${measure}-${month.month}`,
      text: unusualText(measure, month),
    })),
  );
  if (items.length === 0) return null;
  return (
    <Alert color="yellow" title="Months far from the organization's history">
      <Stack gap="xs">
        <List size="sm">
          {items.map((item) => (
            <List.Item key={item.key}>{item.text}</List.Item>
          ))}
        </List>
        <Text size="sm">Check that these months were entered as intended; the forecast leaves them out.</Text>
      </Stack>
    </Alert>
  );
}

type TrendsViewProps = { organizationId: string; now: Date };

export function TrendsView({ organizationId, now }: TrendsViewProps) {
  const title = useRouteTitle();
  const choices = useDashboardChoices(organizationId, now, DEFAULT_TREND_MONTHS);
  const trends = useDashboardTrends({
    organizationId,
    period: choices.period,
    locationId: choices.locationId,
    species: choices.species,
  });
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      {choices.controls}
      <DashboardRead
        query={trends}
        what="the trends"
        isEmpty={(data) => data.monthsReported === 0}
        emptyText={NO_RECORDS_TEXT}
      >
        {(data) => (
          <>
            <Text size="sm">
              Months with records: {data.monthsReported}. The forecast learns from the {data.completeMonths}{' '}
              whose entry is complete.
            </Text>
            <UnusualMonths trends={data} />
            <TrendChart trends={data} measure="intakes" fileName={choices.fileName('intakes-forecast')} />
            <TrendChart trends={data} measure="outcomes" fileName={choices.fileName('outcomes-forecast')} />
          </>
        )}
      </DashboardRead>
    </Stack>
  );
}
