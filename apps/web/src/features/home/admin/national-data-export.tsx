/**
 * The latest national animal data CSV (000 §2 Home, §8): its date, row counts and two plain links to its
 * signed files, 'The latest animal data CSV is unavailable.' when none has completed, the state of an
 * export being generated or failed, and a button that queues a new one.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { EXPORT_MESSAGES, formatInteger } from '@sac/domain';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { displayDateTime } from '../../../lib/date-time';
import { showError } from '../../../lib/toasts';
import { LoadError } from '../../../lib/ui/load-error';
import {
  type DataExport,
  nationalDataExportsQueryOptions,
  useCreateDataExport,
} from './api/national-data-exports';

const count = (value: number | null) => formatInteger(value ?? 0);

function CompletedExport({ file }: { file: DataExport }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Generated {displayDateTime(file.completedAt ?? file.createdAt)}: {count(file.rowCount)} intake and
        outcome rows, {count(file.servicesRowCount)} services rows.
      </Text>
      <Group gap="sm">
        {file.dataCsv && (
          <Button component="a" href={file.dataCsv} download leftSection={<IconDownload size={16} />}>
            Download animal data CSV
          </Button>
        )}
        {file.servicesCsv && (
          <Button
            component="a"
            href={file.servicesCsv}
            download
            variant="light"
            leftSection={<IconDownload size={16} />}
          >
            Download services data CSV
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function NationalDataExport() {
  const query = useQuery(nationalDataExportsQueryOptions());
  const create = useCreateDataExport();
  const latest = query.data?.latest ?? null;
  const completed = query.data?.completed ?? null;
  const generating = latest?.status === 'started';

  return (
    <Stack gap="sm" component="section" aria-label="Latest animal data CSV">
      <Title order={3} size="h4">
        National Animal Data
      </Title>
      {query.isError ? (
        <LoadError
          error={query.error}
          message={EXPORT_MESSAGES.latestCsvUnavailable}
          onRetry={query.refetch}
          retrying={query.isFetching}
        />
      ) : !query.data ? (
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      ) : completed ? (
        <CompletedExport file={completed} />
      ) : (
        <Text size="sm">{EXPORT_MESSAGES.latestCsvUnavailable}</Text>
      )}
      {generating && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">
            A new national export is being generated (started {displayDateTime(latest.createdAt)}).
          </Text>
        </Group>
      )}
      {latest?.status === 'failed' && (
        <Alert color="red" title="The last national export failed">
          {latest.errorMessage || 'No reason was given.'}
        </Alert>
      )}
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} />}
        loading={create.isPending}
        disabled={generating}
        onClick={() => create.mutate(undefined, { onError: (error) => showError(error) })}
        style={{ alignSelf: 'flex-start' }}
      >
        Generate a new national export
      </Button>
    </Stack>
  );
}
