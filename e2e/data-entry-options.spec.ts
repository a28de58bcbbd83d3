/**
 * The options screens of data entry (000 §2, §5): the entry log of the working location, the month
 * picker (required, no future month) and Continue to the month, for managers and for admins through
 * the location and organization in the address. The browser clock is pinned to 15 March 2025.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { LIST_PAGE_SIZE, MONTH_NAMES } from '@sac/domain';
import { workingLocation } from './api-session';
import { expect, signIn, test } from './support';

const BROWSER_NOW = new Date('2025-03-15T12:00:00');

type Log = { attributes: { month: number; year: number; location_id: number; organization_id: number } };

/** The manager's working location and its intake and outcome entry log, newest first, as the API answers. */
async function managerEntryLog(request: APIRequestContext) {
  const { api, locationId } = await workingLocation(request);
  const logs = await api.get(
    `/api/v1/entry_logs?filter[location_id][eq]=${locationId}&filter[action][eq]=intake_outcome&sort=-created_at&page[size]=${LIST_PAGE_SIZE}&stats[total]=count`,
  );
  return { locationId, logs: logs.data as Log[] };
}

const entryLog = (page: Page) => page.getByRole('table', { name: 'Entry log' });
const monthPicker = (page: Page) => page.getByRole('button', { name: 'Month of Record' });

/**
 * The page's log rows are the API's. Other journeys running beside this one add to the demo location's log
 * (CSV uploads, saved months), so when the log changed between the API's answer and the page's, the page is
 * read again with the API's newer answer.
 */
async function expectLogRows(page: Page, request: APIRequestContext) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.reload();
    const { locationId, logs } = await managerEntryLog(request);
    expect(logs.length).toBeGreaterThan(0);
    const rows = entryLog(page).locator('tbody tr');
    await expect(rows).toHaveCount(logs.length, { timeout: 5_000 });
    const first = logs[0]!.attributes;
    await expect(rows.first().locator('td').nth(1)).toHaveText(MONTH_NAMES[first.month - 1]!);
    await expect(rows.first().locator('td').nth(2)).toHaveText(String(first.year));
    await expect(rows.locator('td:nth-child(6)')).toHaveText(logs.map(() => locationId));
  }).toPass({ timeout: 90_000 });
}

/** The picker's words for a stored status, as the home's tiles read them. */
const statusWord = (status: string | null) =>
  status?.startsWith('complete')
    ? 'Complete'
    : status === 'incomplete' || status === 'in_progress'
      ? 'Incomplete'
      : 'Unbegun';

/**
 * The picker starts on last month (February 2025); once cleared, Continue is refused with 'Date is
 * required', which the opened dropdown does not cover; it offers March 2025 but not April; Continue opens
 * the month.
 */
async function pickMarchAndContinue(page: Page) {
  await expect(monthPicker(page)).toHaveText('February 2025');
  await page.getByRole('button', { name: 'Clear the month' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  const required = page.getByText('Date is required');
  await expect(required).toBeVisible();
  await monthPicker(page).click();
  const dropdown = page.getByRole('dialog');
  await expect(page.getByRole('button', { name: 'Apr' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Dec' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Mar, (Complete|Incomplete|Unbegun)$/ })).toBeVisible();
  const [error, box] = [await required.boundingBox(), await dropdown.boundingBox()];
  expect(error && box && (error.y + error.height <= box.y || box.y + box.height <= error.y)).toBe(true);
  await page.getByRole('button', { name: /^Mar/ }).click();
  await expect(monthPicker(page)).toHaveText('March 2025');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(BROWSER_NOW);
});

test('a manager sees the entry log of the working location and continues to a month', async ({
  page,
  request,
}) => {
  await signIn(page, 'manager', '/data-entry');
  await expect(page.getByRole('heading', { name: 'Intakes and Outcomes: Get Started' })).toBeVisible();
  await expectLogRows(page, request);
  await expect(page.getByRole('radio', { name: 'Upload CSV' })).toBeEnabled();
  await pickMarchAndContinue(page);
  await expect(page).toHaveURL(/\/data-entry\/2025\/3$/);
});

test('the entry log is read again a second after arriving, for the row of an entry just saved', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const reads: number[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/entry_logs')) reads.push(Date.now());
  });
  // Measured from before the navigation, not between the two request events: Playwright delivers
  // events with a delay of its own, so the gap between two of them can look shorter than the timer.
  const arrived = Date.now();
  await page.goto('/data-entry');
  await expect(entryLog(page).locator('tbody tr').first()).toBeVisible();
  await expect.poll(() => reads.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  expect(reads[1]! - arrived).toBeGreaterThanOrEqual(1_000);
});

test("the picker shows each month's status as the working location's statuses say", async ({
  page,
  request,
}) => {
  const { api, locationId } = await workingLocation(request);
  const doc = await api.get(
    `/api/v1/data_entry_status?filter[location_id][eq]=${locationId}&filter[year][eq]=2025`,
  );
  const rows = doc.data as { attributes: { month: number; status: string | null } }[];
  await signIn(page, 'manager', '/data-entry');
  await monthPicker(page).click();
  for (const month of [1, 2, 3]) {
    const row = rows.find((r) => Number(r.attributes.month) === month);
    const name = `${MONTH_NAMES[month - 1]!.slice(0, 3)}, ${statusWord(row?.attributes.status ?? null)}`;
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
});

test('a manager choosing Upload CSV goes to the upload screen', async ({ page }) => {
  await signIn(page, 'manager', '/data-entry');
  await page.getByRole('radio', { name: 'Upload CSV' }).check();
  await expect(monthPicker(page)).toBeHidden();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/data-entry\/upload$/);
});

test('the services options screen has the picker and no entry log', async ({ page }) => {
  await signIn(page, 'manager', '/services');
  await expect(page.getByRole('heading', { name: 'Services: Get Started' })).toBeVisible();
  await expect(entryLog(page)).toHaveCount(0);
  await pickMarchAndContinue(page);
  await expect(page).toHaveURL(/\/services\/2025\/3$/);
});

test('a viewer cannot choose Upload CSV', async ({ page }) => {
  await signIn(page, 'viewer', '/data-entry');
  await expect(page.getByRole('radio', { name: 'Upload CSV' })).toBeDisabled();
});

test('an admin opens the admin variants for a location and organization', async ({ page, request }) => {
  const { locationId, logs } = await managerEntryLog(request);
  const organizationId = String(logs[0]!.attributes.organization_id);
  await signIn(page, 'admin', `/data-entry-admin/${locationId}/${organizationId}`);
  await expect(page.getByRole('heading', { name: 'Intakes and Outcomes: Get Started' })).toBeVisible();
  await expectLogRows(page, request);
  await pickMarchAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`/data-entry/2025/3/${locationId}/${organizationId}$`));

  await page.goto(`/admin-services/${locationId}/${organizationId}`);
  await expect(page.getByRole('heading', { name: 'Services: Get Started' })).toBeVisible();
  await pickMarchAndContinue(page);
  await expect(page).toHaveURL(new RegExp(`/services/2025/3/${locationId}/${organizationId}$`));
});
