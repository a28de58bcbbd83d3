/** The admin home for a look by eye: `E2E_SCREENSHOTS=1 npm run test:e2e -- admin-home.shot.ts`. */
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test('admin home and a records search', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  const panel = page.getByRole('region', { name: 'Intake and Outcome Records' });
  await expect(panel).toBeVisible();
  await page.screenshot(shot('admin-home'));

  await panel.getByLabel('Organization').fill('River');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.waitForTimeout(400); // the dropdown fades in
  await page.screenshot(shot('admin-home-organization-dropdown'));
  await page.getByRole('option').first().click();
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const result = page.getByRole('region', { name: 'Search result' });
  await expect(result.getByRole('list', { name: /^Months of / })).toHaveCount(2);
  await page.screenshot(shot('admin-home-result'));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot(shot('admin-home-result-mobile'));
});
