/** /services/upload and /services/upload/{location}/{organizationId}: community services CSV upload. */
import { CsvUploadPage } from './csv-upload-page';

export default function ServicesUploadPage() {
  return <CsvUploadPage action="services" />;
}
