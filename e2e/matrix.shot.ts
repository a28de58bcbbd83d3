/**
 * The intake/outcome matrix for a look by eye, at 1440 and 390 px wide:
 * `E2E_SCREENSHOTS=1 npm run test:e2e -- matrix.shot.ts`.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support';

const shot = (name: string, fullPage = true) => ({ path: `e2e/screenshots/${name}.png`, fullPage });

function seededPath(monthsAgo: number) {
  const now = new Date();
  const seeded = new Date(now.getFullYear(), now.getMonth() - monthsAgo, 1);
  return `/data-entry/${seeded.getFullYear()}/${seeded.getMonth() + 1}`;
}

async function openSeeded(page: Page, monthsAgo: number) {
  await page.goto(seededPath(monthsAgo));
  await expect(page.getByRole('region', { name: 'Animal Counts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const width of [1440, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test(`intake/outcome matrix of a manager at ${width} px: view, the species edited, animal types`, async ({
      page,
    }) => {
      await signIn(page, 'manager');
      await openSeeded(page, 3);
      await page.screenshot(shot(`matrix-${width}-first-screen`, false));
      await page.screenshot(shot(`matrix-${width}`));
      const bar = page.getByTestId('species-edit-bar');
      await bar.getByRole('button', { name: 'Edit', exact: true }).click();
      const counts = page.getByRole('region', { name: 'Animal Counts' });
      await counts.getByRole('button', { name: 'Auto Calculate' }).click();
      await page.getByRole('region', { name: 'Live Intakes' }).getByRole('textbox').first().fill('12');
      await page.screenshot(shot(`matrix-${width}-editing`));
      await page.screenshot(shot(`matrix-${width}-editing-first-screen`, false));
      await bar.getByRole('button', { name: 'Cancel' }).click();
      if (width < 500) await page.getByRole('button', { name: 'Show details' }).click();
      await page.getByRole('button', { name: 'Edit Animal Types' }).click();
      await page.screenshot(shot(`matrix-${width}-animal-types`));
    });

    test(`intake/outcome matrix at ${width} px: a failed read offers Try Again, an offline save keeps the typed counts`, async ({
      page,
      context,
    }) => {
      await signIn(page, 'manager');
      await page.route('**/api/v1/animal_intakes?**', (route) =>
        route.fulfill({ status: 500, json: { errors: [{ status: '500', title: 'boom' }] } }),
      );
      await page.goto(seededPath(3));
      await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
      await page.screenshot(shot(`matrix-${width}-load-error`));
      await page.unroute('**/api/v1/animal_intakes?**');
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('region', { name: 'Animal Counts' })).toBeVisible();

      const bar = page.getByTestId('species-edit-bar');
      await bar.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByRole('region', { name: 'Live Intakes' }).getByRole('textbox').first().fill('77');
      await context.setOffline(true);
      await bar.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(bar.getByText('You appear to be offline')).toBeVisible();
      await page.screenshot(shot(`matrix-${width}-offline-save`, false));
      await context.setOffline(false);
    });
  });
}

test('intake/outcome matrix of a viewer and of a legacy month', async ({ page }) => {
  await signIn(page, 'viewer');
  await openSeeded(page, 2);
  await page.screenshot(shot('matrix-viewer'));
  await page.goto('/data-entry/2020/6');
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('matrix-viewer-empty'));
});
