/** Signing in and out, keeping the session, returning to a guarded page, the 404 page (000 §2, §4; 001 §2). */
import {
  expect,
  mainNavigation,
  signIn,
  signInThroughLoginScreen,
  signOut,
  submitLogin,
  test,
} from './support';

test('the login form shows the spec validation texts', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Invalid password')).toBeVisible();
});

test.describe('before its scripts have run', () => {
  test.use({ javaScriptEnabled: false });

  test('/login is already the styled page, and its form cannot be sent yet', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
    await expect(page.getByText('Sign in to enter, review and share your shelter data.')).toBeVisible();
    // Mantine's styles apply (they need the colour scheme on <html>): the fields have their border.
    const email = page.getByLabel('Email');
    await expect(email).toHaveCSS('border-top-width', '1px');
    await expect(email).not.toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
    // The browser would send the form itself: the button waits for the scripts, and the form posts.
    await expect(page.getByRole('button', { name: 'Log In' })).toBeDisabled();
    await expect(page.getByRole('form', { name: 'Log in' })).toHaveAttribute('method', 'post');
  });
});

test('the login page links to registration and password recovery', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
});

test('a wrong password shows the server error in a banner', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'viewer@example.org', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Invalid login credentials. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a reload keeps the session', async ({ page }) => {
  await signInThroughLoginScreen(page, 'manager');
  await page.reload();
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('signing out ends the session and a guarded page asks to sign in again', async ({ page }) => {
  await signInThroughLoginScreen(page, 'viewer');
  await signOut(page);
  expect(
    await page.evaluate(() => [localStorage.getItem('sac.auth-token'), localStorage.getItem('sac.user-id')]),
  ).toEqual([null, null]);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a guarded URL opened while signed out returns there after sign-in', async ({ page }) => {
  await page.goto('/dashboards/rehome');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, 'viewer@example.org');
  await expect(page).toHaveURL(/\/dashboards\/rehome$/);
  await expect(page.getByRole('heading', { name: 'Rehome' })).toBeVisible();
});

test('signed-in users are sent away from /login', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown page shows the 404 page with a way home', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', /^mailto:/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the 404 page also answers signed-out visitors', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you requested could not be found.')).toBeVisible();
});
