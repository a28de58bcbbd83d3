/**
 * The totals dashboards (issue 15): a manager, and an admin on the manager's organization, open Intake and
 * Outcome Totals for last year's canines; the Stray at Large total shown is the one of the organization's
 * PDF report of that year (read back with pdftotext), and a chart's CSV is its table as shown.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { workingLocation } from './api-session';
import { csvLines, downloadText, monthsAgo, SHORT_MONTHS } from './report-export-steps';
import { expect, signIn, test } from './support';

const run = promisify(execFile);
const LAST_YEAR = new Date().getFullYear() - 1;

/** The numbers of a row of the PDF's text (pdftotext -layout): Adult, Up to 5 mos., Age Unknown, Total. */
function pdfRow(page: string, label: string): string[] | undefined {
  const match = new RegExp(`(?:^|\\s{2,})${label}((?:\\s+[\\d,]+)+)`, 'm').exec(page);
  return match?.[1]?.trim().split(/\s+/);
}

/** The canines' page of the organization's intake and outcome report of last year, as text. */
async function reportCaninePage(request: APIRequestContext) {
  const { api, organizationId } = await workingLocation(request, 'manager');
  const report = await api.post('/api/v1/report_exports', {
    data: {
      type: 'report_exports',
      attributes: {
        organization_id: Number(organizationId),
        location_id: null,
        action: 'data-entry',
        date_format: 'year',
        dates: [`01/01/${LAST_YEAR}`],
      },
    },
  });
  const pdf = await request.get(report.data.attributes.pdf_url);
  expect(pdf.ok()).toBe(true);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'sac-dashboard-'));
  try {
    const file = path.join(dir, 'report.pdf');
    await writeFile(file, await pdf.body());
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    const canines = stdout.split('\f').find((page) => /\bCanine\b/.test(page));
    expect(canines, 'the report has a page of canines').toBeTruthy();
    return { organizationId, canines: canines! };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Picks a month in the From or To picker, whose shown year is that of its current value. */
async function pickMonth(page: Page, picker: 'From' | 'To', shownYear: number, month: number) {
  await page.getByRole('button', { name: picker, exact: true }).click();
  for (let year = shownYear; year > LAST_YEAR; year -= 1) {
    await page.getByRole('button', { name: 'Previous year' }).click();
  }
  await page.getByRole('button', { name: SHORT_MONTHS[month - 1], exact: true }).click();
}

/** Last year's canines, and the Intakes by category table's rows as shown. */
async function showLastYearsCanines(page: Page) {
  // The default period is the last twelve complete months.
  await pickMonth(page, 'From', monthsAgo(12).year, 1);
  await pickMonth(page, 'To', monthsAgo(1).year, 12);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('textbox', { name: 'Species' }).click();
  await page.getByRole('option', { name: 'Canines' }).click();
  const intakes = page.getByRole('region', { name: 'Intakes by category' });
  await expect(intakes).toContainText(`Jan ${LAST_YEAR} to Dec ${LAST_YEAR}`);
  await intakes.getByRole('switch', { name: 'Show table' }).check();
  const table = intakes.getByRole('table', { name: 'Intakes by category table' });
  await expect(table.getByRole('columnheader').nth(1)).toHaveText(`Jan ${LAST_YEAR} to Dec ${LAST_YEAR}`);
  return { intakes, table };
}

const rowCells = (table: ReturnType<Page['getByRole']>, label: string) =>
  table
    .getByRole('row')
    .filter({ has: table.page().getByRole('cell', { name: label, exact: true }) })
    .getByRole('cell');

test('a manager’s Intake and Outcome Totals: the number of the PDF report, and a chart’s CSV as shown', async ({
  page,
}) => {
  const { canines } = await reportCaninePage(page.request);
  const strayTotal = pdfRow(canines, 'Stray at Large')!.at(-1)!.replace(/,/g, '');
  await signIn(page, 'manager', '/dashboards/intake-outcome-totals');
  await expect(page.getByRole('tab', { name: 'Intake and Outcome Totals' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const { intakes, table } = await showLastYearsCanines(page);
  await expect(rowCells(table, 'Stray at Large').nth(1)).toHaveText(strayTotal);

  const shown = await table
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '').join(','),
      ),
    );
  const csv = await downloadText(page, () => intakes.getByRole('button', { name: 'Download CSV' }).click());
  expect(csv.name).toMatch(/^organization-\d+-intakes-by-category-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  expect(csvLines(csv.text)).toEqual(shown);
  // The chart as drawn, as a PNG (html-to-image, in the browser).
  const [png] = await Promise.all([
    page.waitForEvent('download'),
    intakes.getByRole('button', { name: 'Download PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe(csv.name.replace(/\.csv$/, '.png'));
  const pngBytes = await readFile((await png.path())!);
  expect(pngBytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(pngBytes.length).toBeGreaterThan(5_000);

  // The other tabs of the frame.
  await page.getByRole('tab', { name: 'Community Services Totals' }).click();
  await expect(page.getByRole('region', { name: 'Services by category' })).toBeVisible();
});

test('an admin reads the same totals as a tab of the organization', async ({ page }) => {
  const { organizationId, canines } = await reportCaninePage(page.request);
  const strayTotal = pdfRow(canines, 'Stray at Large')!.at(-1)!.replace(/,/g, '');
  await signIn(page, 'admin', `/organizations/${organizationId}/intake-outcome-totals`);
  await expect(page.getByRole('tab', { name: 'Intake Outcome Totals' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const { table } = await showLastYearsCanines(page);
  await expect(rowCells(table, 'Stray at Large').nth(1)).toHaveText(strayTotal);
});

/** Each tab shows its charts (or says why it cannot): the checks a user relies on, tab by tab. */
async function expectEveryTab(
  page: Page,
  tabs: { comparison: string; forecast: string; rehome: string; admin?: boolean },
) {
  await page.getByRole('tab', { name: tabs.comparison }).click();
  // The demo's organization has no comparable peers that share their data: the page says so, and still
  // shows the organization's own figures.
  await expect(
    page.getByText('Fewer than 5 comparable organizations share their data: no comparison can be shown.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outcome rates' })).toBeVisible();

  await page.getByRole('tab', { name: tabs.forecast }).click();
  const intakes = page.getByRole('region', { name: 'Intakes and forecast' });
  // Four years of demo data: a forecast, not the reason for its absence.
  await expect(intakes).toContainText('then the next 12 months as the organization');
  await intakes.getByRole('switch', { name: 'Show table' }).check();
  const forecastRows = intakes.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(forecastRows.last().getByRole('cell').nth(2)).toHaveText(/^\d+$/);

  await page.getByRole('tab', { name: tabs.rehome }).click();
  if (tabs.admin) {
    // An admin's tax id starts empty (002 §2.13); the organization's own is offered.
    await page.getByRole('button', { name: /^Use this organization/ }).click();
    await page.getByRole('button', { name: 'Show' }).click();
  }
  await expect(
    page.getByRole('region', { name: 'Owner surrenders and keep-home services by month' }),
  ).toBeVisible();
}

test('every dashboard tab opens for a manager and for an admin on another organization', async ({ page }) => {
  await signIn(page, 'manager', '/dashboards');
  await expect(page.getByRole('tab', { name: 'Comparison' })).toHaveAttribute('aria-selected', 'true');
  await expectEveryTab(page, {
    comparison: 'Comparison',
    forecast: 'Analytics & Forecast',
    rehome: 'Rehome',
  });

  const { organizationId } = await workingLocation(page.request, 'manager');
  await signIn(page, 'admin', `/organizations/${organizationId}/comparison_dashboard`);
  await expectEveryTab(page, {
    comparison: 'Comparison',
    forecast: 'Analytics & Forecast',
    rehome: 'Rehome Dashboard',
    admin: true,
  });
});
