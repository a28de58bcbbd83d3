/**
 * 'Available Exports' (002 §2.11, §4): the coalition's exports, newest first, with Created At, Month and
 * Year of Record, the kind of export, Completed At and a status cell ('Generating CSV…', 'Export failed' or
 * a Download CSV link). While any export is started the list refreshes every 10 seconds.
 */
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { EXPORT_JOB_MESSAGES, MONTH_NAMES } from '@sac/domain';
import { displayDateTime } from '../../../lib/date-time';
import { LoadError } from '../../../lib/ui/load-error';
import { TableScrollRegion } from '../../../lib/ui/table-scroll-region';
import { type CoalitionDataExport, type ExportFor, useCoalitionDataExports } from '../api/coalition-exports';

export const EXPORT_LABELS: Record<ExportFor, string> = {
  intake_outcome: 'Intake/Outcome Export',
  community: 'Community Services Data',
  contributors: 'Contributors Data',
};

function StatusCell({ row }: { row: CoalitionDataExport }) {
  if (row.status === 'started') return <Text size="sm">{EXPORT_JOB_MESSAGES.generatingCsv}</Text>;
  if (row.status === 'failed' || !row.attachedFilePath)
    return (
      <Text size="sm" c="red" title={row.errorMessage ?? undefined}>
        {EXPORT_JOB_MESSAGES.exportFailedCell}
      </Text>
    );
  return (
    <Anchor href={row.attachedFilePath} download size="sm">
      Download CSV
    </Anchor>
  );
}

export function AvailableExports({ coalitionId }: { coalitionId: string }) {
  const exports = useCoalitionDataExports(coalitionId);
  const rows = exports.data ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4" id="available-exports">
          Available Exports
        </Title>
        {exports.isError ? (
          <LoadError
            title="Could not load the exports"
            error={exports.error}
            onRetry={exports.refetch}
            retrying={exports.isFetching}
          />
        ) : (
          <TableScrollRegion label="Available Exports" minWidth={640}>
            <Table aria-labelledby="available-exports" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Created At</Table.Th>
                  <Table.Th>Month of Record</Table.Th>
                  <Table.Th>Year of Record</Table.Th>
                  <Table.Th>Export</Table.Th>
                  <Table.Th>Completed At</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed" ta="center">
                        {exports.isPending ? 'Loading…' : 'No exports found'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{displayDateTime(row.createdAt)}</Table.Td>
                      <Table.Td>{row.monthOfRecord ? MONTH_NAMES[row.monthOfRecord - 1] : ''}</Table.Td>
                      <Table.Td>{row.yearOfRecord ?? ''}</Table.Td>
                      <Table.Td>{EXPORT_LABELS[row.exportFor] ?? row.exportFor}</Table.Td>
                      <Table.Td>{displayDateTime(row.completedAt)}</Table.Td>
                      <Table.Td>
                        <StatusCell row={row} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </TableScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}
