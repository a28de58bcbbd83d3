/** /organizations/{orgId}/entry-logs (001 §2 Entry logs): every data entry of the organization, newest first. */
import { Alert, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { EMPTY_TEXTS, PAGINATION_SIBLINGS } from '@sac/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { displayDateTime } from '../../lib/date-time';
import { errorMessage } from '../../lib/errors';
import { ListTable } from '../../lib/ui/list-table';
import { type EntryLog, entryLogsQueryOptions } from './api/list-entry-logs';
import { channelLabel, monthName } from './organization-format';
import { OrganizationLayout, useLayoutOrganization } from './organization-layout';
import { nextPage, pageCount, parsePage } from './pagination';

function EntryLogsTable({ logs }: { logs: EntryLog[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <ListTable
        striped
        records={logs}
        rowKey={(log) => log.id}
        emptyText={EMPTY_TEXTS.logs}
        columns={[
          { header: 'Created At', cell: (log) => displayDateTime(log.createdAt) },
          { header: 'Month of Record', cell: (log) => monthName(log.month) },
          { header: 'Year of Record', cell: (log) => log.year },
          { header: 'Updated At', cell: (log) => displayDateTime(log.updatedAt) },
          { header: 'Data Entry Type', cell: (log) => channelLabel(log.channel) },
          { header: 'Location Id', cell: (log) => log.locationId ?? '' },
        ]}
      />
    </Table.ScrollContainer>
  );
}

function EntryLogs({ organizationId }: { organizationId: string }) {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const queryClient = useQueryClient();
  const query = useQuery(entryLogsQueryOptions(organizationId, page));
  const total = query.data?.total ?? 0;

  useEffect(() => {
    const next = query.data ? nextPage(page, total) : null;
    if (next) void queryClient.prefetchQuery(entryLogsQueryOptions(organizationId, next));
  }, [query.data, page, total, organizationId, queryClient]);

  return (
    <Stack gap="md">
      <Title order={2}>Data Entry Log</Title>
      {query.isError ? (
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : query.data ? (
        <>
          <EntryLogsTable logs={query.data.logs} />
          {pageCount(total) > 1 && (
            <Pagination
              total={pageCount(total)}
              value={page}
              siblings={PAGINATION_SIBLINGS}
              onChange={(value) => setParams(value > 1 ? { page: String(value) } : {})}
            />
          )}
        </>
      ) : (
        <Text c="dimmed">Loading…</Text>
      )}
    </Stack>
  );
}

function LayoutEntryLogs() {
  return <EntryLogs organizationId={useLayoutOrganization().id} />;
}

export default function EntryLogsPage() {
  return (
    <OrganizationLayout>
      <LayoutEntryLogs />
    </OrganizationLayout>
  );
}
