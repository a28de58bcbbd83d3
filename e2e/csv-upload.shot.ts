/** The CSV upload screens for a look by eye: `E2E_SCREENSHOTS=1 npm run test:e2e -- csv-upload.shot.ts`. */
import type { Page } from '@playwright/test';
import { UPLOAD_MESSAGES } from '@sac/domain';
import { workingLocation } from './api-session';
import { csvFile, exampleRows, renameHeader, replaceCell, toCsvText } from './csv-files';
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });
const choose = (page: Page, name: string, text: string, mimeType = 'text/csv') =>
  page.getByLabel('CSV file').setInputFiles(csvFile(name, text, mimeType));
const upload = (page: Page) => page.getByRole('button', { name: 'Upload CSV' }).click();

test('upload screen: empty, refused, chosen, row problems and wrong headers', async ({ page, request }) => {
  const { locationId } = await workingLocation(request);
  // Months no journey checks: the shots refuse every file they send.
  const rows = exampleRows('intake_outcome', { locationId, year: 2018, month: 3 });
  await signIn(page, 'manager');
  await page.goto('/data-entry/upload');
  await expect(page.getByRole('button', { name: UPLOAD_MESSAGES.downloadExample })).toBeEnabled();
  await page.screenshot(shot('csv-upload'));

  await choose(page, 'notes.txt', 'hello', 'text/plain');
  await expect(page.getByText(UPLOAD_MESSAGES.onlyCsv)).toBeVisible();
  await page.screenshot(shot('csv-upload-refused'));

  const bad = replaceCell(replaceCell(rows, 2, 'adultStrayAtLargeCount', 'abc'), 3, 'species', 'dragon');
  await choose(page, 'March 2018 intake and outcome.csv', toCsvText(bad));
  await page.screenshot(shot('csv-upload-chosen'));
  await upload(page);
  await expect(page.getByRole('list', { name: 'Problems in the file' })).toBeVisible();
  await page.screenshot(shot('csv-upload-row-problems'));

  const wrong = renameHeader(renameHeader(rows, 'species', 'Species'), 'adultStrayAtLargeCount', 'strays');
  await choose(page, 'march.csv', toCsvText(wrong));
  await upload(page);
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.invalidHeadersTitle })).toBeVisible();
  await page.screenshot(shot('csv-upload-invalid-headers'));

  await page.getByRole('button', { name: 'Choose another file' }).click();
  await choose(
    page,
    'services.csv',
    toCsvText(exampleRows('services', { locationId, year: 2018, month: 3 })),
  );
  await upload(page);
  await expect(page.getByText('This file holds community services data')).toBeVisible();
  await page.screenshot(shot('csv-upload-invalid-headers-other-kind'));
});

test('upload screen: many problems, narrow, and the completion screen', async ({ page, request }) => {
  const { locationId } = await workingLocation(request);
  const rows = exampleRows('services', { locationId, year: 2018, month: 4 });
  // Every count of both rows wrong: more problems than the server lists.
  const many = rows[0]!
    .slice(4)
    .reduce((acc, column) => replaceCell(replaceCell(acc, 2, column, '-1'), 3, column, '-1'), rows);
  await page.setViewportSize({ width: 760, height: 1000 });
  await signIn(page, 'manager');
  await page.goto('/services/upload');
  await choose(page, 'services.csv', toCsvText(many));
  await upload(page);
  await expect(page.getByRole('list', { name: 'Problems in the file' })).toBeVisible();
  await page.screenshot(shot('csv-upload-many-problems-narrow'));

  await page.setViewportSize({ width: 1360, height: 860 });
  await choose(page, 'services.csv', toCsvText(rows));
  await page.route('**/api/v1/file_imports', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await upload(page);
  await expect(page.getByRole('button', { name: 'Upload CSV' })).toBeDisabled();
  await page.waitForTimeout(300);
  await page.screenshot(shot('csv-upload-uploading'));
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.complete })).toBeVisible();
  await page.screenshot(shot('csv-upload-complete'));
});

test('upload screen: the confirmation before data already entered is replaced', async ({ page, request }) => {
  const { api, locationId } = await workingLocation(request);
  // May 2018 uploaded once through the API (a month no journey checks), then again through the screen.
  const rows = exampleRows('intake_outcome', { locationId, year: 2018, month: 5 });
  await api.post('/api/v1/file_imports', {
    data: {
      type: 'file_imports',
      attributes: {
        location_id: Number(locationId),
        file_type: 'intake_outcome',
        file: `data:text/csv;base64,${Buffer.from(toCsvText(rows)).toString('base64')}`,
      },
    },
  });
  await signIn(page, 'manager');
  await page.goto('/data-entry/upload');
  await choose(page, 'May 2018.csv', toCsvText(rows));
  await upload(page);
  await expect(page.getByRole('dialog', { name: 'Replace data already entered?' })).toBeVisible();
  await page.screenshot(shot('csv-upload-replace-confirmation'));
});

for (const width of [1440, 390]) {
  test(`upload screen at ${width} px: empty, file chosen, row problems`, async ({ page, request }) => {
    const { locationId } = await workingLocation(request);
    const rows = exampleRows('intake_outcome', { locationId, year: 2018, month: 3 });
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, 'manager');
    await page.goto('/data-entry/upload');
    await expect(page.getByRole('button', { name: UPLOAD_MESSAGES.downloadExample })).toBeEnabled();
    await page.screenshot(shot(`csv-upload-${width}`));
    const bad = replaceCell(rows, 2, 'adultStrayAtLargeCount', 'abc');
    await choose(page, 'March 2018 intake and outcome.csv', toCsvText(bad));
    await page.screenshot(shot(`csv-upload-chosen-${width}`));
    await upload(page);
    await expect(page.getByRole('list', { name: 'Problems in the file' })).toBeVisible();
    await page.screenshot(shot(`csv-upload-row-problems-${width}`));
    // Nothing runs off the side of a phone's screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
