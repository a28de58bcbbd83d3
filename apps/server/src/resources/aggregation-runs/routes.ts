/**
 * Aggregation (002 §2.14, §3; issue 16): `POST /api/v1/shelterluv_aggregations` and
 * `/api/v1/shelterbuddy_aggregations` (administrators: orgId or null, month, year) queue the runs and answer
 * 202 with them; `GET /api/v1/aggregation_runs` lists runs in the requester's scope; `POST
 * /api/v1/aggregation_runs/:id/resolve` (administrators: choice replace | keep) settles a run that waits for a
 * choice.
 */
import type { ShelterSoftwareVendor } from '@sac/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound } from '../../http/errors';
import { parseAttributes, readAttributes } from '../../http/input/attributes';
import { contextFromRequest, parseId, readIndex, readShow } from '../../http/jsonapi/index';
import type { RawQuery } from '../../http/jsonapi/query/parse-query';
import { aggregationRunResource } from './resource';
import { readAggregationRequest, resolveAggregationRun, startAggregation } from './start-aggregation';

const JSON_API = 'application/vnd.api+json';
const query = (request: FastifyRequest) => (request.query ?? {}) as RawQuery;
const VENDORS: ShelterSoftwareVendor[] = ['shelterluv', 'shelterbuddy'];
const choiceSchema = z.object({
  choice: z.enum(['replace', 'keep'], { error: 'Choice must be replace or keep' }),
});

export default async function aggregationRunRoutes(app: FastifyInstance) {
  for (const vendor of VENDORS) {
    app.post(`/api/v1/${vendor}_aggregations`, async (request, reply) => {
      if (!request.access.isAdmin) throw forbidden();
      const attributes = readAttributes(request.body, `${vendor}_aggregations`, { topLevel: true });
      const input = readAggregationRequest(attributes, request.now);
      const runIds = await startAggregation(app.deps.database.db, app.deps.jobs, vendor, input, {
        now: request.now,
        userId: request.access.user!.id,
      });
      const ctx = contextFromRequest(request);
      // The runs queued (the first hundred when every connected organization was asked for).
      const document = await readIndex(ctx, aggregationRunResource, {
        'filter[id][eq]': runIds.join(','),
        'page[size]': String(Math.min(Math.max(runIds.length, 1), 100)),
      });
      return reply
        .status(202)
        .type(JSON_API)
        .send({ ...document, meta: { ...document.meta, queued: runIds.length } });
    });
  }

  app.get('/api/v1/aggregation_runs', async (request, reply) => {
    const document = await readIndex(contextFromRequest(request), aggregationRunResource, query(request));
    return reply.type(JSON_API).send(document);
  });

  app.get(
    '/api/v1/aggregation_runs/:id',
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const document = await readShow(
        contextFromRequest(request),
        aggregationRunResource,
        request.params.id,
        query(request),
      );
      return reply.type(JSON_API).send(document);
    },
  );

  app.post(
    '/api/v1/aggregation_runs/:id/resolve',
    async (request: FastifyRequest<{ Params: { id: string } }>, reply) => {
      if (!request.access.isAdmin) throw forbidden();
      const id = parseId(aggregationRunResource, request.params.id);
      if (id === undefined) throw notFound();
      const { choice } = parseAttributes(
        choiceSchema,
        readAttributes(request.body, 'aggregation_runs', { topLevel: true }),
      );
      await resolveAggregationRun(app.deps.database.db, app.deps.jobs, Number(id), choice, request.now);
      const document = await readShow(contextFromRequest(request), aggregationRunResource, id, {});
      return reply.type(JSON_API).send(document);
    },
  );
}
