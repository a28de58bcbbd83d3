/**
 * "Recent runs" of the aggregation page (002 §2.14): the latest runs of one vendor, read again every few
 * seconds while one is queued or running, each row followed by what the run has to say (run-details.tsx).
 */
import { Anchor, Badge, Box, Stack, Table, Text, Title } from '@mantine/core';
import { formatInteger, type ShelterSoftwareVendor } from '@sac/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  type AggregationRun,
  aggregationRunsQueryOptions,
  NO_AGGREGATION_RUNS_TEXT,
  runMonthLabel,
  runStatusColor,
  runStatusLabel,
} from '../../lib/api/aggregation-runs';
import { displayDateTime } from '../../lib/date-time';
import { paths } from '../../lib/paths';
import { LabelledLoader } from '../../lib/ui/labelled-loader';
import { LoadError } from '../../lib/ui/load-error';
import { TableScrollRegion } from '../../lib/ui/table-scroll-region';
import { hasRunDetails, RunDetails } from './run-details';

const RUNS_SHOWN = 25;
const COLUMNS = 6;
/**
 * The details of a run keep to the visible width of the table's box (a container, `cqi`) and stay at its left
 * edge while the row scrolls sideways, so a phone reads them without scrolling.
 */
const DETAILS_IN_VIEW = {
  position: 'sticky',
  left: 0,
  maxWidth: 'min(100%, calc(100cqi - 2 * var(--table-horizontal-spacing, 0px)))',
} as const;

const count = (value: number | null) => (value === null ? '—' : formatInteger(value));

/** '8 counted, 2 not counted, 1 unmapped': the parts the run knows. */
function eventsBreakdown(run: AggregationRun): string {
  const parts = [
    run.eventsCounted === null ? null : `${formatInteger(run.eventsCounted)} counted`,
    run.eventsNotCounted === null ? null : `${formatInteger(run.eventsNotCounted)} not counted`,
    run.eventsUnmapped === null ? null : `${formatInteger(run.eventsUnmapped)} unmapped`,
  ];
  return parts.filter(Boolean).join(', ');
}

function RunRow({ run }: { run: AggregationRun }) {
  const details = hasRunDetails(run);
  const breakdown = eventsBreakdown(run);
  return (
    <>
      <Table.Tr style={details ? { borderBottom: 'none' } : undefined}>
        <Table.Td>
          <Anchor component={Link} to={paths.organization(run.orgId)} size="sm">
            {run.orgName ?? `Organization ${run.orgId}`}
          </Anchor>
          <Text size="xs" c="dimmed">
            ID {run.orgId}
          </Text>
        </Table.Td>
        <Table.Td>{runMonthLabel(run)}</Table.Td>
        <Table.Td>
          <Badge variant="light" color={runStatusColor(run.status)} miw="max-content">
            {runStatusLabel(run.status)}
          </Badge>
          {run.overwrite && (
            <Text size="xs" c="dimmed">
              Replaces entered numbers
            </Text>
          )}
        </Table.Td>
        <Table.Td>
          {count(run.eventsPulled)}
          {breakdown && (
            <Text size="xs" c="dimmed">
              {breakdown}
            </Text>
          )}
        </Table.Td>
        <Table.Td>{count(run.recordsWritten)}</Table.Td>
        <Table.Td>{displayDateTime(run.finishedAt) || '—'}</Table.Td>
      </Table.Tr>
      {details && (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS} pt={0}>
            <Box style={DETAILS_IN_VIEW}>
              <RunDetails run={run} />
            </Box>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

export function AggregationRuns({ vendor }: { vendor: ShelterSoftwareVendor }) {
  const list = useQuery(aggregationRunsQueryOptions({ vendor }, RUNS_SHOWN));
  const runs = list.data?.runs ?? [];
  return (
    <Stack gap="sm">
      <Title order={2}>Recent runs</Title>
      {list.isError && <LoadError error={list.error} onRetry={list.refetch} retrying={list.isFetching} />}
      <Box style={{ containerType: 'inline-size' }}>
        <TableScrollRegion label="Recent runs" minWidth={760}>
          {/* Not striped: a run's details row belongs to the row above it. */}
          <Table
            striped={false}
            highlightOnHover={false}
            aria-label="Recent runs"
            aria-busy={list.isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Organization</Table.Th>
                <Table.Th>Month</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Events</Table.Th>
                <Table.Th>Records written</Table.Th>
                <Table.Th>Finished</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.map((run) => (
                <RunRow key={run.id} run={run} />
              ))}
              {list.isSuccess && runs.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={COLUMNS}>
                    <Text c="dimmed" ta="center" py="md">
                      {NO_AGGREGATION_RUNS_TEXT}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      </Box>
      {list.isPending && <LabelledLoader label="Loading aggregation runs" size="sm" />}
      {list.data && list.data.total > runs.length && (
        <Text size="sm" c="dimmed">
          The latest {runs.length} of {formatInteger(list.data.total)} runs.
        </Text>
      )}
    </Stack>
  );
}
