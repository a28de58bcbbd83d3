/**
 * Profile (001 §2, §8): the reset password email from the profile, and an email change that takes the
 * current password and waits for the new address to confirm it (login unchanged until then), with the
 * spec's toast; the old address is told. The legacy finalize screen's validation (000 §5).
 */
import { latestEmailTo } from './dev-emails';
import { FIRST_PASSWORD, followEmailLink, registerConfirmedUser, uniqueEmail } from './mailbox';
import { expect, mainNavigation, signIn, signOut, submitLogin, test } from './support';

test('a user changes their email with the current password: the toast, the pending notice, the old address told, login unchanged until the link is followed', async ({
  page,
}) => {
  const email = uniqueEmail('profile');
  const newEmail = uniqueEmail('profile-new');
  await registerConfirmedUser(page, email);
  await signIn(page, { email, password: FIRST_PASSWORD }, '/profile');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(`A reset password email was sent to ${email}.`)).toBeVisible();

  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Volunteer Coordinator');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Confirm the email')).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm Email', exact: true }).fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  const currentPassword = page.getByRole('textbox', { name: 'Current Password', exact: true });
  await currentPassword.fill('not-my-password-1');
  await page.getByRole('button', { name: 'Save' }).click();
  // The server's refusal shows on the field; nothing is sent yet.
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await currentPassword.fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText(`An email was sent to the account for ${newEmail} to confirm the new email address.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Volunteer Coordinator')).toBeVisible();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}`)).toBeVisible();
  const notice = await latestEmailTo(page.request, email, /is changing/);
  expect(notice.text_body).toContain(`from ${email} to ${newEmail}`);

  await signOut(page);
  await submitLogin(page, email, FIRST_PASSWORD);
  await expect(mainNavigation(page)).toBeVisible();
  await signOut(page);

  await followEmailLink(page, newEmail, /confirm/i, '/auth/confirmation');
  await expect(page.getByText('Your email address has been confirmed.')).toBeVisible();
  await submitLogin(page, newEmail, FIRST_PASSWORD);
  await expect(mainNavigation(page)).toBeVisible();
});

test('the legacy finalize screen shows its validation texts once fields are touched', async ({ page }) => {
  await signIn(page, 'legacy');
  await expect(page).toHaveURL(/\/legacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Finalize');
  await expect(page.getByText('EIN is required')).toHaveCount(0);
  const ein = page.getByRole('textbox', { name: 'Employer Identification Number', exact: true });
  await ein.fill('123456789');
  await page.getByRole('textbox', { name: 'Website URL' }).fill('not a url');
  await ein.focus();
  await expect(page.getByText('Invalid EIN')).toBeVisible();
  await expect(page.getByText('Invalid URL', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Date is required')).toBeVisible();
  await ein.fill('');
  await expect(page.getByText('EIN is required')).toBeVisible();
});
