/**
 * Shared steps of the export journeys (report exports, admin downloads): the dates they pick computed
 * from the clock, the month and year pickers, and downloads read back as text.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { csvColumns, type FileImportType, formatIsoDate, MONTH_NAMES } from '@sac/domain';
import { expect } from './support';

export type YearMonth = { year: number; month: number };

/** The month `count` months before the current one. */
export function monthsAgo(count: number, now = new Date()): YearMonth {
  const date = new Date(now.getFullYear(), now.getMonth() - count, 1);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** The month picker's labels: Jan, Feb, … Dec. */
export const SHORT_MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/** The days a file made now may be dated by: today, or tomorrow when the clock passes midnight meanwhile. */
export function fileDays(before: Date, after = new Date()): string[] {
  return [...new Set([formatIsoDate(before), formatIsoDate(after)])];
}

export const exportDatesPicker = (page: Page) => page.getByRole('button', { name: 'Export Dates' });

/** Opens the month picker and picks a month, moving back a year when it lies before the current one. */
export async function pickMonth(page: Page, { year, month }: YearMonth) {
  await exportDatesPicker(page).click();
  const shownYear = new Date().getFullYear();
  for (let y = shownYear; y > year; y -= 1) await page.getByRole('button', { name: 'Previous year' }).click();
  await page.getByRole('button', { name: SHORT_MONTHS[month - 1], exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Opens the year picker (a decade) and picks a year, moving back a decade when needed. */
export async function pickYear(page: Page, year: number) {
  await exportDatesPicker(page).click();
  const shownDecade = Math.floor(new Date().getFullYear() / 10);
  for (let d = shownDecade; d > Math.floor(year / 10); d -= 1) {
    await page.getByRole('button', { name: 'Previous decade' }).click();
  }
  await page.getByRole('button', { name: String(year), exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Follows a download link or button and answers the file's suggested name and text. */
export async function downloadText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), text: await readDownload(download) };
}

async function readDownload(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

/** A data CSV's lines without the last line break. */
export const csvLines = (text: string) => text.replace(/\r?\n$/, '').split(/\r?\n/);

/** The upload columns (000 §3) a data CSV must start with. */
export const uploadHeader = (type: FileImportType) =>
  csvColumns(type)
    .map((column) => column.name)
    .join(',');

/** The key cells of a data CSV's rows (every cell of those columns is a plain value, never quoted). */
export function dataRows(text: string) {
  const [header, ...rows] = csvLines(text);
  expect(header).toBeDefined();
  return rows.map((row) => {
    const [locationId, yearOfRecord, monthOfRecord, species] = row.split(',');
    return { locationId, year: Number(yearOfRecord), month: Number(monthOfRecord), species };
  });
}
