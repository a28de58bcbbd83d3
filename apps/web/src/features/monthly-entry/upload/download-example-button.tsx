/** Download Example CSV (000 §2, §8): an example of the upload's columns that is itself a valid upload. */
import { Button } from '@mantine/core';
import { EXAMPLE_CSV_FILE_NAMES, UPLOAD_MESSAGES } from '@sac/domain';
import { IconDownload } from '@tabler/icons-react';
import { downloadText } from '../../../lib/download';
import { buildUploadExampleCsv, type ExampleCsvInput } from './example-csv';

export type ExampleSource = Omit<ExampleCsvInput, 'now'>;

/** `organizationSpecies` undefined: the organization is still loading, and with it the example's species. */
export function DownloadExampleButton({ fileType, locationId, organizationSpecies }: ExampleSource) {
  const handleDownload = () =>
    downloadText(
      EXAMPLE_CSV_FILE_NAMES[fileType],
      buildUploadExampleCsv({ fileType, locationId, organizationSpecies, now: new Date() }),
    );
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      onClick={handleDownload}
      disabled={organizationSpecies === undefined}
      style={{ alignSelf: 'flex-start' }}
    >
      {UPLOAD_MESSAGES.downloadExample}
    </Button>
  );
}
