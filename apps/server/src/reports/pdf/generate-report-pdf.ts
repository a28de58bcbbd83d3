/** A data report's PDF from the database: the sums of the chosen records, laid out in pages, rendered. */
import type { EntryAction } from '@sac/domain';
import type { Database } from '../../db/connection';
import { renderReportPdf } from './render-report-pdf';
import { type ReportScope, readReportSums } from './report-data';
import { buildReportPages } from './report-layout';

export type ReportPdfRequest = {
  action: EntryAction;
  scope: ReportScope;
  organizationName: string;
  locationName: string;
  now: Date;
};

export async function generateReportPdf(database: Database, request: ReportPdfRequest): Promise<Buffer> {
  const byMonth = request.scope.periods.some((period) => period.month !== undefined);
  const sums = await readReportSums(database, request.action, request.scope, byMonth);
  return renderReportPdf({
    ...request,
    pages: buildReportPages(request.action, request.scope.periods, sums),
  });
}
