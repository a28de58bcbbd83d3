import type { FastifyInstance } from 'fastify';
import { contextFromRequest, readIndex, registerResource, sendDocument } from '../../http/jsonapi/index';
import { organizationResource } from './resource';

/**
 * The organizations list of the spec (001 §7) asks `?page={n}&search={text}`: `page` is the page number
 * (the layer reads it) and `search` is `filter[search]` (name, EIN or business number), within the
 * caller's scope.
 */
const FILTER_PARAMETERS = { search: 'search' };

export default async function organizationRoutes(app: FastifyInstance) {
  registerResource(app, organizationResource, { actions: ['show', 'update'] });
  app.get('/api/v1/organizations', async (request, reply) => {
    const document = await readIndex(
      contextFromRequest(request),
      organizationResource,
      (request.query ?? {}) as Record<string, unknown>,
      { filterParameters: FILTER_PARAMETERS },
    );
    return sendDocument(reply, document);
  });
}
