/**
 * The Content-Security-Policy the server sends (no inline or eval'd scripts) does not break the app: the
 * pages a manager and an admin go through report no violation, and the policy is really there.
 */
import type { Page } from '@playwright/test';
import { expect, mainNavigation, signIn, signInThroughLoginScreen, test } from './support';

/** Violations the page reports, as the browser's own event and as its console message. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the pages load under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const answer = await page.goto('/login');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await page.getByRole('button', { name: 'Log In' }).click(); // the form's validation runs (zod)
  await expect(page.getByText('Email is required')).toBeVisible();

  await signInThroughLoginScreen(page, 'manager');
  await expect(mainNavigation(page)).toBeVisible();
  for (const path of ['/', '/profile', '/data-entry', '/data-entry/upload']) {
    await page.goto(path);
    await expect(mainNavigation(page)).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
  }
  expect(violations).toEqual([]);
});

test('the admin pages (charts, downloads) load without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page, 'admin');
  await expect(mainNavigation(page)).toBeVisible();
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(violations).toEqual([]);
});
