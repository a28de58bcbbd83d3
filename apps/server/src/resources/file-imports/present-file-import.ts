/**
 * The answers of an upload (docs/api-files.md): 201 with the import and the months it replaced, or for
 * its check step (meta.dry_run) 200 with what the file would replace.
 */
import type { ReplacedMonths } from './replace-months-from-csv';
import type { UploadSummary } from './summarize-upload';

export function presentFileImport({ fileImport, months }: ReplacedMonths) {
  return {
    data: {
      type: 'file_imports',
      id: String(fileImport.id),
      attributes: {
        file_type: fileImport.fileType,
        file_name: fileImport.fileName,
        byte_size: fileImport.byteSize,
        status: fileImport.status,
        row_count: fileImport.rowCount,
        location_id: fileImport.locationId,
        organization_id: fileImport.organizationId,
        months: months.map((m) => ({ location_id: m.locationId, year: m.year, month: m.month })),
        created_at: fileImport.createdAt.toISOString(),
        completed_at: fileImport.completedAt?.toISOString() ?? null,
      },
    },
  };
}

/** No resource was created, so the answer is a document of meta only (JSON:API allows it). */
export function presentUploadSummary({ fileType, rowCount, months }: UploadSummary) {
  return {
    meta: {
      dry_run: true,
      file_type: fileType,
      row_count: rowCount,
      months: months.map((m) => ({
        location_id: m.locationId,
        location_name: m.locationName,
        year: m.year,
        month: m.month,
        species: m.species,
        replaced_species: m.replacedSpecies,
      })),
    },
  };
}
