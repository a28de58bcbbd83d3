/**
 * The upload screens' drop zone (000 §2, §5, §8): one .csv file, dropped or chosen; what it refuses is
 * said under it; the chosen file shows its name and size with a button to remove it.
 */
import '@mantine/dropzone/styles.css';
import { CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { CSV_UPLOAD_MAX_BYTES } from '@sac/domain';
import { IconFileTypeCsv, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatFileSize, rejectionMessage, validateCsvFile } from './file-rules';

type CsvDropZoneProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** While the file is being uploaded it cannot be changed. */
  busy: boolean;
};

function ChosenFile({ file, onRemove, busy }: { file: File; onRemove: () => void; busy: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label="Chosen file">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <IconFileTypeCsv size={28} stroke={1.5} aria-hidden />
          <div>
            <Text fw={500} style={{ wordBreak: 'break-all' }}>
              {file.name}
            </Text>
            <Text size="sm" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
          </div>
        </Group>
        <CloseButton aria-label={`Remove ${file.name}`} onClick={onRemove} disabled={busy} />
      </Group>
    </Paper>
  );
}

export function CsvDropZone({ file, onChange, busy }: CsvDropZoneProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={(files) => {
          setRejection(null);
          onChange(files[0] ?? null);
        }}
        onReject={(rejections) => {
          setRejection(rejectionMessage(rejections));
          onChange(null);
        }}
        multiple={false}
        maxSize={CSV_UPLOAD_MAX_BYTES}
        validator={validateCsvFile}
        useFsAccessApi={false}
        inputProps={{ accept: '.csv,text/csv', 'aria-label': 'CSV file' }}
        loading={busy}
      >
        <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={48} stroke={1.5} color="var(--mantine-color-blue-6)" />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={48} stroke={1.5} color="var(--mantine-color-red-6)" />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileTypeCsv size={48} stroke={1.5} color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <div>
            <Text size="lg">Drag your CSV file here or click to choose it</Text>
            <Text size="sm" c="dimmed">
              One .csv file, up to {CSV_UPLOAD_MAX_BYTES / 1024 / 1024} MB
            </Text>
          </div>
        </Group>
      </Dropzone>
      {rejection && (
        <Text c="red" size="sm" role="alert">
          {rejection}
        </Text>
      )}
      {file && <ChosenFile file={file} onRemove={() => onChange(null)} busy={busy} />}
    </Stack>
  );
}
