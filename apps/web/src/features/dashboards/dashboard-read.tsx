/**
 * What the organization dashboards share around their charts: the choices of a period, a location and a
 * species (the state and the controls), and their read as it stands — its error with Try Again, a loader,
 * the text of an empty period, or the charts.
 */

import { Center, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { defaultPeriod } from '../../lib/month-period';
import { LabelledLoader } from '../../lib/ui/labelled-loader';
import { LoadError } from '../../lib/ui/load-error';
import { MonthPeriodPicker } from '../../lib/ui/month-period-picker';
import { ALL, DashboardFilters, filterValue } from './dashboard-filters';

/** The period (by default the last `months` complete months), location and species a dashboard shows. */
export function useDashboardChoices(organizationId: string, now: Date, months = 12) {
  const initial = useMemo(() => defaultPeriod(now, months), [now, months]);
  const [period, setPeriod] = useState(initial);
  const [location, setLocation] = useState(ALL);
  const [species, setSpecies] = useState(ALL);
  const controls = (
    <>
      <MonthPeriodPicker now={now} period={period} onApply={setPeriod} label="Dashboard period" />
      <DashboardFilters
        organizationId={organizationId}
        location={location}
        onLocation={setLocation}
        species={species}
        onSpecies={setSpecies}
      />
    </>
  );
  return {
    period,
    locationId: filterValue(location),
    species: filterValue(species),
    controls,
    /** A chart's CSV file name (its PNG's is the same with .png). */
    fileName: (chart: string) => `organization-${organizationId}-${chart}-${period.from}-to-${period.to}.csv`,
  };
}

type DashboardReadProps<T> = {
  query: UseQueryResult<T>;
  /** What is read, for the loader's name and the error's title: "the totals". */
  what: string;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
};

export function DashboardRead<T>({ query, what, isEmpty, emptyText, children }: DashboardReadProps<T>) {
  if (query.isError) {
    return (
      <LoadError
        title={`Unable to load ${what}`}
        error={query.error}
        onRetry={query.refetch}
        retrying={query.isFetching}
      />
    );
  }
  if (!query.data) {
    return (
      <Center py="xl">
        <LabelledLoader label={`Loading ${what}`} />
      </Center>
    );
  }
  if (isEmpty(query.data)) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return children(query.data);
}
