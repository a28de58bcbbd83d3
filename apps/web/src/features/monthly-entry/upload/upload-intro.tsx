/** What the upload is for and what the file must hold, in a sentence or two a spreadsheet user can act on. */
import { Stack, Text } from '@mantine/core';
import type { FileImportType } from '@sac/domain';

const KIND: Record<FileImportType, { data: string; counts: string }> = {
  intake_outcome: {
    data: 'Intake and outcome data',
    counts: 'the beginning and ending counts with their dates, and every intake and outcome count',
  },
  services: { data: 'Community services data', counts: 'every service count by age group' },
};

type UploadIntroProps = {
  fileType: FileImportType;
  locationId: string;
  locationName: string;
  organizationName: string;
};

export function UploadIntro({ fileType, locationId, locationName, organizationName }: UploadIntroProps) {
  const kind = KIND[fileType];
  return (
    <Stack gap={6}>
      <Text fw={600}>
        {kind.data} for {locationName || `location ${locationId}`} (location ID {locationId})
      </Text>
      <Text size="sm">
        The file holds one row per species and month, with the columns of the example CSV: locationId,
        yearOfRecord, monthOfRecord and species, then {kind.counts}. Every field must have a value: a whole
        number of 0 or more.
      </Text>
      <Text size="sm" c="dimmed">
        Rows may be for any open location of {organizationName || 'your organization'} (its ID in locationId).
        Uploading a month replaces the data already entered for that location, species and month.
      </Text>
    </Stack>
  );
}
