/** Each demo role signs in and sees exactly its navigation (000 §2 Shell) on its landing page. */
import { type DemoRole, expect, navigationNames, signIn, signInThroughLoginScreen, test } from './support';

const EXPECTED: Record<DemoRole, { landing: RegExp; navigation: string[] }> = {
  admin: { landing: /\/$/, navigation: ['Home', 'Organizations', 'Users', 'Aggregation', 'View Coalitions'] },
  manager: {
    landing: /\/$/,
    navigation: [
      'Home',
      'Intake/Outcome Data',
      'Intake/Outcome Upload CSV',
      'Services Data',
      'Services Upload CSV',
      'All Organizations',
      'Dashboards',
      'View Coalitions',
      'My Coalitions',
    ],
  },
  viewer: {
    landing: /\/$/,
    navigation: [
      'Home',
      'Intake/Outcome Data',
      'Services Data',
      'All Organizations',
      'Dashboards',
      'View Coalitions',
      'My Coalitions',
    ],
  },
  coalition: {
    landing: /\/coalitions$/,
    navigation: ['All Organizations', 'View Coalitions', 'My Coalitions'],
  },
  legacy: {
    landing: /\/legacy$/,
    navigation: [
      'Home',
      'Intake/Outcome Data',
      'Intake/Outcome Upload CSV',
      'Services Data',
      'Services Upload CSV',
      'All Organizations',
      'Dashboards',
      'View Coalitions',
    ],
  },
};

for (const [role, expected] of Object.entries(EXPECTED) as [DemoRole, (typeof EXPECTED)[DemoRole]][]) {
  test(`${role} lands on their start page and sees exactly their navigation`, async ({ page }) => {
    await signInThroughLoginScreen(page, role);
    await expect(page).toHaveURL(expected.landing);
    expect(await navigationNames(page)).toEqual(expected.navigation);
  });
}

test('the profile menu shows the name, the organization and the links', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Jordan Ellis')).toBeVisible();
  await expect(menu.getByText('Riverbend', { exact: false })).toBeVisible();
  for (const name of ['Organization', 'Profile', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
});

test('the logo leads coalition-only users to /coalitions', async ({ page }) => {
  await signIn(page, 'coalition', '/all-organizations');
  await page.getByRole('link', { name: 'Shelter Animals Count home' }).click();
  await expect(page).toHaveURL(/\/coalitions$/);
});

test('admin-only routes send other users home', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/data-entry/upload');
  await expect(page).toHaveURL(/\/$/);
});
