/** /organizations/{orgId}/entry-logs (001 §2 Entry logs): every data entry of the organization, newest first. */
import { Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { EMPTY_TEXTS, PAGINATION_SIBLINGS } from '@sac/domain';
import type { EntryLog } from '../../lib/api/entry-log';
import { usePagedList, usePageParam } from '../../lib/api/paged-list';
import { displayDateTime } from '../../lib/date-time';
import { OrganizationLayout, useLayoutOrganization } from '../../lib/organization/organization-layout';
import { ListTable } from '../../lib/ui/list-table';
import { LoadError } from '../../lib/ui/load-error';
import { entryLogsQueryOptions } from './api/list-entry-logs';
import { channelLabel, monthName } from './organization-format';

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
  const [page, setPage] = usePageParam();
  const query = usePagedList(entryLogsQueryOptions(organizationId), page);

  return (
    <Stack gap="md">
      <Title order={2}>Data Entry Log</Title>
      {query.isError ? (
        <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} />
      ) : query.data ? (
        <>
          <EntryLogsTable logs={query.data.records} />
          {query.pages > 1 && (
            <Pagination total={query.pages} value={page} siblings={PAGINATION_SIBLINGS} onChange={setPage} />
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
