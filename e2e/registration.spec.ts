/**
 * Registering an organization (001 §2, §4, §5): the two steps, the US and Canadian forms, the emails of
 * confirmation and authorization read in the development mailbox, the banners, then signing in.
 */
import type { Page } from '@playwright/test';
import { followEmailLink, uniqueEmail } from './mailbox';
import { expect, mainNavigation, submitLogin, test } from './support';

const PASSWORD = 'correct-horse-9';

/**
 * Picks an option of a select and checks the select shows it: a click that a busy page lost (the
 * dropdown closing as it opened) is tried again instead of leaving the field empty.
 */
async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('textbox', { name: label, exact: true });
  await expect(async () => {
    await select.click();
    await page.getByRole('option', { name: option }).first().click({ timeout: 2000 });
    await expect(select).toHaveValue(option, { timeout: 1000 });
  }).toPass();
}

async function openForm(page: Page) {
  await page.goto('/register');
  await expect(page.getByText('What would you like to register?')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('form', { name: 'Create an Account' })).toBeVisible();
}

async function pickIncorporationDate(page: Page) {
  await page.getByLabel('Date of Organization Incorporation').click();
  await page.locator('table button:not([data-outside])').filter({ hasText: /^1$/ }).first().click();
}

async function fillYourInformation(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill('Ada Keeper');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Executive Director');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Confirm Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(PASSWORD);
}

async function fillOrganization(page: Page, name: string) {
  await page.getByLabel('Organization Name').fill(name);
  await choose(page, 'Organization Type', 'Rescue without a Government Contract');
  await page.getByLabel('Website URL').fill('www.example-rescue.org');
  await pickIncorporationDate(page);
  await page.getByLabel('Address Line 1').fill('12 Kennel Road');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Springfield');
  await page.getByLabel('Contact Phone Number').fill('(512) 555-0100');
  await choose(page, 'Annual Intake', '100 - 499');
  await choose(page, 'Annual Operating Budget', 'Less than $100,000');
  await choose(page, 'Shelter Software', 'Spreadsheet');
}

async function signInAs(page: Page, email: string) {
  await submitLogin(page, email, PASSWORD);
  await expect(mainNavigation(page)).toBeVisible();
}

test('a US organization registers, confirms, authorizes and signs in', async ({ page }) => {
  const email = uniqueEmail('us-manager');
  await openForm(page);
  await fillYourInformation(page, email);
  await fillOrganization(page, 'Lone Star Paws');
  await page.getByLabel('Employer Identification Number (EIN)').fill('74-1234567');
  await choose(page, 'State', 'Texas');
  const county = page.getByRole('textbox', { name: 'County', exact: true });
  await expect(county).toBeEnabled();
  await county.click();
  await page.getByRole('option', { name: 'Travis' }).click();
  await page.getByLabel('Zip Code').fill('78701');
  // The user is the authorizer by default: the sharing preferences are asked, all yes.
  await expect(page.getByRole('region', { name: 'Data Sharing Preferences' })).toBeVisible();
  for (const option of await page
    .getByRole('region', { name: 'Data Sharing Preferences' })
    .getByRole('switch')
    .all()) {
    await expect(option).toBeChecked();
  }
  await expect(page.getByLabel('Data agreement text')).toContainText('Shelter Animals Count Data Agreement');
  await page.getByRole('button', { name: 'Save and Create Account' }).click();

  await expect(page.getByText('Thanks! Your account has been registered.')).toBeVisible();
  await expect(page.getByText('You must confirm your account before you log in.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: 'e2e/screenshots/register-success.png' });

  await followEmailLink(page, email, /confirm/i, '/auth/confirmation');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your email address has been confirmed.')).toBeVisible();

  await followEmailLink(page, email, /authoriz/i, '/auth/organization_authorization');
  await expect(page.getByText('Your organization has been authorized.')).toBeVisible();

  await signInAs(page, email);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText('Lone Star Paws');
});

test('a Canadian organization whose authorizer is someone else registers; the authorizer authorizes by email', async ({
  page,
}) => {
  const email = uniqueEmail('ca-manager');
  const authorizer = uniqueEmail('ca-authorizer');
  await openForm(page);
  await fillYourInformation(page, email);
  await choose(page, 'Country', 'Canada');
  await expect(page.getByLabel('Zip Code')).toHaveCount(0);
  await fillOrganization(page, 'Maple Leaf Rescue');
  await page.getByLabel('Business Number').fill('123456789');
  await choose(page, 'Province/Territory', 'Ontario');
  await page.getByLabel('Postal Code').fill('k1a0b1');

  await page.getByLabel('No, someone else authorizes this organization').check();
  await expect(page.getByRole('region', { name: 'Data Sharing Preferences' })).toHaveCount(0);
  await page.getByLabel('Authorizer Name').fill('Bea Board');
  await page.getByLabel('Authorizer Title').fill('Board Chair');
  await page.getByRole('textbox', { name: 'Authorizer Email', exact: true }).fill(authorizer);
  await page.getByLabel('Confirm Authorizer Email').fill(authorizer);
  await page.getByLabel('Authorizer Phone Number').fill('613-555-0199');
  await page.getByRole('button', { name: 'Save and Create Account' }).click();
  await expect(page.getByText('Thanks! Your account has been registered.')).toBeVisible();

  await followEmailLink(page, authorizer, /authoriz/i, '/auth/organization_authorization');
  await expect(page.getByText('Your organization has been authorized.')).toBeVisible();

  await followEmailLink(page, email, /confirm/i, '/auth/confirmation');
  await expect(page.getByText('Your email address has been confirmed.')).toBeVisible();
  await signInAs(page, email);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toContainText('Maple Leaf Rescue');
});

test('registration shows the spec validation texts', async ({ page }) => {
  await openForm(page);
  await page.getByRole('button', { name: 'Save and Create Account' }).click();
  for (const text of [
    'Name is required',
    'Title is required',
    'Email is required',
    'Confirm the email',
    'Password is required',
    'Confirm your password',
    'Organization name is required',
    'Select an organization type',
    'Date is required',
    'EIN is required',
    'Address is required',
    'City is required',
    'State is required',
    'County is required',
    'Zip code is required',
    'Select an annual intake',
  ]) {
    await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
  }

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.org');
  await page.getByRole('textbox', { name: 'Confirm Email', exact: true }).fill('ada@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('shorter');
  await page.getByLabel('Website URL').fill('ftp://example.org');
  await page.getByLabel('Employer Identification Number (EIN)').fill('1234');
  await page.getByLabel('Zip Code').fill('7870');
  await page.getByLabel('Contact Phone Number').fill('555');
  await page.getByRole('button', { name: 'Save and Create Account' }).click();
  for (const text of [
    'Emails do not match',
    'Passwords do not match',
    'Invalid URL: Include https:// prefix to your URL',
    'Invalid EIN',
    'Invalid zip code',
    'Invalid phone number',
  ]) {
    await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
  }

  await choose(page, 'Country', 'Canada');
  await page.getByLabel('Business Number').fill('12345');
  await page.getByLabel('Postal Code').fill('123 ABC');
  await page.getByLabel('No, someone else authorizes this organization').check();
  await page.getByRole('button', { name: 'Save and Create Account' }).click();
  for (const text of ['Invalid business number', 'Invalid postal code', 'Province/Territory is required']) {
    await expect(page.getByText(text, { exact: true }).first(), text).toBeVisible();
  }
  await expect(page.getByLabel('Authorizer Name').locator('..').locator('..')).toContainText(
    'Name is required',
  );
});

test('an email already registered is refused in a toast', async ({ page }) => {
  await openForm(page);
  await fillYourInformation(page, 'manager@example.org');
  await fillOrganization(page, 'Duplicate Rescue');
  await page.getByLabel('Employer Identification Number (EIN)').fill('74-7654321');
  await choose(page, 'State', 'Texas');
  await page.getByRole('textbox', { name: 'County', exact: true }).click();
  await page.getByRole('option', { name: 'Travis' }).click();
  await page.getByLabel('Zip Code').fill('78701');
  await page.getByRole('button', { name: 'Save and Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An account with this email already exists.' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Thanks! Your account has been registered.')).toHaveCount(0);
});

test('the county list failing names the state', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/v1/us_counties',
    (route) => route.fulfill({ status: 500, body: '{}' }),
  );
  await openForm(page);
  await choose(page, 'State', 'Vermont');
  await expect(page.getByText('Unable to load counties for VT.')).toBeVisible();
});

test('confirmation links that cannot be used explain why on the login page', async ({ page }) => {
  await page.goto('/auth/confirmation?confirmation_token=forged-token');
  await expect(page).toHaveURL(/\/login\?link_error=invalid/);
  await expect(page.getByText(/This link is not valid/)).toBeVisible();
  await page.goto('/login?link_error=expired_resent');
  await expect(page.getByText(/We have sent you a new confirmation email/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Development mailbox' })).toHaveAttribute(
    'href',
    '/dev/mailbox',
  );
});

test('the data use agreement page shows the legal text and refuses a forged link with a clear text', async ({
  page,
}) => {
  await page.goto('/data-use-agreement?membership_id=1&token=forged');
  await expect(page.getByLabel('Data use agreement text')).toContainText('Permitted use');
  await page.getByRole('button', { name: 'I AGREE TO THE DATA USE AGREEMENT ABOVE' }).click();
  await expect(page.getByRole('alert')).toContainText('This data use agreement link is not valid.');
  await expect(page.getByRole('link', { name: 'Existing Users' })).toHaveCount(0);

  await page.goto('/data-use-agreement');
  await expect(page.getByRole('button', { name: 'I AGREE TO THE DATA USE AGREEMENT ABOVE' })).toBeDisabled();
});
