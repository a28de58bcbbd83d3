/**
 * Password flows (001 §2, §5, §8): forgot password → the emailed reset link → a new password → signing
 * in with it; a used link refused with its clear text; the forms' validation texts.
 */
import { FIRST_PASSWORD, followEmailLink, registerConfirmedUser, registerUser, uniqueEmail } from './mailbox';
import { expect, mainNavigation, submitLogin, test } from './support';

const NEW_PASSWORD = 'second-password-2';

test('forgot password → reset by the emailed link → sign in with the new password; the link works once', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await registerUser(page.request, email);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Password Email' }).click();
  await expect(page.getByRole('status')).toContainText(
    `If an account exists for ${email}, an email with instructions for resetting the password has been sent.`,
  );

  await followEmailLink(page, email, /password/i, '/reset-password');
  await expect(page).toHaveURL(/\/reset-password\?reset_password_token=/);
  const resetUrl = page.url();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible();

  await page.getByRole('link', { name: 'Log In' }).click();
  await submitLogin(page, email, FIRST_PASSWORD);
  await expect(page.getByRole('alert')).toBeVisible();
  await submitLogin(page, email, NEW_PASSWORD);
  await expect(mainNavigation(page)).toBeVisible();

  // The same link a second time, signed out in a fresh page.
  const other = await page.context().browser()?.newPage();
  if (!other) throw new Error('no browser');
  await other.goto(resetUrl);
  await other.getByLabel('New Password', { exact: true }).fill('third-password-3');
  await other.getByLabel('Confirm New Password').fill('third-password-3');
  await other.getByRole('button', { name: 'Reset Password' }).click();
  await expect(other.getByRole('alert')).toContainText(
    'This link is no longer valid. Request a new password reset email.',
  );
  await other.close();
});

test('password forms show the spec validation texts', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send Reset Password Email' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

  await page.goto('/reset-password?reset_password_token=whatever');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Confirm your password')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm New Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});

test('a forged reset token is refused with the clear text', async ({ page }) => {
  await page.goto('/reset-password?reset_password_token=forged');
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This link is no longer valid. Request a new password reset email.',
  );
});

test('an invited member sets a password by the invite link and signs in', async ({ page }) => {
  const manager = uniqueEmail('inviter');
  const invitee = uniqueEmail('invitee');
  const { organizationId } = await registerConfirmedUser(page, manager);
  const signIn = await page.request.post('/auth/sign_in', {
    data: { email: manager, password: FIRST_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const headers = signIn.headers();
  const invite = await page.request.post('/api/v1/user_membership_invites', {
    headers: {
      'content-type': 'application/vnd.api+json',
      'access-token': headers['access-token'] ?? '',
      client: headers.client ?? '',
      uid: headers.uid ?? '',
      expiry: headers.expiry ?? '',
      'token-type': 'Bearer',
    },
    data: {
      data: {
        type: 'user_membership_invites',
        attributes: {
          resource_id: organizationId,
          resource_type: 'organization',
          name: 'Ivy Invitee',
          title: 'Volunteer',
          email: invitee,
          role: 'organization_viewer',
        },
      },
    },
  });
  expect(invite.status(), await invite.text()).toBe(201);

  await followEmailLink(page, invitee, /invited/i, '/reset-password');
  await expect(page).toHaveURL(/\/reset-password\?invite_token=/);
  await expect(page.getByText('Choose a password to finish setting up your account.')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('link', { name: 'Log In' }).click();
  await submitLogin(page, invitee, NEW_PASSWORD);
  await expect(mainNavigation(page)).toBeVisible();
});
