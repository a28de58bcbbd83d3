/** Read-only routes over the stored statuses and the records' sums: statuses, annual intakes, balance. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contextFromRequest } from '../../http/jsonapi/index';
import {
  parseAnnualIntakeQuery,
  presentAnnualIntakeTotals,
  readAnnualIntakeTotals,
} from './annual-intake-totals';
import { parseBalanceQuery, presentBalanceReports, readBalanceReports } from './balance-reports';
import { parseStatusQuery, presentDataEntryStatuses, readDataEntryStatuses } from './data-entry-status';

type Query = Record<string, unknown>;
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Query;
const send = (reply: FastifyReply, document: unknown) =>
  reply.type('application/vnd.api+json').send(document);

export default async function statusRoutes(app: FastifyInstance) {
  app.get('/api/v1/data_entry_status', async (request, reply) => {
    const statuses = await readDataEntryStatuses(
      contextFromRequest(request),
      parseStatusQuery(queryOf(request)),
    );
    return send(reply, presentDataEntryStatuses(statuses));
  });
  // A static segment: Fastify's router prefers it to GET /api/v1/organizations/:id.
  app.get('/api/v1/organizations/annual_intake_totals', async (request, reply) => {
    const totals = await readAnnualIntakeTotals(
      contextFromRequest(request),
      parseAnnualIntakeQuery(queryOf(request)),
    );
    return send(reply, presentAnnualIntakeTotals(totals));
  });
  app.get('/api/v1/balance_reports', async (request, reply) => {
    const reports = await readBalanceReports(
      contextFromRequest(request),
      parseBalanceQuery(queryOf(request)),
    );
    return send(reply, presentBalanceReports(reports));
  });
}
