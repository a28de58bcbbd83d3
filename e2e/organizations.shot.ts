/**
 * Screenshots of the organization screens for a look by eye: `E2E_SCREENSHOTS=1 npm run test:e2e --
 * organizations.shot.ts` writes them to e2e/screenshots/.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

async function ownOrganization(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Organization' }).click();
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  return /\/organizations\/(\d+)/.exec(page.url())?.[1] ?? '';
}

test('organizations list and its row menu', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/organizations');
  await expect(page.getByRole('cell', { name: 'Riverbend Humane Society', exact: true })).toBeVisible();
  await page.screenshot(shot('organizations-list'));
  await page.getByRole('button', { name: 'Actions for Gulf Coast Cat Rescue' }).click();
  await expect(page.getByRole('menuitem', { name: 'Export Data' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot(shot('organizations-row-menu'));
});

test('details, edit and entry logs as admin', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/organizations?search=Gulf');
  await page.getByRole('button', { name: 'Actions for Gulf Coast Cat Rescue' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await page.screenshot(shot('organization-details-admin'));
  await page.getByRole('link', { name: 'Edit Organization' }).click();
  await page.getByLabel('Authorizer Email').fill('changed@gulfcoastcats.org');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.screenshot(shot('organization-edit-admin'));
  await page.getByRole('tab', { name: 'Data Entry Log' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('No Logs found')).toBeVisible();
  await page.goto('/organizations?search=Riverbend');
  await page.getByRole('button', { name: 'Actions for Riverbend Humane Society' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await page.getByRole('tab', { name: 'Data Entry Log' }).click();
  await expect(page.getByRole('columnheader', { name: 'Created At' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('organization-entry-logs'));
});

test('manager: details, sharing permissions', async ({ page }) => {
  await signIn(page, 'manager');
  const orgId = await ownOrganization(page);
  await page.screenshot(shot('organization-details-manager'));
  await page.goto(`/organizations/${orgId}/sharing-permissions`);
  await expect(page.getByRole('heading', { name: 'Sharing Permissions', level: 2 })).toBeVisible();
  await page.screenshot(shot('organization-sharing-permissions'));
});

test('manager: API Mapping at 1440 and 390 px, viewing and editing', async ({ page }) => {
  await signIn(page, 'manager');
  const orgId = await ownOrganization(page);
  await page.goto(`/organizations/${orgId}/api-mapping`);
  await expect(page.getByRole('table', { name: 'Outcomes' })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot(shot(`organization-api-mapping-${width}`));
  }
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.screenshot(shot('organization-api-mapping-editing-390'));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot(shot('organization-api-mapping-editing-1440'));
});

test('viewer: details with the managers', async ({ page }) => {
  await signIn(page, 'viewer');
  await ownOrganization(page);
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('organization-details-viewer'));
});

test('all organizations', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/all-organizations');
  await expect(page.getByText(/press Search to list organizations/)).toBeVisible();
  await page.screenshot(shot('all-organizations-empty'));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'EIN' })).toBeVisible();
  await page.screenshot(shot('all-organizations-country-only'));
  await page.getByRole('textbox', { name: 'State or Province/Territory' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'States' })).toBeVisible();
  await page.screenshot(shot('all-organizations-results'));
});
