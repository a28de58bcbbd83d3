/** The 201 answer of an upload (docs/api-files.md): the import and the months it replaced. */
import type { ReplacedMonths } from './replace-months-from-csv';

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
