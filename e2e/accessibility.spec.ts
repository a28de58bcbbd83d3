/**
 * Issue 14 §1: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on any route of
 * `apps/web/src/app/routes.ts`, for every demo role that can open it, and signed out for the public
 * pages. One test per role and area, one step per route pattern, each route loaded afresh in the same
 * signed-in page (a sign-in and a new page per route made the sweep two thirds of the browser tests'
 * time, issue 11 §8): `--grep "/coalitions"` or `--grep "manager "` picks some. A route's violations
 * do not stop the sweep; the test fails at its end with every route's findings.
 * The parametrised routes open on the demo data (ids found through the API). A few states beyond the
 * landing one (the login form's errors, the profile menu, the phone navigation) are checked too.
 *
 * AXE_REPORT_DIR=<dir> writes each test's violations as JSON there (to gather them into a report);
 * with AXE_REPORT_ONLY=1 too, violations are only written, not failed on: a survey of every page without
 * Playwright restarting its worker after each failing one.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, Request, TestInfo } from '@playwright/test';
import { apiSession } from './api-session';
import { DEMO_ACCOUNTS, type DemoRole, expect, openSignedIn, test } from './support';

test.describe.configure({ mode: 'parallel' });

type Role = DemoRole | 'signed out';

/** The demo data's ids the parametrised routes open on. */
type Ids = {
  orgId: string;
  locId: string;
  memberId: string;
  userId: string;
  coalitionId: string;
  year: string;
  month: string;
};

let ids: Ids | undefined;

async function demoIds(request: APIRequestContext): Promise<Ids> {
  if (ids) return ids;
  const manager = await apiSession(request, DEMO_ACCOUNTS.manager);
  const me = await manager.get(`/api/v1/users/${manager.userId}`);
  const locId = String(me.data.attributes.location_id);
  const location = await manager.get(`/api/v1/locations/${locId}`);
  const viewer = await apiSession(request, DEMO_ACCOUNTS.viewer);
  const coalition = await apiSession(request, DEMO_ACCOUNTS.coalition);
  const found = await coalition.get(
    `/api/v1/coalitions?filter[search]=${encodeURIComponent('Central Texas Shelter Data Coalition')}`,
  );
  expect(found.data.length, 'the demo coalition').toBeGreaterThan(0);
  // Last month: always open for data (000 §5), whatever today is.
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  ids = {
    orgId: String(location.data.attributes.organization_id),
    locId,
    memberId: viewer.userId,
    userId: manager.userId,
    coalitionId: String(found.data[0].id),
    year: String(last.getFullYear()),
    month: String(last.getMonth() + 1),
  };
  return ids;
}

const ALL: Role[] = ['admin', 'manager', 'viewer', 'coalition', 'legacy'];
const ORG_READERS: Role[] = ['admin', 'manager', 'viewer'];
const ORG_EDITORS: Role[] = ['admin', 'manager'];
const COALITION_MANAGERS: Role[] = ['admin', 'coalition'];
const SIGNED_OUT: Role[] = ['signed out'];

/**
 * Every page route of routes.ts (forwards excluded: they show another route) and who opens it. A
 * route missing here fails the "every route is covered" test below.
 */
const ROUTES: Record<string, Role[]> = {
  '/login': SIGNED_OUT,
  '/register': SIGNED_OUT,
  '/forgot-password': SIGNED_OUT,
  '/reset-password': SIGNED_OUT,
  '/data-use-agreement': ['signed out', 'manager'],
  '/dev/mailbox': SIGNED_OUT,
  '/': ORG_READERS,
  '/accept-invite': ['manager'],
  '/legacy': ['legacy'],
  '/profile': ALL,
  '/profile/edit': ALL,
  '/users': ['admin'],
  '/users/:userId': ['admin'],
  '/users/:userId/edit': ['admin'],
  '/data-entry': ORG_READERS,
  '/data-entry-admin/:location/:organizationId': ['admin'],
  '/data-entry/:year/:month': ['manager', 'viewer'],
  '/data-entry/:year/:month/:location/:organizationId': ['admin'],
  '/data-entry/upload': ['manager'],
  '/data-entry/upload/:location/:organizationId': ['admin'],
  '/data-entry/export': ['manager', 'viewer'],
  '/data-entry/export/:location/:organizationId': ['admin'],
  '/services': ORG_READERS,
  '/admin-services/:location/:organizationId': ['admin'],
  '/services/:year/:month': ['manager', 'viewer'],
  '/services/:year/:month/:location/:organizationId': ['admin'],
  '/services/upload': ['manager'],
  '/services/upload/:location/:organizationId': ['admin'],
  '/services/export': ['manager', 'viewer'],
  '/services/export/:location/:organizationId': ['admin'],
  '/all-organizations': ['admin', 'manager', 'viewer', 'coalition'],
  '/organizations': ['admin'],
  '/organizations/:orgId': ORG_READERS,
  '/organizations/:orgId/edit': ORG_EDITORS,
  '/organizations/:orgId/locations': ORG_READERS,
  '/organizations/:orgId/locations/add': ORG_EDITORS,
  '/organizations/:orgId/locations/:locId': ORG_READERS,
  '/organizations/:orgId/locations/:locId/edit': ORG_EDITORS,
  '/organizations/:orgId/members': ORG_READERS,
  '/organizations/:orgId/members/add': ORG_EDITORS,
  '/organizations/:orgId/members/:userId': ORG_READERS,
  '/organizations/:orgId/members/:userId/edit': ORG_EDITORS,
  '/organizations/:orgId/coalitions': ['admin'],
  '/organizations/:orgId/coalitions/add': ['admin'],
  '/organizations/:orgId/export': ['admin'],
  '/organizations/:orgId/entry-logs': ['admin'],
  '/organizations/:orgId/comparison_dashboard': ['admin'],
  '/organizations/:orgId/analytics_forecast': ['admin'],
  '/organizations/:orgId/rehome_dashboard': ['admin'],
  '/organizations/:orgId/community-services-totals': ['admin'],
  '/organizations/:orgId/intake-outcome-totals': ['admin'],
  '/organizations/:orgId/sharing-permissions': ORG_EDITORS,
  '/organizations/:orgId/api-mapping': ORG_EDITORS,
  '/coalitions': ['admin', 'manager', 'viewer', 'coalition'],
  '/coalitions/mine': COALITION_MANAGERS,
  '/coalitions/add': ['admin', 'manager', 'coalition'],
  '/coalitions/:coalitionId': ['admin', 'manager', 'coalition'],
  '/coalitions/:coalitionId/detail': ['admin', 'manager', 'coalition'],
  '/coalitions/:coalitionId/edit': COALITION_MANAGERS,
  '/coalitions/:coalitionId/data-status': COALITION_MANAGERS,
  '/coalitions/:coalitionId/analytics': COALITION_MANAGERS,
  '/coalitions/:coalitionId/export': COALITION_MANAGERS,
  '/coalitions/:coalitionId/contributors/active': COALITION_MANAGERS,
  '/coalitions/:coalitionId/contributors/pending': COALITION_MANAGERS,
  '/coalitions/:coalitionId/contributors/declined': COALITION_MANAGERS,
  '/coalitions/:coalitionId/contributors/add': COALITION_MANAGERS,
  '/coalitions/:coalitionId/users': COALITION_MANAGERS,
  '/coalitions/:coalitionId/users/add': COALITION_MANAGERS,
  '/coalitions/:coalitionId/settings': ['admin'],
  '/coalitions/:coalitionId/sharing-permissions': ['manager'],
  '/dashboards/comparison': ['manager'],
  '/dashboards/analytics-and-forecast': ['manager'],
  '/dashboards/rehome': ['manager'],
  '/dashboards/community-services-totals': ['manager'],
  '/dashboards/intake-outcome-totals': ['manager'],
  '/resource-center/marketing-resources': ['manager'],
  '/resource-center/video-tutorials': ['manager'],
  '/aggregation': ['admin'],
  '*': ['signed out', 'manager'],
};

/** The pattern with the demo ids in place of its parameters. */
function concrete(pattern: string, ids: Ids): string {
  if (pattern === '*') return '/no-such-page';
  return pattern
    .replace(':orgId', ids.orgId)
    .replace(':organizationId', ids.orgId)
    .replace(':location', ids.locId)
    .replace(':locId', ids.locId)
    .replace(':coalitionId', ids.coalitionId)
    .replace(':year', ids.year)
    .replace(':month', ids.month)
    .replace(':userId', pattern.startsWith('/users') ? ids.userId : ids.memberId);
}

/** Opens `path` as `role`: signed in through the API (as support's signIn) without waiting for the shell. */
async function open(page: Page, role: Role, path: string) {
  trackRequests(page);
  if (role === 'signed out') {
    await page.goto(path);
    return;
  }
  await openSignedIn(page, role, path);
}

const BUSY =
  '.mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy="true"], [data-loading="true"]';

/** The requests of each page still waiting for their answer, and when that set last changed. */
const inFlight = new WeakMap<Page, { pending: Set<Request>; changedAt: number }>();

function trackRequests(page: Page) {
  if (inFlight.has(page)) return;
  const state = { pending: new Set<Request>(), changedAt: Date.now() };
  inFlight.set(page, state);
  const done = (request: Request) => {
    state.pending.delete(request);
    state.changedAt = Date.now();
  };
  page.on('request', (request) => {
    state.pending.add(request);
    state.changedAt = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Until no request of the page has been waiting for `quietMs` (counted from `since` at the earliest):
 * Playwright's 'networkidle' waits 500 ms after the last one, on each of the sweep's ~150 routes.
 */
async function requestsSettled(page: Page, quietMs = 150, since = 0) {
  const state = inFlight.get(page);
  if (!state) throw new Error('trackRequests(page) was not called before the page loaded');
  const quiet = () => Date.now() - Math.max(state.changedAt, since) >= quietMs;
  await expect
    .poll(() => state.pending.size === 0 && quiet(), {
      intervals: [50],
      timeout: 10_000,
    })
    .toBe(true)
    .catch(() => undefined);
}

/** Waits until the page has loaded: a heading or main content shows and nothing is loading any more. */
async function settle(page: Page) {
  await expect(page.locator('main h1, main h2, h1, h2').first()).toBeVisible();
  await requestsSettled(page);
  await expect(page.locator(BUSY)).toHaveCount(0);
  // No wait for transitions: the journeys ask for reduced motion, and the theme then has none.
}

type Finding = { id: string; impact: string; help: string; targets: string[]; summaries: string[] };

/** Runs axe and fails on serious or critical violations, listing rule, impact, targets and what to fix. */
async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  label: { role: Role; route: string },
) {
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself. The default (runPartial, then finishRun in a blank page the builder opens)
    // serves cross-origin frames, which the portal has none of, and cost each check a second page: 1.3 s.
    .setLegacyMode(true)
    // Experimental in axe, so off unless asked: a control whose name does not contain what it shows
    // ("Enter" named "February 2026: Entry is Unbegun"), WCAG 2.5.3, which issue 14 lists. (options
    // first: it replaces what withTags sets.)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const ran = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  expect(ran.map((r) => r.id)).toContain('label-content-name-mismatch');
  const findings: Finding[] = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      summaries: v.nodes.map((n) => (n.failureSummary ?? '').replace(/\s+/g, ' ').trim()),
    }));
  const reportDir = process.env.AXE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const file = `${label.role}${label.route}`.replace(/[^a-z0-9]+/gi, '_');
    writeFileSync(
      path.join(reportDir, `${file}.json`),
      JSON.stringify({ ...label, url: page.url(), findings }, null, 2),
    );
  }
  await testInfo.attach('axe-violations.json', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const text = findings
    .map(
      (f) =>
        `- ${f.id} (${f.impact}): ${f.help}\n${f.targets
          .map((t, i) => `    ${t}\n      ${f.summaries[i]}`)
          .join('\n')}`,
    )
    .join('\n');
  if (reportDir && process.env.AXE_REPORT_ONLY) return;
  expect
    .soft(
      findings.map((f) => `${f.id} (${f.impact})`),
      `axe on ${page.url()}:\n${text}`,
    )
    .toEqual([]);
}

test('every page route of routes.ts is covered for at least one role', async () => {
  // Read from the source: importing it would pull the web app's modules into Playwright.
  const { readFileSync } = await import('node:fs');
  const source = readFileSync(path.join(import.meta.dirname, '../apps/web/src/app/routes.ts'), 'utf8');
  const patterns = {
    orgPattern: '/organizations/:orgId',
    coalitionPattern: '/coalitions/:coalitionId',
    adminPattern: '/:location/:organizationId',
  };
  const pages = [...source.matchAll(/\broute\(\s*(['`])(.*?)\1/g)].map(([, , p]) =>
    (p ?? '').replace(/\$\{(\w+)\}/g, (_, name: keyof typeof patterns) => patterns[name]),
  );
  expect(pages.length).toBeGreaterThan(50);
  expect(pages.filter((p) => !ROUTES[p])).toEqual([]);
});

/** At most this many routes in one test: the longest test bounds the sweep when the others are done. */
const ROUTES_PER_TEST = 8;

/** The sweep's tests: each role's routes, grouped by their first segment (`/organizations/…`). */
function sweepGroups(): { role: Role; name: string; routes: string[] }[] {
  const byArea = new Map<string, { role: Role; area: string; routes: string[] }>();
  for (const [route, roles] of Object.entries(ROUTES)) {
    const area = route === '*' ? '*' : `/${route.split('/')[1] ?? ''}`;
    for (const role of roles) {
      const group = byArea.get(`${role} ${area}`) ?? { role, area, routes: [] };
      group.routes.push(route);
      byArea.set(`${role} ${area}`, group);
    }
  }
  return [...byArea.values()].flatMap(({ role, area, routes }) => {
    if (routes.length === 1) return [{ role, name: routes[0] ?? area, routes }];
    const chunks = Math.ceil(routes.length / ROUTES_PER_TEST);
    return Array.from({ length: chunks }, (_, i) => {
      const part = routes.slice(i * ROUTES_PER_TEST, (i + 1) * ROUTES_PER_TEST);
      const which = chunks > 1 ? `, part ${i + 1} of ${chunks}` : '';
      return { role, name: `${area}/… (${part.length} routes${which})`, routes: part };
    });
  });
}

for (const { role, name, routes } of sweepGroups()) {
  test(`axe: ${role} ${name}`, async ({ page }, testInfo) => {
    const ids = await demoIds(page.request);
    for (const [index, route] of routes.entries()) {
      await test.step(route, async () => {
        const target = concrete(route, ids);
        // Signed in once; later routes load afresh with the session the app keeps in localStorage.
        if (index === 0) await open(page, role, target);
        else await page.goto(target);
        await settle(page);
        // A lost session would land on /login, and axe would check the wrong page.
        if (role !== 'signed out') expect(new URL(page.url()).pathname).not.toBe('/login');
        await expectNoSeriousViolations(page, testInfo, { role, route });
      });
    }
  });
}

// States beyond the landing one.
test('axe: signed out /login with the form errors shown', async ({ page }, testInfo) => {
  await open(page, 'signed out', '/login');
  await settle(page);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(/required|valid/i).first()).toBeVisible();
  await expectNoSeriousViolations(page, testInfo, { role: 'signed out', route: '/login (errors)' });
});

test('axe: manager / with the profile menu open', async ({ page }, testInfo) => {
  await open(page, 'manager', '/');
  await settle(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await page.waitForTimeout(300);
  await expectNoSeriousViolations(page, testInfo, { role: 'manager', route: '/ (profile menu)' });
});

test('axe: manager / on a phone with the navigation open', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, 'manager', '/');
  await settle(page);
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.waitForTimeout(300);
  await expectNoSeriousViolations(page, testInfo, { role: 'manager', route: '/ (phone navigation)' });
});

test('axe: admin /users with a search typed', async ({ page }, testInfo) => {
  await open(page, 'admin', '/users');
  await settle(page);
  const typed = Date.now();
  await page.getByRole('textbox').first().fill('example.org');
  await requestsSettled(page, 500, typed);
  await expect(page.locator(BUSY)).toHaveCount(0);
  await expectNoSeriousViolations(page, testInfo, { role: 'admin', route: '/users (search)' });
});

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

// The home's columns come in a chunk of their own, after the name is painted: until they are there the page
// says it is busy, so that nobody (a screen reader, the checks above) takes the bare heading for the page.
test('home: busy until its columns arrive, however slowly their code comes', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(/\/assets\/home-columns-[^/]+\.js$/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await open(page, 'manager', '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await requested;
  await expect(page.locator('main#main-content [aria-busy="true"]')).toHaveCount(1);
  await expect(page.locator(`main#main-content :is(${FOCUSABLE})`)).toHaveCount(0);
  release();
  await settle(page);
  await expect(page.locator(`main#main-content :is(${FOCUSABLE})`).first()).toBeVisible();
});

// Issue 14 §1: the skip link is the first stop of Tab, and Enter moves the focus to the page's main.
for (const [role, path] of [
  ['signed out', '/login'],
  ['manager', '/'],
  ['legacy', '/legacy'],
] as const) {
  test(`keyboard: ${role} ${path}: one Tab reaches "Skip to main content", Enter moves to main`, async ({
    page,
  }) => {
    await open(page, role, path);
    await settle(page);
    // The premise of the last step: the page's content is there, with a control in it to go on to.
    await expect(page.locator(`main#main-content :is(${FOCUSABLE})`).first()).toBeVisible();
    // From the top of the page, as after loading it.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe(path);
    // The next Tab goes on from the page's content, not back to the navigation.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => document.activeElement?.closest('#main-content') !== null);
    expect(inMain, 'the focus after the skip link is inside main').toBe(true);
  });
}
