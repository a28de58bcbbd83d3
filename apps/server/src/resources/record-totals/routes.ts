/**
 * Read-only routes over the records' sums: an organization's annual intakes and a location's month balances
 * (docs/api-statuses.md). The year-to-date species totals are an include of locations (ytd-species-totals.ts).
 */
import type { FastifyInstance } from 'fastify';
import { contextFromRequest, sendDocument } from '../../http/jsonapi/index';
import {
  parseAnnualIntakeQuery,
  presentAnnualIntakeTotals,
  readAnnualIntakeTotals,
} from './annual-intake-totals';
import { parseBalanceQuery, presentBalanceReports, readBalanceReports } from './balance-reports';
import {
  parseCoalitionTotalsQuery,
  presentCoalitionTotals,
  readCoalitionTotals,
} from './coalition-record-totals';

export default async function recordTotalRoutes(app: FastifyInstance) {
  // A static segment: Fastify's router prefers it to GET /api/v1/organizations/:id.
  app.get('/api/v1/organizations/annual_intake_totals', async (request, reply) => {
    const query = parseAnnualIntakeQuery(request.query);
    return sendDocument(
      reply,
      presentAnnualIntakeTotals(await readAnnualIntakeTotals(contextFromRequest(request), query)),
    );
  });
  app.get('/api/v1/balance_reports', async (request, reply) => {
    const query = parseBalanceQuery(request.query);
    return sendDocument(
      reply,
      presentBalanceReports(await readBalanceReports(contextFromRequest(request), query)),
    );
  });
  // The coalition home's graphs (002 §2.8): a coalition's shared records summed by month and species.
  app.get('/api/v1/coalition_record_totals', async (request, reply) => {
    const ctx = contextFromRequest(request);
    const query = parseCoalitionTotalsQuery(request.query, ctx.now);
    return sendDocument(reply, presentCoalitionTotals(query, await readCoalitionTotals(ctx, query)));
  });
}
