/**
 * Generates an organization's data report (docs/api-files.md `POST /api/v1/report_exports`): the PDF and
 * the CSV are made at once and answered as signed links with their file names (`sac-{action}_{date}`).
 */
import type { ReportExportAttributes } from '@sac/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';
import { type JsonApiDocument, normalizeOne, type Resource, resourceBody } from '../../../lib/api/jsonapi';

export type ReportExport = Resource & {
  status: string;
  pdfFileName: string;
  csvFileName: string;
  pdfUrl: string;
  csvUrl: string;
};

export async function createReportExport(attributes: ReportExportAttributes): Promise<ReportExport> {
  const doc = await api.post<JsonApiDocument>(
    '/api/v1/report_exports',
    resourceBody('report_exports', attributes),
  );
  return normalizeOne<ReportExport>(doc).data;
}

export function useCreateReportExport() {
  return useMutation({ mutationFn: createReportExport });
}
