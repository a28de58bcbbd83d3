/** The organization home for a look by eye: `E2E_SCREENSHOTS=1 npm run test:e2e -- home.shot.ts`. */
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

for (const { name, width } of [
  { name: 'desktop', width: 1440 },
  { name: 'phone', width: 390 },
]) {
  test(`organization home of a manager on a ${name} (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signIn(page, 'manager');
    const iod = page.getByRole('region', { name: 'Intake and Outcome Data' });
    await expect(iod.getByRole('table', { name: /^Year-to-date totals/ })).toBeVisible();
    await expect(iod.locator('[data-bar]').first()).toBeVisible();
    await page.waitForTimeout(800); // the bars grow in
    await page.screenshot(shot(`home-manager-${width}`));
  });
}

test('organization home of a viewer', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Community Services Data' })).toBeVisible();
  await page.waitForTimeout(800);
  await page.screenshot({ path: 'e2e/screenshots/home-viewer.png' });
});
