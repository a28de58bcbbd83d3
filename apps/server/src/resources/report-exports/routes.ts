/** Routes of report exports: an organization's data report (PDF and CSV), docs/api-files.md. */
import type { FastifyInstance } from 'fastify';
import { sendDocument } from '../../http/jsonapi/index';
import { createReportExport } from './create-report-export';
import { parseReportExport } from './parse-report-export';
import { presentReportExport } from './present-report-export';
import { findReportExport, sendReportFile } from './read-report-export';

type WithId = { Params: { id: string } };
/** Downloads accept a signed link instead of the token headers: the browser follows it as a plain link. */
const download = { config: { signedDownload: true } };

export default async function reportExportRoutes(app: FastifyInstance) {
  app.post('/api/v1/report_exports', async (request, reply) => {
    const input = parseReportExport(request.body, request.now);
    const row = await createReportExport(
      { database: app.deps.database, compute: app.compute, access: request.access, now: request.now },
      input,
    );
    return sendDocument(reply, await presentReportExport(request, row), 201);
  });
  app.get<WithId>('/api/v1/report_exports/:id', async (request, reply) =>
    sendDocument(
      reply,
      await presentReportExport(request, await findReportExport(request, request.params.id)),
    ),
  );
  app.get<WithId>('/api/v1/report_exports/:id/pdf', download, async (request, reply) =>
    sendReportFile(request, reply, await findReportExport(request, request.params.id), 'pdf'),
  );
  app.get<WithId>('/api/v1/report_exports/:id/csv', download, async (request, reply) =>
    sendReportFile(request, reply, await findReportExport(request, request.params.id), 'csv'),
  );
}
