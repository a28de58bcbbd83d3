/**
 * A data report's PDF from the database: the sums of the chosen records, laid out in pages, rendered by
 * `render` (the API's compute threads; in this thread by default).
 */
import type { EntryAction } from '@sac/domain';
import type { Database } from '../../db/connection';
import { type ReportPdfInput, renderReportPdf } from './render-report-pdf';
import { type ReportScope, readReportSums } from './report-data';
import { buildReportPages } from './report-layout';

export type ReportPdfRequest = {
  action: EntryAction;
  scope: ReportScope;
  organizationName: string;
  locationName: string;
  now: Date;
};

export async function generateReportPdf(
  database: Database,
  request: ReportPdfRequest,
  render: (input: ReportPdfInput) => Promise<Buffer> = renderReportPdf,
): Promise<Buffer> {
  const byMonth = request.scope.periods.some((period) => period.month !== undefined);
  const sums = await readReportSums(database, request.action, request.scope, byMonth);
  return render({
    ...request,
    pages: buildReportPages(request.action, request.scope.periods, sums),
  });
}
