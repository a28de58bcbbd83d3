/**
 * Coalition data exports (002 §2.11, §7): the list of a coalition's exports, starting one (a background
 * job writes its CSV), its download, and the two lookups of the export form (contributors to choose and
 * their organization types). For the coalition's managers and viewers with the agreement accepted, and
 * admins: others 403, an unknown coalition 404, no token 401.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { coalitionDataExports } from '../../db/schema/index';
import { sendStoredFile } from '../../files/send-file';
import { findStoredFile } from '../../files/stored-files';
import { badRequest, notFound } from '../../http/errors';
import { parsePositiveId } from '../../http/input/attributes';
import { idFilter, readQueryFilters } from '../../http/input/query-filters';
import { sendDocument } from '../../http/jsonapi/index';
import { hasCoalitionData, requireCoalitionData } from './coalition-access';
import coalitionOrganizationRoutes from './coalition-organizations';
import { parseCreateExport } from './parse-input';
import { presentCoalitionDataExports } from './present';
import { startCoalitionDataExport } from './start-export';
import { coalitionExportFileName } from './write-export';

/** A coalition keeps its latest exports in the list. */
const LIST_LIMIT = 200;

const listFilters = z.object({ coalition_id: idFilter() });
const createFilters = z.object({ coalition_id: idFilter().optional() });

function checkSort(request: FastifyRequest) {
  const { sort } = (request.query ?? {}) as Record<string, unknown>;
  if (sort !== undefined && sort !== '-created_at' && sort !== 'created_at') {
    throw badRequest('Unsupported sort: use created_at or -created_at.', 'sort');
  }
  return sort === 'created_at' ? 'asc' : 'desc';
}

export default async function coalitionDataExportRoutes(app: FastifyInstance) {
  await app.register(coalitionOrganizationRoutes);

  app.get('/api/v1/coalition_data_exports', async (request, reply) => {
    const { coalition_id: coalitionId } = readQueryFilters(request.query, listFilters);
    const direction = checkSort(request);
    const { db } = app.deps.database;
    await requireCoalitionData(db, request.access, coalitionId);
    const order = direction === 'asc' ? coalitionDataExports.createdAt : desc(coalitionDataExports.createdAt);
    const rows = await db
      .select()
      .from(coalitionDataExports)
      .where(eq(coalitionDataExports.coalitionId, coalitionId))
      .orderBy(order, direction === 'asc' ? coalitionDataExports.id : desc(coalitionDataExports.id))
      .limit(LIST_LIMIT);
    return sendDocument(reply, { data: await presentCoalitionDataExports(request, rows) });
  });

  app.post('/api/v1/coalition_data_exports', async (request, reply) => {
    const filter = readQueryFilters(request.query, createFilters);
    const input = parseCreateExport(request.body, filter.coalition_id, request.now);
    const { db } = app.deps.database;
    await requireCoalitionData(db, request.access, input.coalitionId);
    const row = await startCoalitionDataExport(db, app.deps.jobs, input, {
      now: request.now,
      userId: request.access.user!.id,
    });
    const [data] = await presentCoalitionDataExports(request, [row]);
    return sendDocument(reply, { data }, 201);
  });

  app.get<{ Params: { id: string } }>(
    '/api/v1/coalition_data_exports/:id/download',
    { config: { signedDownload: true } },
    async (request, reply) => {
      const id = parsePositiveId(request.params.id);
      if (id === undefined) throw notFound();
      const { db } = app.deps.database;
      const [row] = await db
        .select()
        .from(coalitionDataExports)
        .where(and(eq(coalitionDataExports.id, id)));
      if (!row || !hasCoalitionData(request.access, row.coalitionId)) throw notFound();
      const file =
        row.status === 'done' && row.fileId !== null ? await findStoredFile(db, row.fileId) : undefined;
      if (!file || (file.expiresAt !== null && file.expiresAt <= request.now)) {
        throw notFound('This export has no file to download.');
      }
      return sendStoredFile(request, reply, db, file, coalitionExportFileName(row));
    },
  );
}
