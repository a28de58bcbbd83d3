/** The Export Data tab's content (002 §2.11): the export form over the list of Available Exports. */
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { AvailableExports } from './available-exports';
import { CoalitionExportForm } from './export-form';

export function CoalitionExport({ coalitionId }: { coalitionId: string }) {
  const [now] = useState(() => new Date());
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Export Coalition Data
      </Title>
      <CoalitionExportForm coalitionId={coalitionId} now={now} />
      <AvailableExports coalitionId={coalitionId} />
    </Stack>
  );
}
