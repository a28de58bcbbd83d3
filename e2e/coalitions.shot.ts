/**
 * Screenshots of every coalition screen for a look by eye (not assertions), on a desktop and on a phone:
 * `E2E_SCREENSHOTS=1 npm run test:e2e -- coalitions.shot.ts` writes e2e/screenshots/coalitions-*.png.
 * They only look: the demo coalitions are opened, never changed.
 */
import type { Page } from '@playwright/test';
import { apiSession } from './api-session';
import { organizationIdNamed } from './dev-emails';
import { DEMO_ACCOUNTS, expect, signIn, test } from './support';

const TEXAS = 'Central Texas Shelter Data Coalition';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function texasId(page: Page): Promise<string> {
  const api = await apiSession(page.request, DEMO_ACCOUNTS.coalition);
  const found = await api.get(`/api/v1/coalitions?filter[search]=${encodeURIComponent(TEXAS)}`);
  return String(found.data[0].id);
}

for (const viewport of VIEWPORTS) {
  test.describe(`coalition screens on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const shot = (name: string) => ({
      path: `e2e/screenshots/coalitions-${name}-${viewport.name}.png`,
      fullPage: true,
      // Modals and menus as they settle, not halfway through their transitions.
      animations: 'disabled' as const,
    });

    test('the coalition manager: lists, create, detail, contributors, users', async ({ page }) => {
      const id = await texasId(page);
      await signIn(page, 'coalition', '/coalitions');
      await expect(page.getByRole('table', { name: 'All Coalitions' })).toContainText(TEXAS);
      await page.screenshot(shot('list-all'));
      await page.getByRole('tab', { name: 'My Coalitions' }).click();
      await expect(page.getByRole('table', { name: 'My Coalitions' })).toContainText(TEXAS);
      await page.screenshot(shot('list-mine'));

      await page.goto('/coalitions/add');
      await page.getByRole('button', { name: 'Create Coalition' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await page.screenshot(shot('create-errors'));

      await page.goto(`/coalitions/${id}/detail`);
      await expect(page.getByRole('table', { name: 'Coalition Managers' })).toContainText('Morgan Lee');
      await page.screenshot(shot('detail'));
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await page.screenshot(shot('edit'));

      for (const status of ['active', 'pending', 'declined'] as const) {
        await page.goto(`/coalitions/${id}/contributors/${status}`);
        const table = page.getByRole('table', { name: new RegExp(`^${status} Contributors$`, 'i') });
        await expect(table.getByRole('row').nth(1)).toBeVisible();
        await expect(page.getByText('Loading…')).toHaveCount(0);
        await page.screenshot(shot(`contributors-${status}`));
      }

      await page.getByRole('link', { name: 'Invite Contributor' }).click();
      await expect(page.getByRole('heading', { name: 'Invite Contributor' })).toBeVisible();
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page.getByText('Select at least one filter.')).toBeVisible();
      // The demo's only organization that no Central Texas membership holds yet is a Canadian one.
      await page.getByRole('textbox', { name: 'Country', exact: true }).click();
      await page.getByRole('option', { name: 'Canada', exact: true }).click();
      await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Rescue');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(
        page.getByRole('table', { name: 'Organizations to invite' }).getByRole('row').nth(1),
      ).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await page.screenshot(shot('invite-contributor'));

      await page.goto(`/coalitions/${id}/users`);
      const users = page.getByRole('table', { name: 'Coalition users' });
      await expect(users).toContainText('Morgan Lee');
      await page.screenshot(shot('users'));
      await users.getByRole('button', { name: 'Edit role of Morgan Lee' }).click();
      await page.screenshot(shot('users-role-edit'));
      await users.getByRole('button', { name: 'Remove Morgan Lee from Coalition' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot(shot('users-remove-confirm'));
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('link', { name: 'Invite User' }).click();
      await page.getByRole('form', { name: 'Invite user' }).getByRole('button', { name: 'Invite' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await page.screenshot(shot('invite-user-errors'));
    });

    test("an organization manager: the row's actions, the sharing modal and page", async ({ page }) => {
      const id = await texasId(page);
      await signIn(page, 'manager', '/coalitions/mine');
      await expect(page.getByRole('table', { name: 'My Coalitions' })).toContainText(TEXAS);
      await page.screenshot(shot('list-mine-organization'));
      await page.getByRole('button', { name: `Actions for ${TEXAS}` }).click();
      await expect(page.getByRole('menuitem', { name: 'Sharing Permissions' })).toBeVisible();
      await page.screenshot(shot('list-row-menu'));
      await page.getByRole('menuitem', { name: 'Sharing Permissions' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot(shot('sharing-modal'));
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`/coalitions/${id}/sharing-permissions`);
      await expect(page.getByRole('form', { name: 'Sharing permissions' })).toBeVisible();
      await page.screenshot(shot('sharing-permissions'));
      await page.goto(`/coalitions/${id}/detail`);
      await expect(page.getByRole('table', { name: 'Coalition Managers' })).toContainText('Morgan Lee');
      await page.screenshot(shot('detail-contributor'));
    });

    test("an admin: settings and the organization's Coalitions tab", async ({ page }) => {
      const id = await texasId(page);
      const riverbend = await organizationIdNamed(page.request, 'Riverbend Humane Society');
      await signIn(page, 'admin', `/coalitions/${id}/settings`);
      await expect(page.getByRole('button', { name: 'Delete Coalition' })).toBeVisible();
      await page.screenshot(shot('settings'));
      await page.getByRole('button', { name: 'Delete Coalition' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot(shot('settings-confirm'));
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      await page.goto(`/organizations/${riverbend}/coalitions`);
      await expect(page.getByRole('table', { name: 'Coalitions of the organization' })).toContainText(TEXAS);
      await page.screenshot(shot('organization-tab'));
      await page.getByRole('link', { name: 'Add Organization to Coalition' }).click();
      await expect(page.getByRole('table', { name: 'Active coalitions' })).toContainText(TEXAS);
      await page.screenshot(shot('organization-add'));
    });
  });
}
