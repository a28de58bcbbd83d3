/**
 * Screenshots of the Locations and Members tabs and the users directory for a look by eye (not
 * assertions): `E2E_SCREENSHOTS=1 npm run test:e2e -- members-users.shot.ts` writes e2e/screenshots/.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

async function openOwnOrganizationTab(page: Page, tab: 'Members' | 'Locations') {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Organization' }).click();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page).toHaveURL(new RegExp(`/${tab.toLowerCase()}$`));
}

test('members tab and its pages', async ({ page }) => {
  await signIn(page, 'manager');
  await openOwnOrganizationTab(page, 'Members');
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Jordan Ellis');
  await page.screenshot(shot('members-list'));
  await page.getByRole('button', { name: 'Actions for Priya Patel' }).click();
  await page.screenshot(shot('members-row-menu'));
  await page.getByRole('menuitem', { name: 'Edit Details' }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.screenshot(shot('member-edit-role'));
  await page.getByRole('link', { name: 'Back to Members' }).click();
  await page.getByRole('button', { name: 'Actions for Priya Patel' }).click();
  await page.getByRole('menuitem', { name: 'Remove Member from Organization' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot(shot('member-remove-confirm'));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Invite Member' }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('Role is required')).toBeVisible();
  await page.screenshot(shot('member-invite-errors'));
});

test('member detail as a viewer', async ({ page }) => {
  await signIn(page, 'viewer');
  await openOwnOrganizationTab(page, 'Members');
  await page.getByRole('button', { name: 'Actions for Jordan Ellis' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Member Details' })).toBeVisible();
  await page.screenshot(shot('member-detail-viewer'));
});

test('locations tab and its pages', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/users?search=manager%40example.org');
  await page.getByRole('button', { name: 'Actions for Jordan Ellis' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await page
    .getByRole('table', { name: 'Organizations' })
    .getByRole('link', { name: 'View Organization' })
    .click();
  await page.getByRole('tab', { name: 'Locations' }).click();
  await expect(page.getByRole('table', { name: 'Locations' })).toContainText('Riverbend Main Shelter');
  await page.screenshot(shot('locations-list'));
  await page.getByRole('button', { name: 'Actions for Riverbend Main Shelter' }).click();
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByText('Travis County')).toBeVisible();
  await page.screenshot(shot('location-detail'));
  await page.getByRole('link', { name: 'Edit Location' }).click();
  await expect(page.getByRole('textbox', { name: 'County', exact: true })).toHaveValue('Travis County');
  await page.screenshot(shot('location-edit-admin'));
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await page.getByRole('link', { name: 'Add Location' }).click();
  await page.getByRole('button', { name: 'Add Location' }).click();
  await page.screenshot(shot('location-add-errors'));
  await page.getByRole('textbox', { name: 'Country', exact: true }).click();
  await page.getByRole('option', { name: 'Canada' }).click();
  await page.screenshot(shot('location-add-canada'));
});

test('users directory pages', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('Jordan Ellis');
  await page.screenshot(shot('users-list'));
  await page.goto('/users?search=coalition%40example.org');
  await page.getByRole('button', { name: 'Actions for Morgan Lee' }).click();
  await page.screenshot(shot('users-row-menu'));
  await page.getByRole('menuitem', { name: 'View Details' }).click();
  await expect(page.getByRole('table', { name: 'Coalitions' })).toBeVisible();
  await page.screenshot(shot('user-detail'));
  await page.getByRole('link', { name: 'Edit User' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('morgan.new@example.org');
  await page.screenshot(shot('user-edit'));
});
