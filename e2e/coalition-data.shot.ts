/**
 * Screenshots of the coalition data tabs (Home, Data Status Table, Coalition Analytics, Export Data) of the
 * demo Texas coalition for a look by eye, on a desktop and on a phone:
 * `E2E_SCREENSHOTS=1 npm run test:e2e -- coalition-data.shot.ts` writes e2e/screenshots/coalition-data-*.png.
 */
import { apiSession } from './api-session';
import { DEMO_ACCOUNTS, expect, signIn, test } from './support';

const TEXAS = 'Central Texas Shelter Data Coalition';
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`coalition data tabs on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const shot = (name: string) => ({
      path: `e2e/screenshots/coalition-data-${name}-${viewport.name}.png`,
      fullPage: true,
      animations: 'disabled' as const,
    });

    test('home, data status, analytics and export of the demo coalition', async ({ page }) => {
      const api = await apiSession(page.request, DEMO_ACCOUNTS.coalition);
      const found = await api.get(`/api/v1/coalitions?filter[search]=${encodeURIComponent(TEXAS)}`);
      const id = String(found.data[0].id);
      const lastYear = new Date().getFullYear() - 1;
      await signIn(page, 'coalition', `/coalitions/${id}`);
      await expect(page.getByRole('heading', { name: TEXAS })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot(shot('home'));
      await page.goto(`/coalitions/${id}/data-status`);
      await page.waitForLoadState('networkidle');
      await page.screenshot(shot('status'));
      await page.goto(`/coalitions/${id}/analytics`);
      await page.waitForLoadState('networkidle');
      await page.screenshot(shot('analytics'));
      await page.goto(`/coalitions/${id}/export`);
      await page.waitForLoadState('networkidle');
      await page.screenshot(shot('export'));
      expect(lastYear).toBeGreaterThan(2009);
    });
  });
}
