/**
 * An organization's shelter-software connection (issue 16), at /api/v1/shelter_software_connections/{id}
 * where the id is the organization's: read it, set it (PATCH creates or replaces, the credentials encrypted),
 * remove it, and test it against the vendor (at most 10 tests per organization in 10 minutes: each one signs
 * in at the vendor with the stored credentials).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { parsePositiveId } from '../../http/input/attributes';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import { consumeRateLimits } from '../../http/rate-limits';
import {
  deleteConnection,
  findManagedOrganization,
  presentConnection,
  readConnection,
  readConnectionInput,
  saveConnection,
  testConnection,
} from './shelter-software-connections';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

const TESTS_PER_WINDOW = 10;
const TEST_WINDOW_MS = 10 * 60_000;

export default async function shelterSoftwareConnectionRoutes(app: FastifyInstance) {
  const managed = async (request: IdRequest) => {
    const ctx = contextFromRequest(request);
    const organizationId = parsePositiveId(request.params.id);
    if (organizationId === undefined) throw notFound();
    await findManagedOrganization(ctx, organizationId);
    return { ctx, organizationId };
  };

  app.get('/api/v1/shelter_software_connections/:id', async (request: IdRequest, reply) => {
    const { ctx, organizationId } = await managed(request);
    const connection = await readConnection(ctx, organizationId);
    if (!connection) throw notFound('This organization has no shelter software connection.');
    return sendDocument(reply, { data: presentConnection(connection), meta: {} });
  });

  app.patch('/api/v1/shelter_software_connections/:id', async (request: IdRequest, reply) => {
    const { ctx, organizationId } = await managed(request);
    const input = readConnectionInput(request.body, organizationId);
    const connection = await saveConnection(ctx, organizationId, input);
    return sendDocument(reply, { data: presentConnection(connection), meta: {} });
  });

  app.delete('/api/v1/shelter_software_connections/:id', async (request: IdRequest, reply) => {
    const { ctx, organizationId } = await managed(request);
    if (!(await deleteConnection(ctx, organizationId))) {
      throw notFound('This organization has no shelter software connection.');
    }
    return reply.code(204).send();
  });

  app.post('/api/v1/shelter_software_connections/:id/test', async (request: IdRequest, reply) => {
    const { ctx, organizationId } = await managed(request);
    const connection = await readConnection(ctx, organizationId);
    if (!connection) throw notFound('This organization has no shelter software connection.');
    await consumeRateLimits(
      ctx.db,
      [{ key: `shelter-software-test:${organizationId}`, limit: TESTS_PER_WINDOW, windowMs: TEST_WINDOW_MS }],
      ctx.now,
      'Too many connection tests for this organization: try again in a few minutes.',
    );
    return sendDocument(reply, { data: presentConnection(await testConnection(ctx, connection)), meta: {} });
  });
}
