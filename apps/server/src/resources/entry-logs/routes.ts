import type { FastifyInstance } from 'fastify';
import { contextFromRequest, readIndex, registerResource } from '../../http/jsonapi/index';
import { entryLogResource } from './resource';

type Query = Record<string, unknown>;

/** The spec's screen asks `?page=1&orgId=…` (001 §7): orgId reads as filter[organization_id][eq]. */
function withOrganizationParam(query: Query): Query {
  const { orgId, ...rest } = query;
  if (orgId === undefined || orgId === '') return rest;
  return { ...rest, 'filter[organization_id][eq]': orgId };
}

export default async function entryLogRoutes(app: FastifyInstance) {
  registerResource(app, entryLogResource, { actions: ['show'] });
  app.get('/api/v1/entry_logs', async (request, reply) => {
    const document = await readIndex(
      contextFromRequest(request),
      entryLogResource,
      withOrganizationParam((request.query ?? {}) as Query),
    );
    return reply.type('application/vnd.api+json').send(document);
  });
}
