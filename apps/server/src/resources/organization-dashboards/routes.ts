/**
 * The organization dashboards (002 §2.13, issue 15): read models over an organization's records. A cached
 * answer's document is serialized once and sent as that text (dashboard-cache.ts `cachedDocument`); the
 * Comparison's answer is computed per request from cached measures, so it is serialized each time.
 */
import type { FastifyInstance } from 'fastify';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import { cachedDocument } from './dashboard-cache';
import {
  parseDashboardComparisonQuery,
  presentDashboardComparison,
  readDashboardComparison,
} from './dashboard-comparison';
import { parseDashboardRehomeQuery, presentDashboardRehome, readDashboardRehome } from './dashboard-rehome';
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
    const { sums, organizations } = await readDashboardRehome(ctx, query);
    // The organizations are read on every request (a rename shows at once): the document's variant.
    const present = () => presentDashboardRehome({ ...sums, organizations });
    return sendDocument(reply, cachedDocument(sums, present, JSON.stringify(organizations)));
  });
  app.get('/api/v1/dashboard_comparison', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const query = parseDashboardComparisonQuery(request.query, ctx.now);
    return sendDocument(reply, presentDashboardComparison(await readDashboardComparison(ctx, query)));
  });
}
