/**
 * Organizations (001 §2): the admin list and its search, details and edit that persist, sharing
 * permissions, what each role sees on the tabs, and the All Organizations directory's filter rule.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const ADMIN_TABS = [
  'Details',
  'Locations',
  'Members',
  'Coalitions',
  'Export Data',
  'Data Entry Log',
  'Comparison',
  'Analytics & Forecast',
  'Rehome Dashboard',
  'Community Services Totals',
  'Intake Outcome Totals',
  'Sharing Permissions',
  'API Mapping',
];

const tabBar = (page: Page) => page.getByRole('tablist', { name: 'Organization tabs' });

async function tabNames(page: Page): Promise<string[]> {
  await expect(tabBar(page).getByRole('tab').first()).toBeVisible();
  return (await tabBar(page).getByRole('tab').allTextContents()).map((t) => t.trim());
}

/** Opens the signed-in user's organization from the profile menu; returns its id. */
async function openOwnOrganization(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Riverbend Humane Society' })).toBeVisible();
  return /\/organizations\/(\d+)/.exec(page.url())?.[1] ?? '';
}

function rows(page: Page) {
  return page.getByRole('table').getByRole('row');
}

/**
 * Searches and waits until the address holds the search and the table shows its results (not busy: the
 * previous rows stay on screen, marked busy, until the new ones arrive, and a CI run clicked a row menu that
 * the results then replaced). Typed again if the box lost the text: CI once showed the previous search back
 * in the box after a menu closed, and Search sent that one.
 */
async function searchOrganizations(page: Page, text: string) {
  const box = page.getByPlaceholder('Name, EIN, or Business number');
  await expect(async () => {
    await box.fill(text);
    await expect(box).toHaveValue(text, { timeout: 1_000 });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('search') ?? '', { timeout: 2_000 })
      .toBe(text);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false');
}

test('an admin searches organizations by name and by EIN, and clears the search', async ({ page }) => {
  await signIn(page, 'admin', '/organizations');
  await expect(page.getByRole('columnheader', { name: 'Number of Locations' })).toBeVisible();
  for (const header of [
    'Name',
    'Date Created',
    'EIN',
    'Business Number',
    'States',
    'Province/Territory',
    'Status',
  ]) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  await searchOrganizations(page, 'riverbend');
  await expect(rows(page).filter({ hasText: 'Riverbend Humane Society' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Hill Country Animal Rescue' })).toHaveCount(0);
  const riverbend = rows(page).filter({ hasText: 'Riverbend Humane Society' });
  await expect(riverbend).toContainText('74-2918365');
  await expect(riverbend).toContainText('TX');
  await expect(riverbend.getByRole('cell').nth(2)).toHaveText('2');

  await searchOrganizations(page, '74-3306518');
  await expect(rows(page).filter({ hasText: 'Hill Country Animal Rescue' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Riverbend Humane Society' })).toHaveCount(0);

  await searchOrganizations(page, 'no such shelter anywhere');
  await expect(page.getByText('No organizations found')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByPlaceholder('Name, EIN, or Business number')).toHaveValue('');
  await expect(rows(page).filter({ hasText: 'Riverbend Humane Society' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Hill Country Animal Rescue' })).toHaveCount(1);

  // An organization's name is a link to it.
  await page.getByRole('link', { name: 'Riverbend Humane Society', exact: true }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Riverbend Humane Society' })).toBeVisible();
});

test('the row menu offers Resend Authorization Email only for organizations not confirmed', async ({
  page,
}) => {
  await signIn(page, 'admin', '/organizations');
  await searchOrganizations(page, 'Riverbend');
  await page.getByRole('button', { name: 'Actions for Riverbend Humane Society' }).click();
  await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete Organization' })).toBeDisabled();
  await expect(page.getByRole('menuitem', { name: 'Resend Authorization Email' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await searchOrganizations(page, 'Gulf Coast');
  await page.getByRole('button', { name: 'Actions for Gulf Coast Cat Rescue' }).click();
  await page.getByRole('menuitem', { name: 'Resend Authorization Email' }).click();
  await expect(page.getByText('The authorization email was sent to hannah@gulfcoastcats.org.')).toBeVisible();
});

test('an admin opens an organization, edits it, and the change persists after reload', async ({ page }) => {
  await signIn(page, 'admin', '/organizations');
  await searchOrganizations(page, 'Brazos');
  await page.getByRole('button', { name: 'Actions for Brazos Valley Animal Services' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Brazos Valley Animal Services' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to Organizations' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit Organization' }).click();
  await expect(page.getByRole('heading', { name: 'Editing Details' })).toBeVisible();
  // The stored EIN reads with its dash, and typing its digits puts the dash back in.
  const ein = page.getByLabel('EIN');
  await expect(ein).toHaveValue(/^\d{2}-\d{7}$/);
  const written = await ein.inputValue();
  await ein.clear();
  await ein.pressSequentially(written.replace('-', ''));
  await expect(ein).toHaveValue(written);
  const note = `Checked by the admin e2e ${Date.now()}`;
  await page.getByLabel('Notes').fill(note);
  await page.getByLabel('AAP ID').fill('AAP-4242');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);

  await page.reload();
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText('AAP-4242')).toBeVisible();
  await expect(page.locator('[data-field="EIN"]').first()).toHaveText(written);
});

test('the edit form validates, confirms a changed authorizer email, and blocks leaving unsaved', async ({
  page,
}) => {
  await signIn(page, 'admin', '/organizations');
  await searchOrganizations(page, 'Hill Country');
  await page.getByRole('button', { name: 'Actions for Hill Country Animal Rescue' }).click();
  await page.getByRole('menuitem', { name: 'Edit Details' }).click();
  await expect(page.getByRole('heading', { name: 'Editing Details' })).toBeVisible();

  await expect(page.getByLabel('Confirm Authorizer Email')).toHaveCount(0);
  await page.getByLabel('Authorizer Email').fill('new.authorizer@hillcountryanimalrescue.org');
  await page.getByLabel('Confirm Authorizer Email').fill('someone.else@hillcountryanimalrescue.org');
  await page.getByLabel('Authorizer Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Emails do not match')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(
    page.getByText('You have unsaved changes. If you proceed, these changes will be lost.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(page.getByRole('heading', { name: 'Editing Details' })).toBeVisible();
});

test('a manager edits their organization and its sharing permissions', async ({ page }) => {
  await signIn(page, 'manager');
  const orgId = await openOwnOrganization(page);
  await expect(page.getByRole('link', { name: '← Back to Organizations' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit Organization' }).click();
  await expect(page.getByLabel('EIN')).toBeDisabled();
  await expect(page.getByLabel('Notes')).toHaveCount(0);
  const title = `Executive Director ${Date.now() % 100000}`;
  await page.getByLabel('Authorizer Title').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByText(title)).toBeVisible();

  await page.getByRole('tab', { name: 'Sharing Permissions' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${orgId}/sharing-permissions$`));
  const mediaLabel = 'Shelter Animals Count may mention my organization in media and publications';
  const media = page.getByRole('switch', { name: mediaLabel });
  const before = await media.isChecked();
  await media.click();
  await expect(media).toBeChecked({ checked: !before });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sharing permissions updated successfully')).toBeVisible();
  await page.reload();
  await expect(media).toBeChecked({ checked: !before });
  // Put it back for the other journeys.
  await media.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sharing permissions updated successfully').last()).toBeVisible();
});

test('a viewer sees the details and the managers but no Edit', async ({ page }) => {
  await signIn(page, 'viewer');
  const orgId = await openOwnOrganization(page);
  await expect(page.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
  await expect(page.getByText('74-2918365')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Organization' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resend Authorization Email' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Organization Managers' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Organization Managers' })).toContainText(
    'manager@example.org',
  );

  await page.goto(`/organizations/${orgId}/edit`);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/organizations/${orgId}/sharing-permissions`);
  await expect(page).toHaveURL(/\/$/);
});

test('tabs per role, and an organization one cannot see sends home', async ({ page }) => {
  await signIn(page, 'manager');
  const orgId = await openOwnOrganization(page);
  expect(await tabNames(page)).toEqual([
    'Details',
    'Locations',
    'Members',
    'Sharing Permissions',
    'API Mapping',
  ]);
  await page.goto('/organizations/987654321');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'viewer', `/organizations/${orgId}`);
  expect(await tabNames(page)).toEqual(['Details', 'Locations', 'Members']);

  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, 'admin', `/organizations/${orgId}`);
  expect(await tabNames(page)).toEqual(ADMIN_TABS);
  await page.getByRole('tab', { name: 'Data Entry Log' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/${orgId}/entry-logs$`));
  for (const header of [
    'Created At',
    'Month of Record',
    'Year of Record',
    'Updated At',
    'Data Entry Type',
    'Location Id',
  ]) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Data Entry Log' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Comparison' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Comparison' })).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
});

test('All Organizations explains the empty page, searches by the country shown, and switches columns with it', async ({
  page,
}) => {
  await signIn(page, 'viewer', '/all-organizations');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  await expect(page.getByText(/press Search to list organizations/)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The country shown counts as a filter: Search lists that country's organizations.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Select at least one filter.')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'EIN' })).toBeVisible();
  await expect(rows(page).nth(1)).toBeVisible();
  await expect(page).toHaveURL(/\/all-organizations\?country=United\+States$/);

  await page.getByLabel('Search', { exact: true }).fill('Riverbend');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = rows(page).filter({ hasText: 'Riverbend Humane Society' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('74-2918365');
  await expect(page.getByRole('columnheader', { name: 'States' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'EIN' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Province/Territory' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Business Number' })).toBeVisible();
  await expect(page.getByText('No organizations found')).toBeVisible();

  await page.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');
  await page.getByRole('textbox', { name: 'Organization Type' }).click();
  await page.getByRole('option', { name: 'Animal Shelter with a Government Contract' }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await rows(page)
    .filter({ hasText: 'Riverbend Humane Society' })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Riverbend Humane Society' })).toBeVisible();
});

test('View Details of another listed organization shows its public details with Details and Locations', async ({
  page,
}) => {
  await signIn(page, 'viewer', '/all-organizations?search=Hill+Country&country=United+States');
  await rows(page)
    .filter({ hasText: 'Hill Country Animal Rescue' })
    .getByRole('link', { name: /View Details/ })
    .click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Hill Country Animal Rescue' })).toBeVisible();
  expect(await tabNames(page)).toEqual(['Details', 'Locations']);
  await expect(page.getByText('74-3306518')).toBeVisible();
  await expect(page.getByText('Rescue without a Government Contract')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Organization' })).toHaveCount(0);
  await expect(page.getByText('Authorizer Email')).toHaveCount(0);
});
