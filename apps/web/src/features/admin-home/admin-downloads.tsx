/** The admin home's Downloads card (000 §2 Home): the national animal data CSV and the portal's record CSVs. */
import { Divider, Paper, Stack, Title } from '@mantine/core';
import { AdminExportButtons } from './admin-export-buttons';
import { NationalDataExport } from './national-data-export';

export function AdminDownloads() {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="admin-downloads-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="admin-downloads-title">
          Downloads
        </Title>
        <NationalDataExport />
        <Divider />
        <AdminExportButtons />
      </Stack>
    </Paper>
  );
}
