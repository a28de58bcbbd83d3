/** The options screen's entry log (000 §2): the location's intake and outcome entries, newest first, paged. */
import { Stack, Table, Title } from '@mantine/core';
import { EMPTY_TEXTS, ENTRY_LOG_CHANNEL_LABELS, type EntryLogChannel, monthName } from '@sac/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EntryLog } from '../../lib/api/entry-log';
import { usePagedList, usePageParam } from '../../lib/api/paged-list';
import { displayDateTime } from '../../lib/date-time';
import { PagedListTable } from '../../lib/ui/paged-list-table';
import { locationEntryLogsQueryOptions, refetchEntryLogsSoon } from './api/list-location-entry-logs';

const channelLabel = (channel: string | null) =>
  channel ? (ENTRY_LOG_CHANNEL_LABELS[channel as EntryLogChannel] ?? channel) : '';

export function EntryLogTable({ locationId }: { locationId: string }) {
  const [page, setPage] = usePageParam();
  const list = usePagedList(locationEntryLogsQueryOptions(locationId), page);
  const queryClient = useQueryClient();
  // The log row of an entry just saved may land after this screen first loads: look again a second later.
  useEffect(() => {
    const timer = refetchEntryLogsSoon(queryClient, locationId);
    return () => clearTimeout(timer);
  }, [queryClient, locationId]);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Entry Log
      </Title>
      <Table.ScrollContainer minWidth={760}>
        <PagedListTable<EntryLog>
          aria-label="Entry log"
          list={list}
          page={page}
          onPageChange={setPage}
          rowKey={(log) => log.id}
          emptyText={EMPTY_TEXTS.logs}
          columns={[
            { header: 'Created At', cell: (log) => displayDateTime(log.createdAt) },
            { header: 'Month of Record', cell: (log) => monthName(Number(log.month)) ?? log.month },
            { header: 'Year of Record', cell: (log) => log.year },
            { header: 'Updated At', cell: (log) => displayDateTime(log.updatedAt) },
            { header: 'Data Entry Type', cell: (log) => channelLabel(log.channel) },
            { header: 'Location Id', cell: (log) => log.locationId ?? '' },
          ]}
        />
      </Table.ScrollContainer>
    </Stack>
  );
}
