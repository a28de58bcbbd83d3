/**
 * The Intake and Outcome Totals and Community Services Totals dashboards (002 §2.13, issue 15), built from
 * the portal's own records: a period of months (by default the last twelve complete ones), a location (All
 * Locations or one) and a species (all or one), then the period's totals by category, by species and by age
 * group, each beside the same months a year before, in charts with their tables, CSV and PNG.
 */
import { BarChart } from '@mantine/charts';
import { Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EntryAction } from '@sac/domain';
import { periodLabel } from '../../lib/month-period';
import { useRouteTitle } from '../../lib/route-title';
import { ChartPanel } from '../../lib/ui/chart-panel';
import { countAxisProps } from '../../lib/ui/chart-ticks';
import { type DashboardTotals, useDashboardTotals } from './api/dashboard-totals';
import { DashboardRead, useDashboardChoices } from './dashboard-read';
import {
  ageGroupRows,
  categoryGroups,
  categoryRows,
  speciesRows,
  type TotalsRow,
  totalsTable,
} from './totals-tables';

export const NO_RECORDS_TEXT = 'No records were entered for this period.';
/** Room for the longest category name beside its bars: two lines on a wide screen, three on a phone. */
const LABEL_WIDTH = { wide: 240, narrow: 120 };
const BAR_HEIGHT = { wide: 40, narrow: 60 };

function TotalsChart({
  title,
  heading,
  rows,
  totals,
  fileName,
}: {
  title: string;
  heading: string;
  rows: TotalsRow[];
  totals: DashboardTotals;
  fileName: string;
}) {
  const max = Math.max(0, ...rows.flatMap((row) => [row.total, row.previousTotal]));
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  return (
    <ChartPanel
      title={title}
      description={`${periodLabel(totals.from, totals.to)}, against the same months a year before.`}
      table={totalsTable(heading, rows, totals)}
      fileName={fileName}
    >
      <BarChart
        h={Math.max(160, rows.length * (wide ? BAR_HEIGHT.wide : BAR_HEIGHT.narrow) + 70)}
        data={rows.map((row) => ({ label: row.label, total: row.total, previousTotal: row.previousTotal }))}
        dataKey="label"
        orientation="vertical"
        series={[
          { name: 'total', label: 'This period', color: 'teal.7' },
          { name: 'previousTotal', label: 'A year before', color: 'gray.5' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        xAxisProps={countAxisProps(max, wide ? 5 : 2)}
        yAxisProps={{ width: wide ? LABEL_WIDTH.wide : LABEL_WIDTH.narrow }}
        // Room on the right for the last tick's number.
        barChartProps={{ margin: { right: 24 } }}
      />
    </ChartPanel>
  );
}

function TotalsCharts({
  totals,
  fileName,
}: {
  totals: DashboardTotals;
  fileName: (chart: string) => string;
}) {
  return (
    <>
      {categoryGroups(totals.action).map((group) => (
        <TotalsChart
          key={group.key}
          title={group.title}
          heading="Category"
          rows={categoryRows(totals, group.categories)}
          totals={totals}
          fileName={fileName(`${group.key}-by-category`)}
        />
      ))}
      <TotalsChart
        title="By species"
        heading="Species"
        rows={speciesRows(totals.cells)}
        totals={totals}
        fileName={fileName('by-species')}
      />
      <TotalsChart
        title="By age group"
        heading="Age group"
        rows={ageGroupRows(totals.cells, totals.action)}
        totals={totals}
        fileName={fileName('by-age-group')}
      />
    </>
  );
}

type TotalsViewProps = { organizationId: string; action: EntryAction; now: Date };

export function TotalsView({ organizationId, action, now }: TotalsViewProps) {
  const title = useRouteTitle();
  const choices = useDashboardChoices(organizationId, now);
  const totals = useDashboardTotals({
    organizationId,
    action,
    period: choices.period,
    locationId: choices.locationId,
    species: choices.species,
  });
  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      {choices.controls}
      <DashboardRead
        query={totals}
        what="the totals"
        isEmpty={(data) => data.monthsReported === 0}
        emptyText={NO_RECORDS_TEXT}
      >
        {(data) => (
          <>
            <Text size="sm">
              Months with records: {data.monthsReported} in this period, {data.previousMonthsReported} a year
              before.
            </Text>
            <TotalsCharts totals={data} fileName={choices.fileName} />
          </>
        )}
      </DashboardRead>
    </Stack>
  );
}
