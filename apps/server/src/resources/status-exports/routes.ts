/**
 * The status CSV job of the Data Status Table (002 §2.10, §4, §7 "Status CSV export"):
 * POST /api/v1/exports starts one; GET /api/v1/exports/{id}/status is what the browser polls every 2 s
 * (status, progress 0–100, file_ready, error_message); GET /api/v1/exports/{id}/download answers the CSV.
 * An export belongs to its coalition: its managers and viewers (agreement accepted) and admins see it,
 * anyone else gets 404 as for an id that does not exist.
 */
import {
  clampProgress,
  EXPORT_JOB_MESSAGES,
  STATUS_TABLE_FILE_NAMES,
  type StatusExportType,
} from '@sac/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { statusExports } from '../../db/schema/index';
import { sendStoredFile } from '../../files/send-file';
import { findStoredFile } from '../../files/stored-files';
import { ApiError, conflict, notFound } from '../../http/errors';
import { parsePositiveId } from '../../http/input/attributes';
import { mayExportCoalition, startStatusExport } from './start-status-export';
import type { StatusExportRow } from './write-status-export';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const JSON_API = 'application/vnd.api+json';

export const STATUS_EXPORT_FILE_GONE =
  'This export file was removed after a week. Generate the CSV again to download it.';

function document(row: StatusExportRow) {
  return {
    data: {
      id: String(row.id),
      type: 'exports',
      attributes: {
        status: row.status,
        progress: clampProgress(row.progress),
        file_ready: row.status === 'completed' && row.fileId !== null,
        error_message: row.errorMessage,
        coalition_id: row.coalitionId,
        status_type: row.exportType,
        year: row.year,
        search: row.search,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      },
    },
  };
}

export default async function statusExportRoutes(app: FastifyInstance) {
  /** The export of this id if the requester may see it; 404 otherwise. */
  async function findExport(request: IdRequest): Promise<StatusExportRow> {
    const id = parsePositiveId(request.params.id);
    if (id === undefined) throw notFound(EXPORT_JOB_MESSAGES.invalidId);
    const [row] = await app.deps.database.db.select().from(statusExports).where(eq(statusExports.id, id));
    if (!row || !mayExportCoalition(request.access, row.coalitionId)) throw notFound();
    return row;
  }

  app.post('/api/v1/exports', async (request, reply) => {
    const row = await startStatusExport(app.deps.database.db, app.deps.jobs, {
      access: request.access,
      now: request.now,
      body: request.body,
    });
    return reply.status(201).type(JSON_API).send(document(row));
  });

  app.get('/api/v1/exports/:id/status', async (request: IdRequest, reply) => {
    return reply
      .type(JSON_API)
      .header('cache-control', 'no-store')
      .send(document(await findExport(request)));
  });

  app.get('/api/v1/exports/:id/download', async (request: IdRequest, reply) => {
    const row = await findExport(request);
    if (row.status !== 'completed' || row.fileId === null)
      throw conflict(EXPORT_JOB_MESSAGES.notYetAvailable);
    const { db } = app.deps.database;
    const file = await findStoredFile(db, row.fileId);
    if (!file || (file.expiresAt !== null && file.expiresAt <= request.now)) {
      throw new ApiError(410, [{ code: 'gone', title: 'Gone', detail: STATUS_EXPORT_FILE_GONE }]);
    }
    return sendStoredFile(
      request,
      reply,
      db,
      file,
      STATUS_TABLE_FILE_NAMES[row.exportType as StatusExportType],
    );
  });
}
