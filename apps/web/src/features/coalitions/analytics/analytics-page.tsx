/**
 * /coalitions/{coalitionId}/analytics: Coalition Analytics (002 §2.9), built natively (the spec embeds an
 * external dashboard; this portal works offline). A period of months (From, To: at most ten years, not after
 * this month; by default the last twelve complete months), then the charts of the coalition's shared
 * intake/outcome data, each with its table and CSV; an empty state when no contributor shares that data.
 */

import { Center, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { defaultPeriod } from '../../../lib/month-period';
import { useRouteTitle } from '../../../lib/route-title';
import { LabelledLoader } from '../../../lib/ui/labelled-loader';
import { LoadError } from '../../../lib/ui/load-error';
import { MonthPeriodPicker } from '../../../lib/ui/month-period-picker';
import { useCoalitionAnalytics } from '../api/coalition-analytics';
import { CoalitionLayout, useLayoutCoalition } from '../frame/coalition-layout';
import {
  ContributorComparison,
  IntakeOutcomeTrend,
  LiveReleaseTrend,
  ReportingTrend,
} from './analytics-charts';

export const NO_SHARING_TEXT = 'No contributor shares intake/outcome data with this coalition.';
export const NO_RECORDS_TEXT = 'No intake or outcome records were shared for this period.';

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
      <MonthPeriodPicker now={now} period={period} onApply={setPeriod} label="Analytics period" />
      {analytics.isError ? (
        <LoadError
          title="Unable to load the analytics"
          error={analytics.error}
          onRetry={analytics.refetch}
          retrying={analytics.isFetching}
        />
      ) : !data ? (
        <Center py="xl">
          <LabelledLoader label="Loading the analytics" />
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
