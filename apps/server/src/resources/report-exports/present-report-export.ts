/** A report export as the API answers it, with download links signed for the user who asks. */
import { type RouteAction, reportFileName } from '@sac/domain';
import type { FastifyRequest } from 'fastify';
import { signingKey, signPath } from '../../files/signed-urls';
import type { ReportExportRow } from './create-report-export';
import { REPORT_EXPORT_TYPE } from './parse-report-export';

export const reportFilePath = (id: number, extension: 'pdf' | 'csv') =>
  `/api/v1/report_exports/${id}/${extension}`;

export async function presentReportExport(request: FastifyRequest, row: ReportExportRow) {
  const { database, config } = request.server.deps;
  const key = await signingKey(database, config);
  const userId = request.access.user!.id;
  const action = row.action as RouteAction;
  const link = (extension: 'pdf' | 'csv') =>
    signPath(key, reportFilePath(row.id, extension), userId, request.now);
  return {
    data: {
      type: REPORT_EXPORT_TYPE,
      id: String(row.id),
      attributes: {
        organization_id: row.organizationId,
        location_id: row.locationId,
        action: row.action,
        date_format: row.dateFormat,
        dates: row.dates,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        pdf_file_name: reportFileName(action, row.createdAt, 'pdf'),
        csv_file_name: reportFileName(action, row.createdAt, 'csv'),
        pdf_url: link('pdf'),
        csv_url: link('csv'),
      },
    },
  };
}
