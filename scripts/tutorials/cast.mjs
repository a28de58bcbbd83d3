/**
 * Who appears in the tutorials, and how each of them opens the portal. The demo accounts come with the
 * seeded database; the organization, the new member and the coalition are made by the tutorials
 * themselves (the organization registered in tutorial 0 is invited into the coalition of tutorial 4).
 */

const DEMO_PASSWORD = 'password1234';

export const DEMO = {
  manager: {
    email: 'manager@example.org',
    password: DEMO_PASSWORD,
    organization: 'Riverbend Humane Society',
  },
  admin: { email: 'admin@example.org', password: DEMO_PASSWORD },
  coalitionManager: { email: 'coalition@example.org', password: DEMO_PASSWORD },
};

export const NEW_ORGANIZATION = {
  name: 'Lone Star Paws',
  manager: { name: 'Ada Keeper', email: 'ada.keeper@example.org', password: 'lone-star-2024' },
};

export const NEW_MEMBER = {
  name: 'Taylor Brooks',
  email: 'taylor.brooks@example.org',
  password: 'riverbend-tb-1',
};

export const NEW_COALITION = {
  name: 'Capital Area Shelter Partnership',
  description: 'Shelters and rescues around Austin sharing monthly data to plan transfers.',
  requestedData: 'Intake and outcome data, community services data.',
};

/** A browser context of its own (no one else's session), the cookie banner already answered. */
export async function openPortal(browser, base) {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 720 },
    acceptDownloads: true,
  });
  await context.addCookies([{ name: 'sac_cookie_consent', value: 'accepted', url: base }]);
  return context.newPage();
}

/** The login screen, filled, with Log In outlined; then the signed-in frame. */
export async function logIn(rec, page, account, caption) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await rec.click(page, caption, page.getByRole('button', { name: 'Log In' }));
  await page.getByRole('button', { name: 'Profile menu' }).waitFor();
}
