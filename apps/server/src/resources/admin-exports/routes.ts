/**
 * GET /api/v1/admin_exports/{organizations|locations|coalitions|users}: a CSV of every record, streamed
 * a batch at a time (docs/api-files.md, "National files"). Admins only; a signed link works too.
 */
import { type AdminExportKind, adminExportFileName } from '@sac/domain';
import type { FastifyInstance } from 'fastify';
import { sendStream } from '../../files/send-file';
import { forbidden } from '../../http/errors';
import { type AdminCsv, streamAdminCsv } from './admin-csv';
import { coalitionsCsv } from './coalitions-csv';
import { locationsCsv } from './locations-csv';
import { organizationsCsv } from './organizations-csv';
import { usersCsv } from './users-csv';

export default async function adminExportRoutes(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    if (!request.access.isAdmin) throw forbidden();
  });

  const route = <Row extends { id: number }>(kind: AdminExportKind, csv: AdminCsv<Row>) =>
    app.get(`/api/v1/admin_exports/${kind}`, { config: { signedDownload: true } }, (request, reply) =>
      sendStream(
        reply,
        streamAdminCsv(app.deps.database.db, csv),
        adminExportFileName(kind, request.now),
        'text/csv; charset=utf-8',
      ),
    );
  route('organizations', organizationsCsv);
  route('locations', locationsCsv);
  route('coalitions', coalitionsCsv);
  route('users', usersCsv);
}
