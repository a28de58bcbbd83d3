/**
 * The organization's recent aggregation runs on its API Mapping tab (002 §2.14; read-only, admins settle a
 * run on the aggregation page): month, status, events, records written, when it finished and what it said,
 * with the event types that blocked it, which are mapped in the tables above.
 */
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatInteger } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import {
  type AggregationRun,
  aggregationRunsQueryOptions,
  eventsLabel,
  NO_AGGREGATION_RUNS_TEXT,
  runMonthLabel,
  runStatusColor,
  runStatusLabel,
} from '../../lib/api/aggregation-runs';
import { displayDateTime } from '../../lib/date-time';
import { LabelledLoader } from '../../lib/ui/labelled-loader';
import { LoadError } from '../../lib/ui/load-error';
import { TableScrollRegion } from '../../lib/ui/table-scroll-region';

const RUNS_SHOWN = 10;
const COLUMNS = 5;
const count = (value: number | null) => (value === null ? '—' : formatInteger(value));

function RunNotes({ run }: { run: AggregationRun }) {
  const unmapped = run.status === 'blocked' ? (run.unmappedTypes ?? []) : [];
  if (!run.message && !run.countsNote && unmapped.length === 0) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={COLUMNS} pt={0}>
        <Stack gap={4}>
          {run.message && <Text size="sm">{run.message}</Text>}
          {run.countsNote && (
            <Text size="sm" c="dimmed">
              {run.countsNote}
            </Text>
          )}
          {unmapped.length > 0 && (
            <Text size="sm">
              Map these event types above:{' '}
              {unmapped.map((type) => `${type.key} (${eventsLabel(type.events)})`).join(', ')}
            </Text>
          )}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

export function AggregationRunsPanel({ organizationId }: { organizationId: string }) {
  const list = useQuery(aggregationRunsQueryOptions({ orgId: organizationId }, RUNS_SHOWN));
  const runs = list.data?.runs ?? [];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3}>Recent aggregation runs</Title>
        {list.isError ? (
          <LoadError error={list.error} onRetry={list.refetch} retrying={list.isFetching} />
        ) : (
          <TableScrollRegion label="Recent aggregation runs" minWidth={560}>
            <Table striped={false} highlightOnHover={false} aria-label="Recent aggregation runs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Events</Table.Th>
                  <Table.Th ta="right">Records written</Table.Th>
                  <Table.Th>Finished</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {runs.map((run) => (
                  <RunRows key={run.id} run={run} />
                ))}
                {list.isSuccess && runs.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <Text c="dimmed" ta="center" py="sm">
                        {NO_AGGREGATION_RUNS_TEXT}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </TableScrollRegion>
        )}
        {list.isPending && <LabelledLoader label="Loading aggregation runs" size="sm" />}
      </Stack>
    </Paper>
  );
}

function RunRows({ run }: { run: AggregationRun }) {
  return (
    <>
      <Table.Tr>
        <Table.Td>{runMonthLabel(run)}</Table.Td>
        <Table.Td>
          <Badge variant="light" color={runStatusColor(run.status)} miw="max-content">
            {runStatusLabel(run.status)}
          </Badge>
        </Table.Td>
        <Table.Td ta="right">{count(run.eventsPulled)}</Table.Td>
        <Table.Td ta="right">{count(run.recordsWritten)}</Table.Td>
        <Table.Td>{displayDateTime(run.finishedAt) || '—'}</Table.Td>
      </Table.Tr>
      <RunNotes run={run} />
    </>
  );
}
