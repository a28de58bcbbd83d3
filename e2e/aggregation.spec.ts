/**
 * Aggregation end to end (issue 16 "Done means"): the demo ShelterLuv organization's manager saves the API
 * key the browser tests' ShelterLuv fake knows, tests the connection and maps the event types; an
 * administrator aggregates last month for that organization on /aggregation; the organization's home then
 * shows the month complete, its records hold the fixture's numbers (apps/server/test/support/vendor-fakes/
 * shelterluv-month.ts), and its Data Entry Log has an entry of type API. It runs after every other journey
 * (playwright.config.ts): it writes last month of the demo organization. If that month was entered by hand
 * meanwhile, the run asks the administrator to choose, who replaces it.
 */
import { MONTH_NAMES } from '@sac/domain';
import { apiSession, workingLocation } from './api-session';
import { SHORT_MONTHS } from './report-export-steps';
import { DEMO_ACCOUNTS, expect, signIn, test } from './support';

const KEY = 'e2e-shelterluv-key-0001';

test('a manager connects ShelterLuv and maps it; an administrator aggregates last month into the records', async ({
  browser,
  page,
  request,
}) => {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const year = last.getFullYear();
  const month = last.getMonth() + 1;
  const world = await workingLocation(request);

  // The manager: key, test, mapping.
  await signIn(page, 'manager', `/organizations/${world.organizationId}/api-mapping`);
  await expect(page.getByRole('heading', { name: 'Connection to ShelterLuv' })).toBeVisible();
  await page.getByLabel('API key').fill(KEY);
  await page.getByRole('button', { name: 'Save credentials' }).click();
  await expect(page.getByText('An API key ending in 0001 is stored.')).toBeVisible();
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Connection works' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('SAC Categories mapped successfully')).toBeVisible();

  // The administrator: last month for that organization.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin', '/aggregation?type=shelterluv');
  await expect(admin.getByRole('heading', { name: 'ShelterLuv Aggregation' })).toBeVisible();
  const aggregate = admin.getByRole('button', { name: 'Aggregate Data' });
  await expect(aggregate).toBeDisabled();
  await admin.getByLabel('Org ID').fill(` ${world.organizationId} `);
  await admin.getByLabel('Month/Year').click();
  if (year < now.getFullYear()) await admin.getByRole('button', { name: 'Previous year' }).click();
  await admin.getByRole('button', { name: SHORT_MONTHS[month - 1], exact: true }).click();
  await admin.keyboard.press('Escape');
  await expect(aggregate).toBeEnabled();
  await aggregate.click();
  await expect(admin.getByText('Aggregation job has been queued successfully')).toBeVisible();

  const runs = admin.getByRole('table', { name: 'Recent runs' });
  const run = runs
    .getByRole('row')
    .filter({ hasText: `${MONTH_NAMES[month - 1]} ${year}` })
    .first();
  await expect(run).toContainText(/Completed|Needs review/, { timeout: 60_000 });
  if ((await run.textContent())?.includes('Needs review')) {
    await admin.getByRole('button', { name: 'Replace with shelter software numbers' }).first().click();
    await expect(run).toContainText('Completed', { timeout: 60_000 });
  }
  // With E2E_SCREENSHOTS=1: the page with its runs, for people to look at (e2e/screenshots/).
  if (process.env.E2E_SCREENSHOTS) {
    for (const width of [1440, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.screenshot({ path: `e2e/screenshots/aggregation-${width}.png`, fullPage: true });
    }
    await admin.setViewportSize({ width: 1360, height: 860 });
    // The organization's side: its connection, location for the records and runs.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Recent aggregation runs' })).toContainText('Completed');
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `e2e/screenshots/organization-api-mapping-runs-${width}.png`,
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1360, height: 860 });
  }

  // The Data Entry Log says API.
  await admin.goto(`/organizations/${world.organizationId}/entry-logs`);
  await expect(
    admin
      .getByRole('row')
      .filter({ hasText: MONTH_NAMES[month - 1]! })
      .filter({ hasText: 'API' })
      .first(),
  ).toBeVisible();
  await adminContext.close();

  // The records hold the fixture's numbers.
  const api = await apiSession(request, DEMO_ACCOUNTS.manager);
  const filter = `filter[location_id][eq]=${world.locationId}&filter[year_of_record][eq]=${year}&filter[month_of_record][eq]=${month}`;
  const bySpecies = async (path: string) =>
    Object.fromEntries(
      (
        (await api.get(`/api/v1/${path}?${filter}`)).data as Array<{ attributes: Record<string, unknown> }>
      ).map((r) => [r.attributes.species, r.attributes]),
    );
  const intakes = await bySpecies('animal_intakes');
  expect(intakes.canine).toMatchObject({
    adult_stray_at_large_count: 1,
    youth_stray_at_large_count: 1,
    age_unknown_relinquished_by_owner_count: 1,
  });
  expect(intakes.feline).toMatchObject({
    youth_stray_at_large_count: 1,
    adult_transferred_instate_in_from_agency_count: 1,
  });
  expect(intakes.rabbit).toMatchObject({ adult_relinquished_by_owner_count: 1 });
  const outcomes = await bySpecies('animal_outcomes');
  expect(outcomes.canine).toMatchObject({ youth_adoption_count: 1, adult_adoption_count: 1 });
  const counts = await bySpecies('animal_counts');
  expect(counts.canine).toMatchObject({
    beginning_animal_count: 2,
    ending_animal_count: 2,
    ending_foster_animal_count: 1,
  });

  // The home shows the month complete.
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Intake and Outcome Data' });
  if (year < now.getFullYear()) await card.getByRole('button', { name: 'Previous year' }).click();
  await expect(
    card.getByRole('link', { name: new RegExp(`${MONTH_NAMES[month - 1]} ${year}: Entry is Complete`) }),
  ).toBeVisible();
});
