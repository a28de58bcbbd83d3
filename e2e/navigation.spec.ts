/** Each demo role signs in and sees exactly its navigation (000 §2 Shell) on its landing page. */
import {
  type DemoRole,
  expect,
  mainNavigation,
  navigationNames,
  signIn,
  signInThroughLoginScreen,
  signOut,
  test,
} from './support';

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
  // Until the imported organization is finalized every other page sends them back to /legacy: no
  // navigation of links that bounce (issue 14 §8).
  legacy: { landing: /\/legacy$/, navigation: [] },
};

for (const [role, expected] of Object.entries(EXPECTED) as [DemoRole, (typeof EXPECTED)[DemoRole]][]) {
  test(`${role} lands on their start page and sees exactly their navigation`, async ({ page }) => {
    await signInThroughLoginScreen(page, role);
    await expect(page).toHaveURL(expected.landing);
    if (expected.navigation.length === 0) await expect(mainNavigation(page)).toHaveCount(0);
    else expect(await navigationNames(page)).toEqual(expected.navigation);
  });
}

test('the legacy user sees the finalize screen in a focused frame: logo, profile menu, no organization link', async ({
  page,
}) => {
  await signIn(page, 'legacy');
  await expect(page).toHaveURL(/\/legacy$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Finalize / })).toBeVisible();
  await expect(mainNavigation(page)).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('form', { name: 'Finalize organization' })).toBeVisible();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Organization' })).toHaveCount(0);
  // Their profile opens in the same frame, and the logo leads back to the finalize screen.
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(mainNavigation(page)).toHaveCount(0);
  await page.getByRole('banner').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/legacy$/);
  await signOut(page);
});

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
  await page.getByRole('link', { name: /^Shelter Animals Count.*home$/ }).click();
  await expect(page).toHaveURL(/\/coalitions$/);
});

test('admin-only routes send other users home', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/users');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/data-entry/upload');
  await expect(page).toHaveURL(/\/$/);
});
