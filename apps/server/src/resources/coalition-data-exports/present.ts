/** A coalition data export as the API answers it, its download link signed for the user who asks. */
import type { FastifyRequest } from 'fastify';
import { signingKey, signPath } from '../../files/signed-urls';
import type { CoalitionDataExportRow } from './start-export';

export const COALITION_DATA_EXPORT_TYPE = 'coalition_data_exports';
export const downloadPath = (id: number) => `/api/v1/coalition_data_exports/${id}/download`;

export async function presentCoalitionDataExports(request: FastifyRequest, rows: CoalitionDataExportRow[]) {
  const { database, config } = request.server.deps;
  const key = rows.some((row) => row.status === 'done') ? await signingKey(database, config) : undefined;
  const userId = request.access.user!.id;
  return rows.map((row) => ({
    type: COALITION_DATA_EXPORT_TYPE,
    id: String(row.id),
    attributes: {
      coalition_id: row.coalitionId,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      month_of_record: row.monthOfRecord,
      year_of_record: row.yearOfRecord,
      export_for: row.exportFor,
      status: row.status,
      error_message: row.status === 'failed' ? row.errorMessage : null,
      attached_file_path:
        row.status === 'done' && row.fileId !== null && key
          ? signPath(key, downloadPath(row.id), userId, request.now)
          : null,
    },
  }));
}
