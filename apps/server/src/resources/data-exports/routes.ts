/**
 * Routes of the national files (docs/api-files.md, "National files"): the data exports (list, one,
 * start, downloads) and the national data CSV of a year. Admins only: others 403, no token 401.
 * Downloads also accept a signed link (`signedDownload`), so the browser can follow `data_csv` as is.
 */
import { adminExportFileName } from '@sac/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { dataExports } from '../../db/schema/index';
import { sendStoredFile } from '../../files/send-file';
import { findStoredFile } from '../../files/stored-files';
import { forbidden, notFound } from '../../http/errors';
import { contextFromRequest, parseId, readIndex, readShow } from '../../http/jsonapi/index';
import type { RawQuery } from '../../http/jsonapi/query/parse-query';
import { handleNationalData } from './national-data';
import { DATA_EXPORT_FILES, type DataExportFile, dataExportResource } from './resource';
import { signFileLinks } from './sign-file-links';
import { startDataExport } from './start-data-export';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const JSON_API = 'application/vnd.api+json';
const query = (request: FastifyRequest) => (request.query ?? {}) as RawQuery;

/** The stored file of a completed export; 404 for an unknown id or an export without that file. */
async function findExportFile(db: Db, rawId: string, file: DataExportFile) {
  const id = parseId(dataExportResource, rawId);
  if (id === undefined) throw notFound();
  const [dataExport] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.id, Number(id)));
  if (!dataExport) throw notFound();
  const fileId = dataExport[DATA_EXPORT_FILES[file].key];
  const stored = dataExport.status === 'completed' && fileId ? await findStoredFile(db, fileId) : undefined;
  if (!stored) throw notFound('This export has no file to download: it is not completed.');
  return { dataExport, stored };
}

export default async function dataExportRoutes(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.access.isAdmin) throw forbidden();
  });

  app.get('/api/v1/data_exports', async (request, reply) => {
    const document = await readIndex(contextFromRequest(request), dataExportResource, query(request));
    return reply.type(JSON_API).send(await signFileLinks(request, document));
  });

  app.get('/api/v1/data_exports/:id', async (request: IdRequest, reply) => {
    const ctx = contextFromRequest(request);
    const document = await readShow(ctx, dataExportResource, request.params.id, query(request));
    return reply.type(JSON_API).send(await signFileLinks(request, document));
  });

  // 201 with the export it starts, or 200 with the one still running.
  app.post('/api/v1/data_exports', async (request, reply) => {
    const { dataExport, created } = await startDataExport(app.deps.database.db, app.deps.jobs, {
      now: request.now,
      userId: request.access.user!.id,
    });
    const ctx = contextFromRequest(request);
    const document = await readShow(ctx, dataExportResource, dataExport.id, query(request));
    return reply
      .status(created ? 201 : 200)
      .type(JSON_API)
      .send(await signFileLinks(request, document));
  });

  for (const file of Object.keys(DATA_EXPORT_FILES) as DataExportFile[]) {
    app.get(
      `/api/v1/data_exports/:id/${file}`,
      { config: { signedDownload: true } },
      async (request: IdRequest, reply) => {
        const { db } = app.deps.database;
        const { dataExport, stored } = await findExportFile(db, request.params.id, file);
        const filename = adminExportFileName(DATA_EXPORT_FILES[file].kind, dataExport.createdAt);
        return sendStoredFile(request, reply, db, stored, filename);
      },
    );
  }

  app.get('/api/v1/national_data', { config: { signedDownload: true } }, handleNationalData);
}
