/** The organization dashboards (002 §2.13, issue 15): read models over an organization's records. */
import type { FastifyInstance } from 'fastify';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import { cachedDocument } from './dashboard-cache';
import {
  parseDashboardComparisonQuery,
  presentDashboardComparison,
  readDashboardComparison,
} from './dashboard-comparison';
import { parseDashboardRehomeQuery, readDashboardRehome, rehomeDocument } from './dashboard-rehome';
import { parseDashboardTotalsQuery, presentDashboardTotals, readDashboardTotals } from './dashboard-totals';
import { parseDashboardTrendsQuery, presentDashboardTrends, readDashboardTrends } from './dashboard-trends';

export default async function organizationDashboardRoutes(app: FastifyInstance) {
  app.get('/api/v1/dashboard_totals', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const query = parseDashboardTotalsQuery(request.query, ctx.now);
    const totals = await readDashboardTotals(ctx, query);
    return sendDocument(
      reply,
      cachedDocument(totals, () => presentDashboardTotals(totals)),
    );
  });
  app.get('/api/v1/dashboard_trends', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const query = parseDashboardTrendsQuery(request.query, ctx.now);
    const trends = await readDashboardTrends(ctx, query);
    return sendDocument(
      reply,
      cachedDocument(trends, () => presentDashboardTrends(trends)),
    );
  });
  app.get('/api/v1/dashboard_rehome', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const query = parseDashboardRehomeQuery(request.query, ctx.now);
    return sendDocument(reply, rehomeDocument(await readDashboardRehome(ctx, query)));
  });
  app.get('/api/v1/dashboard_comparison', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const query = parseDashboardComparisonQuery(request.query, ctx.now);
    return sendDocument(reply, presentDashboardComparison(await readDashboardComparison(ctx, query)));
  });
}
