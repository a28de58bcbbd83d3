/** Coalition Analytics (002 §2.9): one read of a coalition's shared intake/outcome figures for a period. */
import type { FastifyInstance } from 'fastify';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import {
  parseAnalyticsQuery,
  presentCoalitionAnalytics,
  readCoalitionAnalytics,
} from './coalition-analytics';

export default async function coalitionAnalyticsRoutes(app: FastifyInstance) {
  app.get('/api/v1/coalition_analytics', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const query = parseAnalyticsQuery(request.query, ctx.now);
    return sendDocument(reply, presentCoalitionAnalytics(await readCoalitionAnalytics(ctx, query)));
  });
}
