/**
 * The export screens and the admin downloads for a look by eye:
 * `E2E_SCREENSHOTS=1 npm run test:e2e -- report-export.shot.ts`.
 */
import { workingLocation } from './api-session';
import { monthsAgo, pickMonth } from './report-export-steps';
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test('export screen: empty submit, picking months, the downloads', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/data-entry/export');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByText('Select an export date format')).toBeVisible();
  await page.screenshot(shot('report-export-empty'));

  await page.getByRole('radio', { name: 'Export a Month of Data' }).check();
  await pickMonth(page, monthsAgo(2));
  await pickMonth(page, monthsAgo(3));
  await page.getByRole('button', { name: 'Export Dates' }).click();
  await page.waitForTimeout(400); // the dropdown fades in
  await page.screenshot(shot('report-export-month-picker'));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByRole('link', { name: 'Download Export PDF' })).toBeVisible();
  await page.screenshot(shot('report-export-downloads'));
});

test('organization Export Data tab, narrow', async ({ page, request }) => {
  const { organizationId } = await workingLocation(request, 'manager');
  await page.setViewportSize({ width: 760, height: 1000 });
  await signIn(page, 'admin');
  await page.goto(`/organizations/${organizationId}/export`);
  await page.getByRole('radio', { name: 'Export a Year of Data' }).check();
  await expect(page.getByRole('button', { name: 'Export Dates' })).toBeEnabled();
  await page.screenshot(shot('organization-export-narrow'));
});

test('export screen: an organization that cannot be found', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/services/export/1/999999999');
  await page.getByRole('radio', { name: 'Export a Year of Data' }).check();
  await page.getByRole('button', { name: 'Export Dates' }).click();
  await page.getByRole('button', { name: String(new Date().getFullYear()), exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByRole('alert', { name: 'Unable to generate the CSV and PDF' })).toBeVisible();
  await page.screenshot(shot('report-export-failure'));
});

test('admin home downloads, before and after a national export', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'National Animal Data' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot(shot('admin-home-downloads'));
  await page.getByRole('button', { name: 'Generate a new national export' }).click();
  await expect(page.getByRole('link', { name: 'Download animal data CSV' })).toBeVisible({ timeout: 90_000 });
  await page.screenshot(shot('admin-home-downloads-ready'));
});
