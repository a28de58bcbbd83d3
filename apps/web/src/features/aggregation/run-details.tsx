/**
 * What a run has to say below its row (002 §2.14): its message and counts note, the event types that blocked
 * it (to be mapped on the organization's API Mapping tab), animal types of no SAC species, and for a run that
 * found numbers differing from the entered ones, the differences with the two ways to settle them.
 */
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { COALITION_MESSAGES, formatInteger } from '@sac/domain';
import { Link } from 'react-router';
import { type AggregationRun, eventsLabel, runMonthLabel } from '../../lib/api/aggregation-runs';
import { saveErrorMessage } from '../../lib/errors';
import { paths } from '../../lib/paths';
import { showError, showSuccess } from '../../lib/toasts';
import { TableScrollRegion } from '../../lib/ui/table-scroll-region';
import { type ResolveChoice, useResolveAggregationRun } from './api/resolve-aggregation-run';
import { differenceFieldLabel, differenceSpeciesLabel, differenceTableLabel } from './difference-labels';

export const KEPT_MESSAGE = 'The entered numbers were kept';

const count = (value: number | null) => (value === null ? '—' : formatInteger(value));

export const runName = (run: AggregationRun) =>
  `${run.orgName ?? `Organization ${run.orgId}`}, ${runMonthLabel(run)}`;

export function hasRunDetails(run: AggregationRun): boolean {
  return Boolean(
    run.message ||
      run.countsNote ||
      (run.status === 'blocked' && run.unmappedTypes?.length) ||
      run.unknownAnimalTypes?.length ||
      run.status === 'needs_review',
  );
}

function UnmappedTypes({ run }: { run: AggregationRun }) {
  const types = run.unmappedTypes ?? [];
  return (
    <Text size="sm">
      Map these event types on the{' '}
      <Anchor component={Link} to={paths.organizationApiMapping(run.orgId)} size="sm">
        API Mapping tab of {run.orgName ?? `organization ${run.orgId}`}
      </Anchor>
      : {types.map((type) => `${type.key} (${eventsLabel(type.events)})`).join(', ')}
    </Text>
  );
}

function Differences({ run }: { run: AggregationRun }) {
  const differences = run.differences ?? [];
  const more = (run.differencesCount ?? differences.length) - differences.length;
  return (
    <Stack gap={4}>
      <TableScrollRegion label={`Differences, ${runName(run)}`} minWidth={520}>
        <Table aria-label={`Differences, ${runName(run)}`} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Table</Table.Th>
              <Table.Th>Species</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th ta="right">Entered</Table.Th>
              <Table.Th ta="right">Shelter software</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {differences.map((difference) => (
              <Table.Tr key={`${difference.table}-${difference.species}-${difference.field}`}>
                <Table.Td>{differenceTableLabel(difference.table)}</Table.Td>
                <Table.Td>{differenceSpeciesLabel(difference.species)}</Table.Td>
                <Table.Td>{differenceFieldLabel(difference.table, difference.field)}</Table.Td>
                <Table.Td ta="right">{count(difference.entered)}</Table.Td>
                <Table.Td ta="right">{count(difference.shelterSoftware)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollRegion>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          and {formatInteger(more)} more
        </Text>
      )}
    </Stack>
  );
}

/** The buttons' long labels wrap on a phone instead of running out of the box. */
const WRAPPING_BUTTON = {
  root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

function ResolveButtons({ run }: { run: AggregationRun }) {
  const resolve = useResolveAggregationRun();
  const pending = resolve.isPending && resolve.variables?.runId === run.id;
  const handleResolve = (choice: ResolveChoice) =>
    resolve.mutate(
      { runId: run.id, choice },
      {
        onSuccess: () =>
          showSuccess(choice === 'replace' ? COALITION_MESSAGES.aggregationQueued : KEPT_MESSAGE),
        onError: (error) => showError(saveErrorMessage(error)),
      },
    );
  return (
    <Group gap="sm">
      <Button
        size="sm"
        styles={WRAPPING_BUTTON}
        onClick={() => handleResolve('replace')}
        loading={pending && resolve.variables?.choice === 'replace'}
        disabled={pending}
      >
        Replace with shelter software numbers
      </Button>
      <Button
        size="sm"
        styles={WRAPPING_BUTTON}
        variant="default"
        onClick={() => handleResolve('keep')}
        loading={pending && resolve.variables?.choice === 'keep'}
        disabled={pending}
      >
        Keep entered numbers
      </Button>
    </Group>
  );
}

export function RunDetails({ run }: { run: AggregationRun }) {
  const unknownAnimals = run.unknownAnimalTypes ?? [];
  return (
    <Stack gap="xs" role="group" aria-label={`Details: ${runName(run)}`}>
      {run.message && <Text size="sm">{run.message}</Text>}
      {run.countsNote && (
        <Text size="sm" c="dimmed">
          {run.countsNote}
        </Text>
      )}
      {run.status === 'blocked' && (run.unmappedTypes?.length ?? 0) > 0 && <UnmappedTypes run={run} />}
      {unknownAnimals.length > 0 && (
        <Text size="sm">
          Not counted, no SAC species:{' '}
          {unknownAnimals.map((type) => `${type.animalType} (${eventsLabel(type.events)})`).join(', ')}
        </Text>
      )}
      {run.status === 'needs_review' && (
        <>
          <Differences run={run} />
          <ResolveButtons run={run} />
        </>
      )}
    </Stack>
  );
}
