/**
 * The overview by category (000 §2 Home): the year's sums per intake category (IOD) or service (CSD)
 * and age group, in the generic sortable table.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { AgeTable } from './age-table';
import { WidgetError, WidgetLoader } from './widget-state';
import { categoryRows, type OverviewKind, type YearRecord } from './year-overview';

type CategoryOverviewProps = { kind: OverviewKind; year: number; records: UseQueryResult<YearRecord[]> };

const rowKey = (row: { key: string }) => row.key;

export function CategoryOverview({ kind, year, records }: CategoryOverviewProps) {
  // Drawn in a transition, as the overview graph is: the memoised table keeps the urgent render cheap.
  const data = useDeferredValue(records.data);
  const rows = useMemo(() => data && categoryRows(data, kind), [data, kind]);
  const label = `Overview by category ${year}`;
  if (records.isError) return <WidgetError title="Unable to load the overview by category" query={records} />;
  if (!rows) return <WidgetLoader label={`Loading the ${label}`} />;
  return (
    <AgeTable
      label={label}
      labelHeader={kind === 'animal_intakes' ? 'Intake Category' : 'Service'}
      rows={rows}
      rowKey={rowKey}
    />
  );
}
