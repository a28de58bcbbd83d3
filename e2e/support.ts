/** Shared steps of the journeys: the demo accounts, signing in, reading the navigation. */
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/**
 * The journeys' `test`: the cookie banner is answered beforehand (it is the subject of its own spec,
 * which sets `cookieConsent: null`).
 */
export const test = base.extend<{ cookieConsent: 'accepted' | 'declined' | null }>({
  cookieConsent: ['accepted', { option: true }],
  context: async ({ context, cookieConsent, baseURL }, use) => {
    if (cookieConsent && baseURL) {
      await context.addCookies([{ name: 'sac_cookie_consent', value: cookieConsent, url: baseURL }]);
    }
    await use(context);
  },
});

export const DEMO_PASSWORD = 'password1234';

export const DEMO_ACCOUNTS = {
  admin: 'admin@example.org',
  manager: 'manager@example.org',
  viewer: 'viewer@example.org',
  coalition: 'coalition@example.org',
  legacy: 'legacy@example.org',
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;

/** Fills and sends the login form of the current page (which must be /login). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in from /login and waits until the shell shows: for the journeys whose subject is the login. */
export async function signInThroughLoginScreen(page: Page, role: DemoRole) {
  await page.goto('/login');
  await submitLogin(page, DEMO_ACCOUNTS[role]);
  await expect(signedInFrame(page)).toBeVisible();
}

/**
 * What every signed-in frame shows: the profile menu (the legacy user's focused frame has no
 * navigation, issue 14 §8).
 */
export function signedInFrame(page: Page) {
  return page.getByRole('button', { name: 'Profile menu' });
}

/**
 * Signs in through the API (POST /auth/sign_in, a device of its own) and opens `path` with the session
 * the login screen would have stored, then waits until the shell shows. Skips the login screen and the
 * home page for journeys that test neither (the login itself is session.spec's subject).
 */
export async function signIn(page: Page, who: DemoRole | { email: string; password?: string }, path = '/') {
  await openSignedIn(page, who, path);
  await expect(signedInFrame(page)).toBeVisible();
}

/** Signs in through the API and opens `path` with the session stored, without waiting for any frame. */
export async function openSignedIn(
  page: Page,
  who: DemoRole | { email: string; password?: string },
  path: string,
) {
  const { email, password = DEMO_PASSWORD } = typeof who === 'string' ? { email: DEMO_ACCOUNTS[who] } : who;
  const answer = await page.request.post('/auth/sign_in', { data: { email, password } });
  expect(answer.ok(), `sign in as ${email}: ${answer.status()}`).toBe(true);
  const headers = answer.headers();
  const token = {
    accessToken: headers['access-token'],
    client: headers.client,
    uid: headers.uid,
    expiry: headers.expiry ?? '',
    tokenType: headers['token-type'] ?? 'Bearer',
  };
  const userId = String((await answer.json()).data.id);
  // Stored before the app's scripts run, on this navigation only: later ones see what the app keeps.
  const stored = await page.addInitScript(
    ([tokenText, id]) => {
      window.localStorage.setItem('sac.auth-token', tokenText);
      window.localStorage.setItem('sac.user-id', id);
    },
    [JSON.stringify(token), userId] as const,
  );
  await page.goto(path);
  await stored.dispose();
}

export function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The accessible names of the navigation links, in order. */
export async function navigationNames(page: Page): Promise<string[]> {
  const links = mainNavigation(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  const names: string[] = [];
  for (const link of await links.all()) {
    names.push(((await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '').trim());
  }
  return names;
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}
