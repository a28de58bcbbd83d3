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

test.describe('accounts pages (W1)', () => {
  test('register steps', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await page.screenshot(shot('register-step-1'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'State', exact: true }).click();
    await page.getByRole('option', { name: 'Texas' }).click();
    await page.getByRole('button', { name: 'Save and Create Account' }).click();
    await expect(page.getByText('Name is required').first()).toBeVisible();
    await page.screenshot(shot('register-form-errors'));
    await page.getByLabel('No, someone else authorizes this organization').check();
    await page.getByRole('textbox', { name: 'Country', exact: true }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.screenshot(shot('register-form-canada'));
  });

  test('password pages', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Password Email' }).click();
    await page.screenshot(shot('forgot-password'));
    await page.goto('/reset-password?reset_password_token=shot');
    await page.screenshot(shot('reset-password'));
    await page.goto('/login?link_error=expired_resent');
    await page.screenshot(shot('login-link-error'));
  });

  test('development mailbox', async ({ page }) => {
    await page.request.post('/auth/password', { data: { email: 'viewer@example.org' } });
    await page.goto('/dev/mailbox');
    const first = page.getByRole('table', { name: 'Emails' }).getByRole('button').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page.getByLabel('Open email')).toBeVisible();
    await page.waitForTimeout(800);
    await page.screenshot(shot('dev-mailbox'));
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.screenshot(shot('login-with-mailbox-link'));
  });

  test('data use agreement', async ({ page }) => {
    await page.goto('/data-use-agreement?membership_id=1&token=shot');
    await page.screenshot(shot('data-use-agreement'));
  });

  test('profile and edit profile', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/profile');
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot(shot('profile'));
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('changed@example.org');
    await page.screenshot(shot('profile-edit'));
  });

  test('legacy finalize screen', async ({ page }) => {
    await signIn(page, 'legacy').catch(() => undefined);
    await page.goto('/legacy');
    await page.getByLabel('Employer Identification Number').fill('123');
    await page.getByLabel('Website URL').focus();
    await page.waitForTimeout(300);
    await page.screenshot(shot('legacy'));
  });
});
