/**
 * Test support of the data reports: a report requested through the API, and its PDF read back with poppler
 * (pdfinfo, pdftotext). Their monthly records come from `insertMonth` in factories.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';

const run = promisify(execFile);

export const reportRequest = (attributes: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/v1/report_exports',
  payload: { data: { type: 'report_exports', attributes } },
});

export type ReportAttributes = { pdf_url: string; csv_url: string; [name: string]: unknown };
export const reportAttributes = (response: LightMyRequestResponse) =>
  response.json().data.attributes as ReportAttributes;

async function withPdfFile<T>(pdf: Buffer, work: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sac-report-'));
  const file = path.join(dir, 'report.pdf');
  try {
    await writeFile(file, pdf);
    return await work(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page, laid out as on the page (a table row stays on one line). */
export function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    return stdout.split('\f').slice(0, -1);
  });
}

/** Each page's size in points, as pdfinfo prints it (`1190.55 x 841.89`). */
export function pdfPageSizes(pdf: Buffer): Promise<string[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', ['-f', '1', '-l', '100000', file]);
    return [...stdout.matchAll(/^Page\s+\d+ size:\s+([\d.]+ x [\d.]+) pts/gm)].map((match) => match[1]!);
  });
}

/** A table row of a page's text: the label, then its numbers as printed. */
export function rowOf(page: string, label: string): string[] | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\s{2,})${escaped}((?:\\s+[\\d,]+)+)`, 'm').exec(page);
  return match?.[1]?.trim().split(/\s+/);
}
