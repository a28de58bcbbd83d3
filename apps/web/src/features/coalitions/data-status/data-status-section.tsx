/**
 * One section of the Data Status Table (002 §2.10): Name, the twelve months of the year with their status
 * icons (unbegun by default), Last Update (MM-dd-yyyy or N/A), its own pager and its CSV button.
 */
import { Group, Stack, Text, Title } from '@mantine/core';
import { EMPTY_TEXTS, formatLastUpdate, MONTH_NAMES, type StatusExportType } from '@sac/domain';
import { useState } from 'react';
import { usePagedList } from '../../../lib/api/paged-list';
import type { ListColumn } from '../../../lib/ui/list-table';
import { PagedListTable } from '../../../lib/ui/paged-list-table';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import {
  type DataStatusFilters,
  type DataStatusKind,
  dataStatusQueryOptions,
  type StatusOrganization,
  statusesOf,
  useLastUpdate,
} from '../api/data-status';
import type { useStatusExport } from '../api/status-export';
import { MonthStatusCell } from './month-status-cell';
import { StatusExportButton } from './status-export-button';

function LastUpdate({ organizationId, kind }: { organizationId: string; kind: DataStatusKind }) {
  const latest = useLastUpdate(organizationId, kind);
  if (latest.isPending) return <Text c="dimmed">…</Text>;
  return <>{formatLastUpdate(latest.data ?? null)}</>;
}

export function DataStatusSection({
  title,
  kind,
  exportType,
  coalitionId,
  filters,
  exporter,
}: {
  title: string;
  kind: DataStatusKind;
  exportType: StatusExportType;
  coalitionId: string;
  filters: DataStatusFilters;
  exporter: ReturnType<typeof useStatusExport>;
}) {
  const [page, setPage] = useState(1);
  const [shownFilters, setShownFilters] = useState(filters);
  // New filters start again at the first page.
  if (shownFilters !== filters) {
    setShownFilters(filters);
    setPage(1);
  }
  const list = usePagedList(dataStatusQueryOptions(coalitionId, filters), page);

  const columns: ListColumn<StatusOrganization>[] = [
    { header: 'Name', cell: (o) => o.name, cellProps: { miw: 180 } },
    ...MONTH_NAMES.map(
      (month, index): ListColumn<StatusOrganization> => ({
        header: month.slice(0, 3),
        headerProps: { style: { textAlign: 'center' } },
        cell: (o) => {
          const status =
            statusesOf(o, kind).find((s) => Number(s.year) === filters.year && Number(s.month) === index + 1)
              ?.status ?? 'unbegun';
          return <MonthStatusCell status={status} month={`${month} ${filters.year}`} />;
        },
      }),
    ),
    {
      header: 'Last Update',
      cellProps: { style: { whiteSpace: 'nowrap' } },
      cell: (o) => <LastUpdate organizationId={o.id} kind={kind} />,
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={3}>{title}</Title>
        <StatusExportButton
          type={exportType}
          exporter={exporter}
          request={{ coalitionId, year: filters.year, search: filters.search }}
        />
      </Group>
      <TableScrollRegion label={title} minWidth={900}>
        <PagedListTable
          aria-label={title}
          list={list}
          page={page}
          onPageChange={setPage}
          rowKey={(o) => o.id}
          emptyText={EMPTY_TEXTS.contributors}
          columns={columns}
        />
      </TableScrollRegion>
    </Stack>
  );
}
