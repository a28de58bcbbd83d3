/** The services matrix for a look by eye: `E2E_SCREENSHOTS=1 npm run test:e2e -- services-matrix.shot.ts`. */
import { expect, signIn, test } from './support';

const shot = (name: string) => ({ path: `e2e/screenshots/${name}.png`, fullPage: true });

test('services matrix of a manager: view, editing a section, animal types', async ({ page }) => {
  await signIn(page, 'manager');
  const now = new Date();
  const seeded = new Date(now.getFullYear(), now.getMonth() - 4, 1);
  await page.goto(`/services/${seeded.getFullYear()}/${seeded.getMonth() + 1}`);
  const field = page.getByRole('region', { name: '1. Field Services' });
  await expect(field).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('services-matrix'));
  const bar = page.getByTestId('species-edit-bar');
  await bar.getByRole('button', { name: 'Edit', exact: true }).click();
  await field.getByRole('textbox').first().fill('12');
  await page.screenshot(shot('services-matrix-editing'));
  // A count beyond what the server stores: nothing is sent, the input shows why.
  await field.getByRole('textbox').nth(1).fill('3000000000');
  await bar.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(bar.getByText('Failed to save data')).toBeVisible();
  await page.screenshot(shot('services-matrix-save-error'));
  await bar.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  await page.screenshot(shot('services-matrix-animal-types'));
});

test('services matrix of a viewer', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/services/2023/7');
  await page.waitForLoadState('networkidle');
  await page.screenshot(shot('services-matrix-viewer-empty'));
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });
  test('services matrix on a phone', async ({ page }) => {
    await signIn(page, 'viewer').catch(() => undefined);
    const now = new Date();
    const seeded = new Date(now.getFullYear(), now.getMonth() - 4, 1);
    await page.goto(`/services/${seeded.getFullYear()}/${seeded.getMonth() + 1}`);
    await expect(page.getByRole('region', { name: '1. Field Services' })).toBeVisible();
    await page.screenshot(shot('services-matrix-narrow'));
  });
});
