/**
 * Submit on an incomplete month and last month's ending counts, for a look by eye at a desktop and a phone
 * width: `E2E_SCREENSHOTS=1 npm run test:e2e -- submit-and-previous.shot.ts`.
 */
import { chooseSpecies, openMonth } from './matrix-steps';
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

for (const width of [1440, 390]) {
  test(`Submit on an empty month lists what is missing, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'manager');
    await openMonth(page, 2022, 10);
    await chooseSpecies(page, ['Canines', 'Felines']);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('missing-groups')).toBeVisible();
    await page.screenshot(shot(`matrix-submit-missing-${width}`));
  });

  test(`a seeded month shows last month's ending counts where they differ, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'manager');
    const now = new Date();
    const seeded = new Date(now.getFullYear(), now.getMonth() - 3, 1);
    await page.goto(`/data-entry/${seeded.getFullYear()}/${seeded.getMonth() + 1}`);
    await expect(page.getByRole('region', { name: 'Animal Counts' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot(shot(`matrix-previous-ending-${width}`));
  });
}
