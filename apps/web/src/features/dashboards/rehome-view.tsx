/**
 * The Rehome dashboard (002 §2.13, issue 15), built from the portal's own records: for a tax id (the EIN of a
 * US organization, the business number of a Canadian one) and a period of months (by default the last 36
 * complete ones, a trend), the owner surrenders against the community services that keep pets home, month
 * by month, and the period's totals by category, in charts with their tables, CSV and PNG. An organization
 * user reads their organization's tax id, shown read-only; an administrator types one (empty at first, as
 * the spec has it), the organization's own offered.
 */

import { BarChart, LineChart } from '@mantine/charts';
import { Button, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatInteger } from '@sac/domain';
import { useMemo, useState } from 'react';
import { ApiError } from '../../lib/api/client';
import {
  defaultPeriod,
  type MonthPeriod,
  monthIndexOf,
  monthKey,
  monthLabel,
  periodLabel,
} from '../../lib/month-period';
import { useRouteTitle } from '../../lib/route-title';
import { ChartPanel, type ChartTable } from '../../lib/ui/chart-panel';
import { countAxisProps } from '../../lib/ui/chart-ticks';
import { LabelledLoader } from '../../lib/ui/labelled-loader';
import { LoadError } from '../../lib/ui/load-error';
import { MonthPeriodPicker } from '../../lib/ui/month-period-picker';
import { type DashboardRehome, useDashboardRehome } from './api/dashboard-rehome';
import {
  KEEP_HOME_SERVICES,
  monthsTable,
  OWNER_SURRENDERS,
  ratioText,
  servicesTable,
  surrendersTable,
} from './rehome-tables';
import { normalizeTaxId, type TaxId } from './rehome-tax-id';

export const NO_RECORDS_TEXT = 'No records were entered for this period.';
export const NOT_FOUND_TEXT = 'No organization you can read has this EIN or business number.';
export const NO_TAX_ID_TEXT = 'Enter an EIN or business number, then press Show.';
const TAX_ID_ERROR = 'Enter an EIN or business number of 9 digits.';
/** A trend reads best over three years. */
const DEFAULT_MONTHS = 36;
const CHART_HEIGHT = 300;

function trendPeriod(now: Date): MonthPeriod {
  const { to } = defaultPeriod(now);
  return { from: monthKey(monthIndexOf(to) - (DEFAULT_MONTHS - 1)), to };
}

function TrendChart({ rehome, fileName }: { rehome: DashboardRehome; fileName: string }) {
  // A month without records is a gap in the line, not a zero.
  const data = rehome.months.map((month) => ({
    month: monthLabel(month.month),
    ownerSurrenders: month.reported ? month.ownerSurrenders : null,
    keepHomeServices: month.reported ? month.keepHomeServices : null,
  }));
  const max = Math.max(0, ...rehome.months.flatMap((m) => [m.ownerSurrenders, m.keepHomeServices]));
  return (
    <ChartPanel
      title="Owner surrenders and keep-home services by month"
      description={`${periodLabel(rehome.from, rehome.to)}. ${ratioText(rehome)}`}
      table={monthsTable(rehome)}
      fileName={fileName}
    >
      <LineChart
        h={CHART_HEIGHT}
        data={data}
        dataKey="month"
        series={[
          { name: 'ownerSurrenders', label: OWNER_SURRENDERS, color: 'orange.6' },
          { name: 'keepHomeServices', label: KEEP_HOME_SERVICES, color: 'teal.7' },
        ]}
        connectNulls={false}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        curveType="linear"
        yAxisProps={countAxisProps(max)}
      />
    </ChartPanel>
  );
}

function CategoryChart({
  title,
  rehome,
  table,
  color,
  fileName,
}: {
  title: string;
  rehome: DashboardRehome;
  table: ChartTable;
  color: string;
  fileName: string;
}) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  // The table's last row is the total: the chart shows the categories.
  const rows = table.rows
    .slice(0, -1)
    .map(([label, total]) => ({ label: String(label), total: Number(total) }));
  return (
    <ChartPanel
      title={title}
      description={periodLabel(rehome.from, rehome.to)}
      table={table}
      fileName={fileName}
    >
      <BarChart
        h={Math.max(160, rows.length * (wide ? 40 : 60) + 40)}
        data={rows}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'total', label: 'Total', color }]}
        xAxisProps={countAxisProps(Math.max(0, ...rows.map((row) => row.total)), wide ? 5 : 2)}
        yAxisProps={{ width: wide ? 240 : 120 }}
        barChartProps={{ margin: { right: 24 } }}
      />
    </ChartPanel>
  );
}

function RehomeCharts({
  rehome,
  fileName,
}: {
  rehome: DashboardRehome;
  fileName: (chart: string) => string;
}) {
  const names = rehome.organizations.map((organization) => organization.name).join(', ');
  return (
    <>
      <Text size="sm">
        Organizations: {names}. {OWNER_SURRENDERS}: {formatInteger(rehome.totals.ownerSurrenders)}.{' '}
        {KEEP_HOME_SERVICES}: {formatInteger(rehome.totals.keepHomeServices)}. Months with records:{' '}
        {rehome.monthsReported}.
      </Text>
      <TrendChart rehome={rehome} fileName={fileName('by-month')} />
      <CategoryChart
        title="Keep-home services by category"
        rehome={rehome}
        table={servicesTable(rehome)}
        color="teal.7"
        fileName={fileName('services-by-category')}
      />
      <CategoryChart
        title="Owner surrenders by category"
        rehome={rehome}
        table={surrendersTable(rehome)}
        color="orange.6"
        fileName={fileName('surrenders-by-category')}
      />
    </>
  );
}

function RehomeResult({ taxId, period }: { taxId: string; period: MonthPeriod }) {
  const rehome = useDashboardRehome({ taxId, period });
  const fileName = (chart: string) => `rehome-${taxId}-${chart}-${period.from}-to-${period.to}.csv`;
  if (taxId === '') return <Text c="dimmed">{NO_TAX_ID_TEXT}</Text>;
  if (rehome.isError) {
    if (rehome.error instanceof ApiError && rehome.error.status === 404) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {NOT_FOUND_TEXT}
        </Text>
      );
    }
    return (
      <LoadError
        title="Unable to load the Rehome dashboard"
        error={rehome.error}
        onRetry={rehome.refetch}
        retrying={rehome.isFetching}
      />
    );
  }
  if (!rehome.data) {
    return (
      <Center py="xl">
        <LabelledLoader label="Loading the Rehome dashboard" />
      </Center>
    );
  }
  if (rehome.data.monthsReported === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {NO_RECORDS_TEXT}
      </Text>
    );
  }
  return <RehomeCharts rehome={rehome.data} fileName={fileName} />;
}

type RehomeViewProps = {
  now: Date;
  /**
   * `fixed`: the tax id read, shown read-only (an organization user's own). `chosen`: typed by an
   * administrator, empty at first, the organization's own offered (null when it has none).
   */
  taxId: { mode: 'fixed'; value: TaxId | null } | { mode: 'chosen'; offered: TaxId | null };
};

export function RehomeView({ now, taxId }: RehomeViewProps) {
  const title = useRouteTitle();
  const initial = useMemo(() => trendPeriod(now), [now]);
  const [period, setPeriod] = useState(initial);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const applied = taxId.mode === 'fixed' ? (taxId.value?.digits ?? '') : chosen;

  const handleApply = (next: MonthPeriod) => {
    setPeriod(next);
    if (taxId.mode === 'fixed') return;
    const digits = normalizeTaxId(draft);
    setDraftError(digits === null ? TAX_ID_ERROR : null);
    if (digits !== null) setChosen(digits);
  };

  return (
    <Stack gap="lg">
      <Title order={2}>{title}</Title>
      <MonthPeriodPicker now={now} period={period} onApply={handleApply} label="Dashboard period">
        {taxId.mode === 'fixed' ? (
          <TextInput
            label={taxId.value?.label ?? 'EIN'}
            value={taxId.value?.shown ?? ''}
            readOnly
            miw={180}
          />
        ) : (
          <TextInput
            label="EIN or business number"
            placeholder="12-3456789"
            value={draft}
            maxLength={20}
            error={draftError}
            onChange={(event) => setDraft(event.currentTarget.value)}
            miw={200}
          />
        )}
      </MonthPeriodPicker>
      {taxId.mode === 'chosen' && taxId.offered && (
        <div>
          <Button variant="subtle" size="xs" onClick={() => setDraft(taxId.offered!.shown)}>
            Use this organization’s {taxId.offered.label} ({taxId.offered.shown})
          </Button>
        </div>
      )}
      {taxId.mode === 'fixed' && taxId.value === null ? (
        <Text c="dimmed">Your organization has no EIN or business number on file.</Text>
      ) : (
        <RehomeResult taxId={applied} period={period} />
      )}
    </Stack>
  );
}
