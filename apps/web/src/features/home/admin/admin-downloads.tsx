/** The admin home's Downloads card (000 §2 Home): the national animal data CSV and the portal's record CSVs. */
import { Divider } from '@mantine/core';
import { AdminExportButtons } from './admin-export-buttons';
import { AdminPanel } from './admin-panel';
import { NationalDataExport } from './national-data-export';

export function AdminDownloads() {
  return (
    <AdminPanel title="Downloads">
      <NationalDataExport />
      <Divider />
      <AdminExportButtons />
    </AdminPanel>
  );
}
