/**
 * A data report's PDF laid out and rendered in a worker thread of the compute pool (compute-pool.ts): pdfmake
 * lays out a page in milliseconds of CPU, and a report of 24 months by month has 72 pages, which held the
 * API's event loop, and with it every other request of the process, for half a second or more.
 *
 * The task answers rather than throws when the report itself fails, so that the pool tells a report's own
 * error (the caller's) from a thread that failed (the pool's, which then renders in the calling thread).
 */
import { type ReportPdfInput, renderReportPdf } from '../reports/pdf/render-report-pdf';

export type ReportPdfAnswer = { pdf: Uint8Array } | { error: string };

export default async function reportPdfTask(input: ReportPdfInput): Promise<ReportPdfAnswer> {
  try {
    return { pdf: await renderReportPdf(input) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
