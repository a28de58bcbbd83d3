/**
 * Reading a report export and its files: the user who made it (while still a member of the organization)
 * or an admin; anyone else gets a 404. Files are removed after REPORT_FILE_RETENTION_DAYS: then a 410.
 */
import { REPORT_FILE_RETENTION_DAYS } from '@sac/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isOrganizationMember } from '../../access/policies';
import { reportExports } from '../../db/schema/index';
import { sendStoredFile } from '../../files/send-file';
import { findStoredFile } from '../../files/stored-files';
import { ApiError, notFound } from '../../http/errors';
import type { ReportExportRow } from './create-report-export';

export const REPORT_FILE_GONE = `This report file was removed ${REPORT_FILE_RETENTION_DAYS} days after it was generated. Generate the report again to download it.`;

export async function findReportExport(request: FastifyRequest, rawId: unknown): Promise<ReportExportRow> {
  const id = typeof rawId === 'string' && /^\d{1,10}$/.test(rawId) ? Number(rawId) : 0;
  if (id <= 0 || id > 2_147_483_647) throw notFound();
  const [row] = await request.server.deps.database.db
    .select()
    .from(reportExports)
    .where(eq(reportExports.id, id));
  const { access } = request;
  const mine = row && row.userId === access.user?.id && isOrganizationMember(access, row.organizationId);
  if (!row || !(access.isAdmin || mine)) throw notFound();
  return row;
}

export async function sendReportFile(
  request: FastifyRequest,
  reply: FastifyReply,
  row: ReportExportRow,
  extension: 'pdf' | 'csv',
) {
  const { db } = request.server.deps.database;
  const fileId = extension === 'pdf' ? row.pdfFileId : row.csvFileId;
  const file = fileId === null ? undefined : await findStoredFile(db, fileId);
  // Past its expiry a file is as good as removed, even before the nightly clean-up has run.
  if (!file || (file.expiresAt !== null && file.expiresAt <= request.now)) {
    throw new ApiError(410, [{ code: 'gone', title: 'Gone', detail: REPORT_FILE_GONE }]);
  }
  return sendStoredFile(request, reply, db, file);
}
