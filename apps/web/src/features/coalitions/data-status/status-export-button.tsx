/**
 * A section's CSV button (002 §2.10, §4): 'Generate … CSV'; while the job runs 'Generating (n%)' with
 * the band's message under it; when the file is ready 'Export ready for download!' and 'Download … CSV'.
 */
import { Button, Stack, Text } from '@mantine/core';
import {
  EXPORT_JOB_MESSAGES,
  exportProgressMessage,
  STATUS_EXPORT_BUTTONS,
  type StatusExportType,
} from '@sac/domain';
import type { StatusExportRequest, useStatusExport } from '../api/status-export';

/** The long labels ('Generate Community Services Data Status CSV') wrap on a phone instead of widening the page. */
const WRAPS = {
  maw: '100%',
  h: 'auto',
  mih: 36,
  py: 6,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};

export function StatusExportButton({
  type,
  exporter,
  request,
}: {
  type: StatusExportType;
  exporter: ReturnType<typeof useStatusExport>;
  request: StatusExportRequest;
}) {
  const { job, starting, downloading } = exporter;
  const labels = STATUS_EXPORT_BUTTONS[type];
  if (job.state === 'processing')
    return (
      <Stack gap={2} align="flex-end">
        <Button variant="light" disabled {...WRAPS}>
          {EXPORT_JOB_MESSAGES.generating(job.progress)}
        </Button>
        <Text size="xs" c="dimmed" role="status">
          {exportProgressMessage(job.progress)}
        </Text>
      </Stack>
    );
  if (job.state === 'completed')
    return (
      <Stack gap={2} align="flex-end">
        <Button color="teal" loading={downloading} onClick={() => void exporter.download()} {...WRAPS}>
          {labels.download}
        </Button>
        <Text size="xs" c="teal" role="status">
          {EXPORT_JOB_MESSAGES.ready}
        </Text>
      </Stack>
    );
  return (
    <Stack gap={2} align="flex-end">
      <Button variant="default" loading={starting} onClick={() => void exporter.generate(request)} {...WRAPS}>
        {labels.generate}
      </Button>
      {job.state === 'failed' && (
        <Text size="xs" c="red" role="alert">
          {job.message}
        </Text>
      )}
    </Stack>
  );
}
