/** GET /api/v1/data_entry_status: the stored month statuses of a location or an organization (docs/api-statuses.md). */
import type { FastifyInstance } from 'fastify';
import { contextFromRequest } from '../../http/jsonapi/index';
import {
  parseStatusQuery,
  presentDataEntryStatuses,
  readDataEntryStatuses,
} from './read-data-entry-statuses';

export default async function dataEntryStatusRoutes(app: FastifyInstance) {
  app.get('/api/v1/data_entry_status', async (request, reply) => {
    const statuses = await readDataEntryStatuses(
      contextFromRequest(request),
      parseStatusQuery(request.query),
    );
    return reply.type('application/vnd.api+json').send(presentDataEntryStatuses(statuses));
  });
}
