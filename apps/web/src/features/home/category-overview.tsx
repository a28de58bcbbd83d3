/**
 * The overview by category (000 §2 Home): the year's sums per intake category (IOD) or service (CSD)
 * and age group, in the generic sortable table.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { AgeTable } from './age-table';
import { WidgetError, WidgetLoader } from './widget-state';
import { categoryRows, type OverviewKind, type YearRecord } from './year-overview';

type CategoryOverviewProps = { kind: OverviewKind; year: number; records: UseQueryResult<YearRecord[]> };

export function CategoryOverview({ kind, year, records }: CategoryOverviewProps) {
  const label = `Overview by category ${year}`;
  if (records.isError) return <WidgetError title="Unable to load the overview by category" query={records} />;
  if (!records.data) return <WidgetLoader label={`Loading the ${label}`} />;
  return (
    <AgeTable
      label={label}
      labelHeader={kind === 'animal_intakes' ? 'Intake Category' : 'Service'}
      rows={categoryRows(records.data, kind)}
      rowKey={(row) => row.key}
    />
  );
}
