/** /data-entry/upload and /data-entry/upload/{location}/{organizationId}: intake and outcome CSV upload. */
import { CsvUploadPage } from './csv-upload-page';

export default function DataEntryUploadPage() {
  return <CsvUploadPage action="data-entry" />;
}
