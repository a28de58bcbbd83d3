/** The toolbar's location switcher (000 §2 Shell) and the cookie banner (002 §2.17). */
import { apiSession } from './api-session';
import { FIRST_PASSWORD, registerConfirmedUser, uniqueEmail } from './mailbox';
import { expect, signIn, test } from './support';

test('the location switcher asks before switching and can be cancelled', async ({ page }) => {
  await signIn(page, 'viewer');
  const switcher = page.getByRole('textbox', { name: 'Location' });
  await expect(switcher).toBeVisible();
  const current = await switcher.inputValue();
  await switcher.click();
  await page.getByRole('option').filter({ hasNotText: current }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'If you have any changes or edits in progress and switch locations you will lose un-saved data.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(switcher).toHaveValue(current);
});

/**
 * A user of their own: switching changes the working location every page of that user reads, so the demo
 * manager's (which other journeys enter data for, in parallel) stays put.
 */
test('confirming a location switch saves it and reloads the page', async ({ page }) => {
  const email = uniqueEmail('switcher');
  const { organizationId } = await registerConfirmedUser(page, email);
  const api = await apiSession(page.request, email, FIRST_PASSWORD);
  const counties = await api.get('/api/v1/us_counties?filter[us_state][eq]=TX&page[size]=1');
  await api.post('/api/v1/locations', {
    data: {
      type: 'locations',
      attributes: {
        organization_id: Number(organizationId),
        name: 'Second Site',
        country: 'United States',
        address_line_1: '2 Oak Street',
        city: 'Austin',
        us_state: 'TX',
        us_county_id: Number(counties.data[0].id),
        zip_code: '78701',
        contact_phone_number: '(512) 555-0142',
      },
    },
  });
  await signIn(page, { email, password: FIRST_PASSWORD });
  const switcher = page.getByRole('textbox', { name: 'Location' });
  const current = await switcher.inputValue();
  await switcher.click();
  await page.getByRole('option', { name: 'Second Site' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Second Site');
  expect(current).not.toBe('Second Site');
  // The home follows it: the page's title is the working location's name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Second Site');
});

test('the location switcher shows only on the home page', async ({ page }) => {
  await signIn(page, 'viewer');
  await expect(page.getByRole('textbox', { name: 'Location' })).toBeVisible();
  await page.getByRole('link', { name: 'View Coalitions' }).click();
  await expect(page.getByRole('textbox', { name: 'Location' })).toBeHidden();
});

test.describe('cookie banner', () => {
  test.use({ cookieConsent: null });

  test('asks signed-in users once; Manage Consent asks again', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
    await signIn(page, 'viewer');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept Cookies' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.getByRole('button', { name: 'Manage Consent' }).click();
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toBeHidden();
  });
});

test('a failed location switch shows Error with Try Again', async ({ page }) => {
  await signIn(page, 'viewer');
  const switcher = page.getByRole('textbox', { name: 'Location' });
  const current = await switcher.inputValue();
  await switcher.click();
  await page.getByRole('option').filter({ hasNotText: current }).first().click();
  // The server's failure is simulated: nothing else can make a valid switch fail on demand.
  await page.route('**/api/v1/users/*', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toContainText('Error');
  await expect(dialog).toContainText('There was an error with the request.');
  await expect(dialog.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.unroute('**/api/v1/users/*');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(switcher).toHaveValue(current);
});

/**
 * Below the `md` breakpoint the sidebar is a drawer behind the burger, rendered when first opened (issue
 * 14 §2: a phone's first screen renders the page, not a hidden menu too); from then on it stays.
 */
test('on a phone the navigation is rendered when the burger first opens it, and it works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'manager');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation).toHaveCount(0);
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await burger.click();
  await expect(navigation).toBeInViewport();
  await navigation.getByRole('link', { name: 'All Organizations' }).click();
  await expect(page).toHaveURL(/\/all-organizations/);
  // Choosing a page closes the drawer; its links are kept for the next time it opens.
  await expect(navigation).not.toBeInViewport();
  await expect(navigation).toHaveCount(1);
  await burger.click();
  await expect(navigation.getByRole('link', { name: 'Home' })).toBeVisible();
});

test('on a wide screen the navigation is there from the first render', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'manager');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeHidden();
});
