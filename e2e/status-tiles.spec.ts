/**
 * The record status tiles on an organization user's home (000 §2 Home): the statuses of the working
 * location as the API reports them, links to /{action}/{year}/{month}, a year stepper whose next button
 * stops at the current year, and months after the current one locked — also when only the browser's
 * clock says they are still to come. Read-only; expectations come from the API and `new Date()`.
 */
import { apiSession } from './api-session';
import {
  expectedTiles,
  expectTiles,
  expectYear,
  managerLocationId,
  monthPath,
  tileRegion,
} from './record-status';
import { DEMO_ACCOUNTS, expect, signIn, test } from './support';

test("a manager's home tiles show the working location's statuses and link to the months", async ({
  page,
  request,
}) => {
  const locationId = await managerLocationId(request);
  const api = await apiSession(request, DEMO_ACCOUNTS.manager);
  const year = new Date().getFullYear();
  await signIn(page, 'manager');
  for (const action of ['data-entry', 'services'] as const) {
    const region = tileRegion(page, action);
    await expectYear(region, year);
    const tiles = await expectedTiles(api, locationId, action, year);
    await expectTiles(region, tiles, (month) => monthPath(action, year, month));
  }
});

test("the card's year stepper stops at the current year and goes back a year", async ({ page, request }) => {
  const locationId = await managerLocationId(request);
  const api = await apiSession(request, DEMO_ACCOUNTS.manager);
  const year = new Date().getFullYear();
  await signIn(page, 'manager');
  // The tiles follow the one year selector of their card (issue 14 §6).
  const card = page.getByRole('region', { name: 'Intake and Outcome Data' });
  const region = tileRegion(page, 'data-entry');
  await expectYear(region, year);
  await expect(card.getByRole('group', { name: 'Year', exact: true })).toContainText(String(year));
  await expect(card.getByRole('button', { name: 'Next year' })).toBeDisabled();

  await card.getByRole('button', { name: 'Previous year' }).click();
  await expectYear(region, year - 1);
  await expect(card.getByRole('button', { name: 'Next year' })).toBeEnabled();
  const lastYear = await expectedTiles(api, locationId, 'data-entry', year - 1);
  await expectTiles(region, lastYear, (month) => monthPath('data-entry', year - 1, month));

  await card.getByRole('button', { name: 'Next year' }).click();
  await expectYear(region, year);
  await expect(card.getByRole('button', { name: 'Next year' })).toBeDisabled();
});

test('the month after the current one shows the lock', async ({ page }) => {
  const now = new Date();
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  await signIn(page, 'manager');
  const region = tileRegion(page, 'data-entry');
  await expectYear(region, year);
  const current = `${new Date(year, month - 1, 1).toLocaleString('en-US', { month: 'long' })} ${year}`;
  // A tile link reads its visible text first, then the month's status.
  await expect(region.getByRole('link', { name: new RegExp(` ${current}: `) })).toBeVisible();
  // In December no month of the current year is still to come.
  if (month < 12) {
    const next = `${new Date(year, month, 1).toLocaleString('en-US', { month: 'long' })} ${year}`;
    await expect(region.getByRole('img', { name: `${next}: Entry status unavailable` })).toBeVisible();
    await expect(region.getByRole('link', { name: new RegExp(`${next}: `) })).toHaveCount(0);
  }
});

test('the browser locks the months after its own current month, whatever the server stored', async ({
  page,
}) => {
  const year = new Date().getFullYear();
  // The browser thinks it is mid-January; the server still answers with its own clock.
  await page.clock.setFixedTime(new Date(year, 0, 15, 12));
  await signIn(page, 'manager');
  const region = tileRegion(page, 'data-entry');
  const card = page.getByRole('region', { name: 'Intake and Outcome Data' });
  await expectYear(region, year);
  await expect(region.getByRole('link', { name: `January ${year}`, exact: false })).toHaveCount(1);
  await expect(region.getByRole('img', { name: /: Entry status unavailable$/ })).toHaveCount(11);
  await expect(region.getByRole('img', { name: `February ${year}: Entry status unavailable` })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Next year' })).toBeDisabled();
});
