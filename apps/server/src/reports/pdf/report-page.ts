/** The content of one report page in pdfmake terms: the title block, then two columns of ruled tables. */
import { formatMonthYear, LEGACY_CUTOFF } from '@sac/domain';
import type { PdfContent } from 'pdfmake';
import type { DataPeriod } from '../data-csv';
import type { ReportPage, ReportRow, ReportTable } from './report-layout';

export const COLORS = {
  ink: '#1f2933',
  muted: '#616e7c',
  heading: '#243b53',
  zebra: '#f0f4f8',
  total: '#d9e2ec',
  rule: '#bcccdc',
  notice: '#8d2b0b',
  accent: '#0b6e99',
} as const;

/** A3 landscape (1190.55 pt) less the side margins. */
export const PAGE_MARGINS = [40, 50, 40, 36] as const;
const CONTENT_WIDTH = 1190.55 - PAGE_MARGINS[0] - PAGE_MARGINS[2];

const NUMBER = new Intl.NumberFormat('en-US');
/** What a cell shows: nothing when nothing was reported, else the number with thousands separators. */
export const formatCell = (value: number | null) => (value === null ? '' : NUMBER.format(value));

export const formatPeriod = ({ year, month }: DataPeriod) =>
  month === undefined ? String(year) : formatMonthYear(year, month);

export type PageHeading = { title: string; organizationName: string; locationName: string };

function rowCells(row: ReportRow, index: number): PdfContent[] {
  const fillColor = row.style === 'total' ? COLORS.total : index % 2 === 1 ? COLORS.zebra : undefined;
  const bold = row.style !== 'item';
  return [
    { text: row.label, bold, fillColor },
    ...row.cells.map((cell) => ({ text: formatCell(cell), bold, fillColor, alignment: 'right' })),
  ];
}

function table(report: ReportTable): PdfContent {
  const header = [
    { text: report.title, style: 'tableTitle' },
    ...report.columns.map((column) => ({ text: column, style: 'columnHeading', alignment: 'right' })),
  ];
  const ruledAbove = new Set(report.rows.flatMap((row, i) => (row.style === 'item' ? [] : [i + 1])));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: ['*', ...report.columns.map(() => 80)],
      body: [header, ...report.rows.map(rowCells)],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 1 || i === node.table.body.length || ruledAbove.has(i) ? 1 : 0,
      hLineColor: (i: number) => (i === 1 ? COLORS.heading : COLORS.rule),
      vLineWidth: () => 0,
      paddingTop: () => 6,
      paddingBottom: () => 6,
      paddingLeft: () => 5,
      paddingRight: () => 5,
    },
    margin: [0, 0, 0, 18],
  };
}

function titleBlock(page: ReportPage, heading: PageHeading): PdfContent {
  return {
    columns: [
      {
        stack: [
          { text: heading.title, style: 'title' },
          { text: `${heading.organizationName} · ${heading.locationName}`, style: 'subtitle' },
        ],
      },
      {
        width: 'auto',
        stack: [
          { text: formatPeriod(page.period), style: 'title', alignment: 'right' },
          { text: page.group.label, style: 'group', alignment: 'right' },
        ],
      },
    ],
  };
}

/** A fresh node each time: pdfmake writes its layout into the nodes it is given. */
const rule = (): PdfContent => ({
  canvas: [
    { type: 'line', x1: 0, y1: 0, x2: CONTENT_WIDTH, y2: 0, lineWidth: 1.5, lineColor: COLORS.heading },
  ],
  margin: [0, 8, 0, 14],
});

/** Lines under the title: nothing reported, legacy transfers, how a year's counts were taken. */
function notes(page: ReportPage, isIntakeOutcome: boolean): PdfContent[] {
  const period = formatPeriod(page.period);
  const lines: PdfContent[] = [];
  if (!page.hasData) {
    lines.push({ text: `No data was reported for ${page.group.label} in ${period}.`, style: 'notice' });
    return lines;
  }
  if (page.legacy) {
    lines.push({
      text: `Transfers before ${formatMonthYear(LEGACY_CUTOFF.year, LEGACY_CUTOFF.month)} were reported without their destination: they are in the undesignated rows.`,
      style: 'note',
    });
  }
  if (isIntakeOutcome && page.period.month === undefined) {
    lines.push({
      text: `Beginning counts are those of each location's and species' first month of ${period} with counts entered; ending counts those of its last.`,
      style: 'note',
    });
  }
  return lines;
}

export function reportPageContent(
  page: ReportPage,
  heading: PageHeading,
  isIntakeOutcome: boolean,
): PdfContent {
  return [
    titleBlock(page, heading),
    rule(),
    ...notes(page, isIntakeOutcome),
    {
      columns: page.columns.map((tables) => ({ stack: tables.map(table) })),
      columnGap: 32,
      margin: [0, 6, 0, 0],
    },
  ];
}

export const PAGE_STYLES = {
  title: { fontSize: 22, bold: true, color: COLORS.heading },
  subtitle: { fontSize: 14, color: COLORS.muted, margin: [0, 4, 0, 0] },
  group: { fontSize: 20, bold: true, color: COLORS.accent, margin: [0, 4, 0, 0] },
  tableTitle: { fontSize: 15, bold: true, color: COLORS.heading },
  columnHeading: { fontSize: 11, bold: true, color: COLORS.muted, margin: [0, 3, 0, 0] },
  note: { fontSize: 11, italics: true, color: COLORS.muted, margin: [0, 0, 0, 6] },
  notice: { fontSize: 13, bold: true, color: COLORS.notice, margin: [0, 0, 0, 8] },
};
