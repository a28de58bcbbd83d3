/**
 * Screenshots of the shell for a look by eye (not assertions): `E2E_SCREENSHOTS=1 npm run test:e2e --
 * screenshots.shot.ts` writes them to e2e/screenshots/ (ignored by git).
 */
import { type DemoRole, expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test('login page', async ({ page }) => {
  await page.goto('/login?account_confirmation_success=true');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.screenshot(shot('login'));
});

for (const role of ['admin', 'manager', 'viewer', 'coalition', 'legacy'] as DemoRole[]) {
  test(`shell of ${role}`, async ({ page }) => {
    await signIn(page, role);
    await page.waitForLoadState('networkidle');
    await page.screenshot(shot(`shell-${role}`));
  });
}

test('profile menu open', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.screenshot(shot('profile-menu'));
});

test('not found page', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
  await page.screenshot(shot('not-found'));
});

test('location modal and its error state', async ({ page }) => {
  await signIn(page, 'viewer');
  const switcher = page.getByRole('textbox', { name: 'Location' });
  const current = await switcher.inputValue();
  await switcher.click();
  await page.getByRole('option').filter({ hasNotText: current }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot(shot('location-modal'));
  await page.route('**/api/v1/users/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toContainText('There was an error with the request.');
  await page.screenshot(shot('location-modal-error'));
});

test.describe('cookie banner', () => {
  test.use({ cookieConsent: null });
  test('banner over the shell', async ({ page }) => {
    await signIn(page, 'viewer');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.screenshot(shot('cookie-banner'));
  });
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('shell with the navigation opened', async ({ page }) => {
    await signIn(page, 'manager').catch(() => undefined);
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.screenshot(shot('narrow-navigation'));
  });
});
