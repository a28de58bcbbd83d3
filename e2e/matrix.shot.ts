/** The intake/outcome matrix for a look by eye: `E2E_SCREENSHOTS=1 npm run test:e2e -- matrix.shot.ts`. */
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test('intake/outcome matrix of a manager: a seeded month, editing the counts and the intakes', async ({
  page,
}) => {
  await signIn(page, 'manager');
  const now = new Date();
  const seeded = new Date(now.getFullYear(), now.getMonth() - 3, 1);
  await page.goto(`/data-entry/${seeded.getFullYear()}/${seeded.getMonth() + 1}`);
  const counts = page.getByRole('region', { name: 'Animal Counts' });
  await expect(counts).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('matrix'));
  await counts.getByRole('button', { name: 'Edit', exact: true }).click();
  await counts.getByRole('button', { name: 'Auto Calculate' }).click();
  const intakes = page.getByRole('region', { name: 'Live Intakes' });
  await intakes.getByRole('button', { name: 'Edit', exact: true }).click();
  await intakes.getByRole('textbox').first().fill('12');
  await page.screenshot(shot('matrix-editing'));
  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  await page.screenshot(shot('matrix-animal-types'));
});

test('intake/outcome matrix of a viewer and of a legacy month', async ({ page }) => {
  await signIn(page, 'viewer');
  const now = new Date();
  const seeded = new Date(now.getFullYear(), now.getMonth() - 2, 1);
  await page.goto(`/data-entry/${seeded.getFullYear()}/${seeded.getMonth() + 1}`);
  await expect(page.getByRole('region', { name: 'Animal Counts' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('matrix-viewer'));
  await page.goto('/data-entry/2020/6');
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('matrix-viewer-empty'));
});
