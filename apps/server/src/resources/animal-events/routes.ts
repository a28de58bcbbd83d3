/** The API Mapping's event types and their SAC categories (001 API table; issue 16). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readAttributes } from '../../http/input/attributes';
import { idFilter, readQueryFilters } from '../../http/input/query-filters';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import {
  ANIMAL_EVENT_TYPE,
  listAnimalEventTypes,
  mapSacCategories,
  presentAnimalEventType,
} from './animal-events';

const eventFilters = z.object({ org_id: idFilter() });

export default async function animalEventRoutes(app: FastifyInstance) {
  app.get('/api/v1/animal_events', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const organizationId = readQueryFilters(request.query, eventFilters).org_id;
    const types = await listAnimalEventTypes(ctx, organizationId);
    return sendDocument(reply, {
      data: types.map((type) => presentAnimalEventType(organizationId, type)),
      meta: {},
    });
  });

  app.post('/api/v1/animal_events/map_sac_categories', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const { organizationId, types } = await mapSacCategories(
      ctx,
      readAttributes(request.body, ANIMAL_EVENT_TYPE, { topLevel: true }),
    );
    return sendDocument(reply, {
      data: types.map((type) => presentAnimalEventType(organizationId, type)),
      meta: {},
    });
  });
}
