/**
 * The API Mapping tab (001; issue 16) as a ShelterLuv organization's manager: the key saved and never shown
 * again, Test connection saying plainly what failed (the browser tests' ShelterLuv is a local fake that
 * refuses this key; aggregation.spec.ts saves the one it knows),
 * and the event types mapped with Edit, Save and the toast, read back after a reload.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a manager stores a ShelterLuv key, tests the connection and maps the event types', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/\d+$/);
  await page.getByRole('tab', { name: 'API Mapping' }).click();
  await expect(page.getByRole('heading', { name: 'Connection to ShelterLuv' })).toBeVisible();

  await page.getByLabel('API key').fill('e2e-key-0000-4321');
  await page.getByRole('button', { name: 'Save credentials' }).click();
  await expect(page.getByText('ShelterLuv credentials saved')).toBeVisible();
  await expect(page.getByText('An API key ending in 4321 is stored.')).toBeVisible();
  await expect(page.getByLabel('API key')).toHaveValue('');
  await expect(page.getByText('e2e-key-0000-4321')).toHaveCount(0);

  await page.getByRole('button', { name: 'Test connection' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Connection failed' });
  await expect(failed).toBeVisible({ timeout: 15_000 });
  // The browser tests' ShelterLuv is a local fake that knows another key.
  await expect(failed).toContainText('ShelterLuv refused the credentials (HTTP 401).');

  const intakes = page.getByRole('table', { name: 'Intakes' });
  const stray = intakes.getByRole('row').filter({ hasText: 'Intake.Stray' });
  await expect(stray).toContainText('Not mapped');
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // A type never mapped starts at its proposed category; one is changed by hand.
  await expect(page.getByRole('textbox', { name: 'SAC Category of Intake.Stray' })).toHaveValue(
    'Stray at Large',
  );
  await page.getByRole('textbox', { name: 'SAC Category of Intake.Return' }).click();
  await page.getByRole('option', { name: 'Relinquished by Owner' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('SAC Categories mapped successfully')).toBeVisible();

  await page.reload();
  await expect(stray).toContainText('Stray at Large');
  await expect(intakes.getByRole('row').filter({ hasText: 'Intake.Return' }).first()).toContainText(
    'Relinquished by Owner',
  );
  const outcomes = page.getByRole('table', { name: 'Outcomes' });
  await expect(outcomes.getByRole('row').filter({ hasText: 'Outcome.Adoption' })).toContainText('Adoption');
  await expect(page.getByText('An API key ending in 4321 is stored.')).toBeVisible();
});
