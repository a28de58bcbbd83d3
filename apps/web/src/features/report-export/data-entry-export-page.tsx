/** /data-entry/export and /data-entry/export/{location}/{organizationId}: 'Export Intake and Outcome Data'. */
import { ReportExportPage } from './report-export-page';

export default function DataEntryExportPage() {
  return <ReportExportPage action="data-entry" />;
}
