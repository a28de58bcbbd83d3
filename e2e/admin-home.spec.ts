/**
 * The administrators' home (000 §2 Home, §6): the manage links, and the Intake and Outcome Records search
 * by EIN or by the organization and location dropdowns, showing the location's status tiles of both
 * databases as the API reports them, linking to the admin month routes; the search survives a reload
 * and Back, and Clear Search empties it. Read-only: expectations come from the API and `new Date()`.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { statusLabel } from '@sac/domain';
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

type Location = { id: string; attributes: { name: string; primary: boolean; organization_id: number } };

/** The demo manager's organization as the admin reads it: EIN, name and locations by name. */
async function managerOrganization(request: APIRequestContext) {
  const locationId = await managerLocationId(request);
  const api = await apiSession(request, DEMO_ACCOUNTS.admin);
  const location = await api.get(`/api/v1/locations/${locationId}`);
  const organizationId = String(location.data.attributes.organization_id);
  const organization = await api.get(`/api/v1/organizations/${organizationId}`);
  const locations = await api.get(
    `/api/v1/locations?filter[organization_id][eq]=${organizationId}&sort=name&page[size]=100`,
  );
  return {
    api,
    organizationId,
    name: organization.data.attributes.name as string,
    ein: organization.data.attributes.ein as string,
    locations: locations.data as Location[],
  };
}

const searchPanel = (page: Page) => page.getByRole('region', { name: 'Intake and Outcome Records' });
const result = (page: Page) => page.getByRole('region', { name: 'Search result' });

test('an admin sees the welcome page with the manage links', async ({ page }) => {
  await signIn(page, 'admin');
  const manage = page.getByRole('navigation', { name: 'Manage' });
  await expect(manage.getByRole('link', { name: 'Manage Organizations' })).toHaveAttribute(
    'href',
    '/organizations',
  );
  await expect(manage.getByRole('link', { name: 'Manage Coalitions' })).toHaveAttribute(
    'href',
    '/coalitions',
  );
  await expect(manage.getByRole('link', { name: 'Manage Users' })).toHaveAttribute('href', '/users');
  await expect(searchPanel(page).getByRole('heading', { name: 'Intake and Outcome Records' })).toBeVisible();
});

test('an admin finds a location by EIN, follows a tile to the admin month route, and clears the search', async ({
  page,
  request,
}) => {
  const org = await managerOrganization(request);
  const shown = org.locations.find((location) => location.attributes.primary) ?? org.locations[0]!;
  const target = { location: shown.id, organizationId: org.organizationId };
  const year = new Date().getFullYear();
  await signIn(page, 'admin');

  const panel = searchPanel(page);
  await panel.getByLabel('EIN').fill(`${org.ein.slice(0, 2)}-${org.ein.slice(2)}`);
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]location=${shown.id}(&|$)`));
  await expect(result(page).getByRole('heading', { name: shown.attributes.name })).toBeVisible();
  await expect(result(page)).toContainText(org.name);
  await expect(panel.getByLabel('Organization')).toHaveValue(org.name);
  await expect(result(page).getByRole('link', { name: 'Intake and Outcome Options' })).toHaveAttribute(
    'href',
    `/data-entry-admin/${shown.id}/${org.organizationId}`,
  );
  await expect(result(page).getByRole('link', { name: 'Services Options' })).toHaveAttribute(
    'href',
    `/admin-services/${shown.id}/${org.organizationId}`,
  );
  for (const action of ['data-entry', 'services'] as const) {
    const region = tileRegion(page, action);
    await expectYear(region, year);
    await expect(region.getByRole('group', { name: 'Year', exact: true })).toContainText(String(year));
    await expect(region.getByRole('button', { name: 'Next year' })).toBeDisabled();
    const tiles = await expectedTiles(org.api, shown.id, action, year);
    await expectTiles(region, tiles, (month) => monthPath(action, year, month, target));
  }

  // Last year has records every month: follow one that is not empty, so the matrix creates nothing.
  const intake = tileRegion(page, 'data-entry');
  await intake.getByRole('button', { name: 'Previous year' }).click();
  await expectYear(intake, year - 1);
  const lastYear = await expectedTiles(org.api, shown.id, 'data-entry', year - 1);
  await expectTiles(intake, lastYear, (month) => monthPath('data-entry', year - 1, month, target));
  const entered = lastYear.find((tile) => tile.status === 'complete' || tile.status === 'incomplete')!;
  await intake.getByRole('link', { name: entered.label }).click();
  await expect(page).toHaveURL(monthPath('data-entry', year - 1, entered.month, target));
  // The other organization's month opens in the matrix, with the status the tile showed.
  await expect(page.getByRole('heading', { name: 'Enter Shelter Intake and Outcome Data' })).toBeVisible();
  await expect(page.getByText(shown.attributes.name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('entry-status')).toHaveText(statusLabel(entered.status));

  // Back and reload keep the search.
  await page.goBack();
  await expect(result(page).getByRole('heading', { name: shown.attributes.name })).toBeVisible();
  await page.reload();
  await expect(result(page).getByRole('heading', { name: shown.attributes.name })).toBeVisible();
  await expect(panel.getByLabel('EIN')).toHaveValue(`${org.ein.slice(0, 2)}-${org.ein.slice(2)}`);

  await panel.getByRole('button', { name: 'Clear Search' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(result(page)).toHaveCount(0);
  await expect(panel.getByLabel('EIN')).toHaveValue('');
  await expect(panel.getByLabel('Organization')).toHaveValue('');
  await expect(panel.getByLabel('Location')).toHaveValue('');
});

test('an admin searches with the organization and location dropdowns', async ({ page, request }) => {
  const org = await managerOrganization(request);
  const chosen = org.locations[org.locations.length - 1]!;
  const target = { location: chosen.id, organizationId: org.organizationId };
  const year = new Date().getFullYear();
  await signIn(page, 'admin');

  const panel = searchPanel(page);
  await expect(panel.getByLabel('Location')).toBeDisabled();
  await panel.getByLabel('EIN').fill('99-0000001');
  await panel.getByLabel('Organization').fill(org.name.slice(0, 8));
  await page.getByRole('option', { name: org.name }).click();
  // The organization chosen replaces the one the EIN would name.
  await expect(panel.getByLabel('EIN')).toHaveValue('');
  await panel.getByLabel('Location').click();
  await page.getByRole('option', { name: chosen.attributes.name }).click();
  await panel.getByRole('button', { name: 'Search', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`organization=${org.organizationId}&location=${chosen.id}`));
  await expect(result(page).getByRole('heading', { name: chosen.attributes.name })).toBeVisible();
  const region = tileRegion(page, 'services');
  const tiles = await expectedTiles(org.api, chosen.id, 'services', year);
  await expectTiles(region, tiles, (month) => monthPath('services', year, month, target));
});

test('an EIN that matches no organization is named, and a malformed one refused', async ({
  page,
  request,
}) => {
  const api = await apiSession(request, DEMO_ACCOUNTS.admin);
  const unknown = '990000001';
  expect((await api.get(`/api/v1/organizations?filter[ein][eq]=${unknown}`)).data).toHaveLength(0);
  await signIn(page, 'admin');
  const panel = searchPanel(page);

  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Enter an EIN or choose an organization.');

  await panel.getByLabel('EIN').fill('12-34');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Invalid EIN');

  await panel.getByLabel('EIN').fill(unknown);
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(panel).toContainText('No organization has the EIN 99-0000001.');
  await expect(result(page)).toHaveCount(0);
});

test('a searched location that cannot be loaded shows the error inline', async ({ page }) => {
  await signIn(page, 'admin', '/?organization=1&location=999999999');
  await expect(searchPanel(page).getByRole('alert')).toBeVisible();
  await expect(result(page)).toHaveCount(0);
});
