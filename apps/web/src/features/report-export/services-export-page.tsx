/** /services/export and /services/export/{location}/{organizationId}: 'Export Services Data'. */
import { ReportExportPage } from './report-export-page';

export default function ServicesExportPage() {
  return <ReportExportPage action="services" />;
}
