/**
 * Renders a data report to PDF with pdfmake's server-side API: A3 landscape, one page per period and species
 * group, in the PDF standard fonts (Helvetica), so no font file is read and nothing is fetched.
 */
import { type EntryAction, formatDisplayDate } from '@sac/domain';
import pdfmake, { type PdfContent } from 'pdfmake';
import type { ReportPage } from './report-layout';
import {
  COLORS,
  formatPeriod,
  PAGE_MARGINS,
  PAGE_STYLES,
  type PageHeading,
  reportPageContent,
} from './report-page';

const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONTS = new Set(Object.values(HELVETICA));

pdfmake.setFonts({ Helvetica: HELVETICA });
// pdfmake asks before it reads a URL or a local file; the only "files" a report names are the standard fonts.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

export const REPORT_TITLES: Record<EntryAction, string> = {
  intake_outcome: 'Intake and Outcome Report',
  services: 'Community Services Report',
};

export type ReportPdfInput = {
  action: EntryAction;
  organizationName: string;
  /** A location's name, or All Locations. */
  locationName: string;
  pages: readonly ReportPage[];
  now: Date;
};

function pageHeader(generated: string) {
  return (currentPage: number, pageCount: number): PdfContent => ({
    columns: [
      { text: 'Shelter Animals Count', bold: true },
      { text: `Generated ${generated}    Page ${currentPage} of ${pageCount}`, alignment: 'right' },
    ],
    fontSize: 10,
    color: COLORS.muted,
    margin: [40, 22, 40, 0],
  });
}

export async function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const title = REPORT_TITLES[input.action];
  const heading: PageHeading = {
    title,
    organizationName: input.organizationName,
    locationName: input.locationName,
  };
  const pages = input.pages.map((page, index) => ({
    stack: [reportPageContent(page, heading, input.action === 'intake_outcome')],
    ...(index > 0 ? { pageBreak: 'before' } : {}),
  }));
  const periods = [...new Set(input.pages.map((page) => formatPeriod(page.period)))];
  return pdfmake
    .createPdf({
      pageSize: 'A3',
      pageOrientation: 'landscape',
      pageMargins: [...PAGE_MARGINS],
      info: {
        title: `${title}: ${input.organizationName}, ${input.locationName}, ${periods.join(', ')}`,
        author: 'Shelter Animals Count',
        creationDate: input.now,
      },
      header: pageHeader(formatDisplayDate(input.now)),
      defaultStyle: { font: 'Helvetica', fontSize: 13, color: COLORS.ink },
      styles: PAGE_STYLES,
      content: pages,
    })
    .getBuffer();
}
