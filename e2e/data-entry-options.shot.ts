/** The data entry options screen for a look by eye: `E2E_SCREENSHOTS=1 npm run test:e2e -- data-entry-options.shot.ts`. */
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

for (const width of [1440, 390]) {
  test(`data entry options of a manager at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signIn(page, 'manager');
    await page.goto('/data-entry');
    await expect(page.getByRole('table', { name: 'Entry log' }).locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Clear the month' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Date is required')).toBeVisible();
    await page.screenshot(shot(`data-entry-options-${width}`));
    await page.getByRole('button', { name: 'Month of Record' }).click();
    await expect(page.getByRole('button', { name: /^Jan, / })).toBeVisible();
    await page.waitForTimeout(400); // the dropdown fades in
    await page.screenshot(shot(`data-entry-options-picker-${width}`));
  });
}
