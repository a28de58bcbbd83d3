/** GET /api/v1/data_entry_status: the stored month statuses of a location or an organization (docs/api-statuses.md). */
import type { FastifyInstance } from 'fastify';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
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
    return sendDocument(reply, presentDataEntryStatuses(statuses));
  });
}
