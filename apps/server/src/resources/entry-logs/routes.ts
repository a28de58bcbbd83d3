import type { FastifyInstance } from 'fastify';
import { contextFromRequest, readIndex, registerResource, sendDocument } from '../../http/jsonapi/index';
import { entryLogResource } from './resource';

/**
 * The spec's screens ask `?page=1&orgId={id}` (001 §7) and `?page={n}&locationId={id}` (000 §7): `page` is
 * the page number (the layer reads it), `orgId` and `locationId` filter by organization and location, within
 * the caller's scope like every other filter.
 */
const FILTER_PARAMETERS = { orgId: 'organization_id', locationId: 'location_id' };

export default async function entryLogRoutes(app: FastifyInstance) {
  registerResource(app, entryLogResource, { actions: ['show'] });
  app.get('/api/v1/entry_logs', async (request, reply) => {
    const document = await readIndex(
      contextFromRequest(request),
      entryLogResource,
      (request.query ?? {}) as Record<string, unknown>,
      { filterParameters: FILTER_PARAMETERS },
    );
    return sendDocument(reply, document);
  });
}
