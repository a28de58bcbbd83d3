/**
 * Test support of the data reports (tests only): monthly records written straight to their tables, a
 * report requested through the API, and its PDF read back with poppler (pdfinfo, pdftotext).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LightMyRequestResponse } from 'fastify';
import type { DbOrTx } from '../../db/connection';
import { animalCounts, animalIntakes, animalOutcomes, animalServices } from '../../db/schema/index';

const run = promisify(execFile);

export type MonthRecords = {
  locationId: number;
  organizationId: number;
  species: string;
  year: number;
  month: number;
  counts?: Record<string, number>;
  intakes?: Record<string, number>;
  outcomes?: Record<string, number>;
  services?: Record<string, number>;
};

const TABLES = {
  counts: animalCounts,
  intakes: animalIntakes,
  outcomes: animalOutcomes,
  services: animalServices,
} as const;

/** The records of one location, species and month (each kind given is one row). */
export async function insertMonth(db: DbOrTx, records: MonthRecords) {
  const { locationId, organizationId, species, year, month } = records;
  const keys = {
    locationId,
    organizationId,
    species,
    yearOfRecord: year,
    monthOfRecord: month,
    dateOfRecord: `${year}-${String(month).padStart(2, '0')}-01`,
  };
  for (const kind of Object.keys(TABLES) as (keyof typeof TABLES)[]) {
    const values = records[kind];
    if (values) await db.insert(TABLES[kind]).values({ ...keys, ...values } as never);
  }
}

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
