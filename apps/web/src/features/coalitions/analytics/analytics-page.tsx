/**
 * /coalitions/{coalitionId}/analytics: Coalition Analytics (002 §2.9), built natively (the spec embeds an
 * external dashboard; this portal works offline). A period of months (From, To: at most ten years, not after
 * this month; by default the last twelve complete months), then the charts of the coalition's shared
 * intake/outcome data, each with its table and CSV; an empty state when no contributor shares that data.
 */
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { YEAR_PICKER_MIN } from '@sac/domain';
import { useMemo, useState } from 'react';
import { useRouteTitle } from '../../../lib/route-title';
import { LoadError } from '../../../lib/ui/load-error';
import {
  type AnalyticsPeriod,
  defaultPeriod,
  MAX_PERIOD_MONTHS,
  monthIndexOf,
  useCoalitionAnalytics,
} from '../api/coalition-analytics';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import {
  ContributorComparison,
  IntakeOutcomeTrend,
  LiveReleaseTrend,
  ReportingTrend,
} from './analytics-charts';

export const NO_SHARING_TEXT = 'No contributor shares intake/outcome data with this coalition.';
export const NO_RECORDS_TEXT = 'No intake or outcome records were shared for this period.';

const MONTH_PICKER_LABELS = {
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/** The picker's value (YYYY-MM-DD) as YYYY-MM, and back. */
const toKey = (value: string | null) => (value ? value.slice(0, 7) : null);
const toValue = (key: string) => `${key}-01`;

/** What is wrong with a picked period, if anything. */
export function periodError(from: string | null, to: string | null): string | null {
  if (!from || !to) return 'Pick both months.';
  if (monthIndexOf(from) > monthIndexOf(to)) return 'From must not be after To.';
  if (monthIndexOf(to) - monthIndexOf(from) + 1 > MAX_PERIOD_MONTHS) return 'Pick at most ten years.';
  return null;
}

function PeriodPicker({
  now,
  period,
  onApply,
}: {
  now: Date;
  period: AnalyticsPeriod;
  onApply: (period: AnalyticsPeriod) => void;
}) {
  const [from, setFrom] = useState<string | null>(period.from);
  const [to, setTo] = useState<string | null>(period.to);
  const [showError, setShowError] = useState(false);
  const error = periodError(from, to);
  const minDate = `${YEAR_PICKER_MIN}-01-01`;
  const maxDate = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-01`;
  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        aria-label="Analytics period"
        onSubmit={(event) => {
          event.preventDefault();
          setShowError(true);
          if (!error && from && to) onApply({ from, to });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <MonthPickerInput
            label="From"
            valueFormat="MMMM YYYY"
            ariaLabels={MONTH_PICKER_LABELS}
            minDate={minDate}
            maxDate={maxDate}
            value={from ? toValue(from) : null}
            onChange={(value) => setFrom(toKey(value))}
            miw={180}
          />
          <MonthPickerInput
            label="To"
            valueFormat="MMMM YYYY"
            ariaLabels={MONTH_PICKER_LABELS}
            minDate={minDate}
            maxDate={maxDate}
            value={to ? toValue(to) : null}
            onChange={(value) => setTo(toKey(value))}
            miw={180}
          />
          <Button type="submit">Show</Button>
        </Group>
        {showError && error && (
          <Text c="red" size="sm" mt="xs" role="alert">
            {error}
          </Text>
        )}
      </form>
    </Paper>
  );
}

function CoalitionAnalyticsView({ now }: { now: Date }) {
  const coalition = useLayoutCoalition();
  const coalitionId = String(coalition.id);
  const title = useRouteTitle();
  const initial = useMemo(() => defaultPeriod(now), [now]);
  const [period, setPeriod] = useState(initial);
  const analytics = useCoalitionAnalytics(coalitionId, period);
  const data = analytics.data;
  const fileName = (chart: string) => `coalition-${coalitionId}-${chart}-${period.from}-to-${period.to}.csv`;

  return (
    <Stack gap="lg">
      <Title order={2}>{title ?? 'Coalition Analytics'}</Title>
      <PeriodPicker now={now} period={period} onApply={setPeriod} />
      {analytics.isError ? (
        <LoadError
          title="Unable to load the analytics"
          error={analytics.error}
          onRetry={analytics.refetch}
          retrying={analytics.isFetching}
        />
      ) : !data ? (
        <Center py="xl">
          <Loader aria-label="Loading the analytics" />
        </Center>
      ) : data.contributorCount === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {NO_SHARING_TEXT}
        </Text>
      ) : (
        <>
          {data.speciesMonths.length === 0 && (
            <Text c="dimmed" ta="center">
              {NO_RECORDS_TEXT}
            </Text>
          )}
          <IntakeOutcomeTrend analytics={data} fileName={fileName} />
          <LiveReleaseTrend analytics={data} fileName={fileName} />
          <ReportingTrend analytics={data} fileName={fileName} />
          <ContributorComparison analytics={data} fileName={fileName} />
        </>
      )}
    </Stack>
  );
}

export default function CoalitionAnalyticsPage({ now }: { now?: Date }) {
  const [today] = useState(() => now ?? new Date());
  return (
    <CoalitionLayout>
      <CoalitionAnalyticsView now={today} />
    </CoalitionLayout>
  );
}
