/**
 * The export screens (000 §2 Export screen, §5, §8, §9; 001 Export Data tab): members of an organization
 * (managers and viewers) and admins generate a report of months or years and download its PDF and CSV,
 * named sac-{action}_{date}; the CSV is the data CSV in the upload's columns holding exactly the chosen
 * records, as the API lists them. Dates come from the clock: nothing here names a year.
 */
import type { Page } from '@playwright/test';
import { EXPORT_MESSAGES, VALIDATION_MESSAGES } from '@sac/domain';
import { workingLocation } from './api-session';
import {
  csvLines,
  dataRows,
  downloadText,
  exportDatesPicker,
  fileDays,
  monthsAgo,
  pickMonth,
  pickYear,
  SHORT_MONTHS,
  uploadHeader,
  type YearMonth,
} from './report-export-steps';
import { expect, signIn, test } from './support';

type RecordRow = { attributes: { location_id: number; species: string } };
type Api = Awaited<ReturnType<typeof workingLocation>>['api'];

/** The (location, species) pairs of the records the API lists for a filter, sorted. */
async function recordKeys(api: Api, kind: 'animal_counts' | 'animal_services', filters: string) {
  const answer = await api.get(`/api/v1/${kind}?${filters}&page[size]=1000`);
  return (answer.data as RecordRow[])
    .map((r) => `${r.attributes.location_id}:${r.attributes.species}`)
    .sort();
}

const keysOf = (rows: ReturnType<typeof dataRows>) => rows.map((r) => `${r.locationId}:${r.species}`).sort();

const form = (page: Page) => page.getByRole('form', { name: 'Export report' });
const downloads = (page: Page) => page.getByRole('alert', { name: 'Your report is ready' });

async function generate(page: Page) {
  const before = new Date();
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(downloads(page)).toBeVisible();
  return before;
}

/** Downloads both files: names sac-{action}_{date}, a PDF that is one, and the CSV's text. */
async function downloadBoth(page: Page, action: 'data-entry' | 'services', before: Date) {
  const names = (extension: string) => fileDays(before).map((day) => `sac-${action}_${day}.${extension}`);
  const pdf = await downloadText(page, () =>
    downloads(page).getByRole('link', { name: 'Download Export PDF' }).click(),
  );
  expect(names('pdf')).toContain(pdf.name);
  expect(pdf.text.startsWith('%PDF')).toBe(true);
  const csv = await downloadText(page, () =>
    downloads(page).getByRole('link', { name: 'Download Export CSV' }).click(),
  );
  expect(names('csv')).toContain(csv.name);
  return csv.text;
}

test('a manager exports a month of intakes and outcomes of all locations', async ({ page, request }) => {
  const { api, organizationId } = await workingLocation(request, 'manager');
  const month: YearMonth = monthsAgo(2);
  const expected = await recordKeys(
    api,
    'animal_counts',
    `filter[organization_id][eq]=${organizationId}&filter[year_of_record][eq]=${month.year}&filter[month_of_record][eq]=${month.month}`,
  );
  expect(expected.length).toBeGreaterThan(0);

  await signIn(page, 'manager', '/data-entry/export');
  await expect(page.getByRole('heading', { name: 'Export Intake and Outcome Data' })).toBeVisible();
  await expect(form(page).getByLabel('Location')).toHaveValue('All Locations');
  await page.getByRole('radio', { name: 'Export a Month of Data' }).check();
  await pickMonth(page, month);
  const csv = await downloadBoth(page, 'data-entry', await generate(page));

  expect(csvLines(csv)[0]).toBe(uploadHeader('intake_outcome'));
  const rows = dataRows(csv);
  expect(rows.every((r) => r.year === month.year && r.month === month.month)).toBe(true);
  expect(keysOf(rows)).toEqual(expected);
});

test('a viewer exports a year of services of one location', async ({ page, request }) => {
  const { api, locationId, locationName } = await workingLocation(request, 'viewer');
  const year = new Date().getFullYear() - 1;
  const expected = await recordKeys(
    api,
    'animal_services',
    `filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=${year}`,
  );
  expect(expected.length).toBeGreaterThan(0);

  await signIn(page, 'viewer', '/services/export');
  await expect(page.getByRole('heading', { name: 'Export Services Data' })).toBeVisible();
  await form(page).getByLabel('Location').click();
  await page.getByRole('option', { name: locationName, exact: true }).click();
  await page.getByRole('radio', { name: 'Export a Year of Data' }).check();
  await pickYear(page, year);
  await expect(exportDatesPicker(page)).toHaveText(String(year));
  const csv = await downloadBoth(page, 'services', await generate(page));

  expect(csvLines(csv)[0]).toBe(uploadHeader('services'));
  const rows = dataRows(csv);
  expect(rows.every((r) => r.year === year && r.locationId === locationId)).toBe(true);
  // One row per location, species and month: each species' months of that year.
  expect([...new Set(keysOf(rows))]).toEqual([...new Set(expected)]);
  expect(rows.length).toBe(expected.length);
});

test('submitting the form empty names what is missing; a cleared choice of months is too short', async ({
  page,
}) => {
  await signIn(page, 'manager', '/data-entry/export');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(form(page).getByText('Select an export date format')).toBeVisible();
  await expect(form(page).getByText('Select an export date', { exact: true })).toBeVisible();
  await expect(downloads(page)).toHaveCount(0);

  await page.getByRole('radio', { name: 'Export a Month of Data' }).check();
  await expect(form(page).getByText('Select an export date format')).toHaveCount(0);
  const current = monthsAgo(0);
  await exportDatesPicker(page).click();
  const currentMonth = page.getByRole('button', { name: SHORT_MONTHS[current.month - 1], exact: true });
  await currentMonth.click();
  await currentMonth.click();
  await page.keyboard.press('Escape');
  await expect(form(page).getByText('too short')).toBeVisible();
});

test('no month or year after the current one can be picked', async ({ page }) => {
  const now = new Date();
  await signIn(page, 'manager', '/data-entry/export');
  await page.getByRole('radio', { name: 'Export a Month of Data' }).check();
  await exportDatesPicker(page).click();
  await expect(page.getByRole('button', { name: SHORT_MONTHS[now.getMonth()], exact: true })).toBeEnabled();
  for (const later of SHORT_MONTHS.slice(now.getMonth() + 1)) {
    await expect(page.getByRole('button', { name: later, exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Next year' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByRole('radio', { name: 'Export a Year of Data' }).check();
  await exportDatesPicker(page).click();
  const year = now.getFullYear();
  await expect(page.getByRole('button', { name: String(year), exact: true })).toBeEnabled();
  if (year % 10 !== 9) {
    await expect(page.getByRole('button', { name: String(year + 1), exact: true })).toBeDisabled();
  }
  await expect(page.getByRole('button', { name: 'Next decade' })).toBeDisabled();
});

test("an admin exports from an organization's Export Data tab and from the admin route the records search links to", async ({
  page,
  request,
}) => {
  const { api, locationId, locationName, organizationId } = await workingLocation(request, 'manager');
  const ein = String((await api.get(`/api/v1/organizations/${organizationId}`)).data.attributes.ein);
  await signIn(page, 'admin', `/organizations/${organizationId}/export`);
  await expect(page.getByRole('tab', { name: 'Export Data' })).toHaveAttribute('aria-selected', 'true');
  await page.getByText('Community Services Data', { exact: true }).click();
  await form(page).getByLabel('Location').click();
  await page.getByRole('option', { name: locationName, exact: true }).click();
  await page.getByRole('radio', { name: 'Export a Year of Data' }).check();
  await pickYear(page, new Date().getFullYear() - 1);
  const services = await downloadBoth(page, 'services', await generate(page));
  expect(csvLines(services)[0]).toBe(uploadHeader('services'));
  expect(dataRows(services).every((r) => r.locationId === locationId)).toBe(true);
  // Switching databases hides the report made for the other one.
  await page.getByText('Intake and Outcome Data', { exact: true }).click();
  await expect(downloads(page)).toHaveCount(0);

  // The admin export route, reached from the records search of the admin home.
  await page.goto('/');
  const search = page.getByRole('region', { name: 'Intake and Outcome Records' });
  await search.getByLabel('EIN').fill(`${ein.slice(0, 2)}-${ein.slice(2)}`);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
  const exportLink = page
    .getByRole('region', { name: 'Search result' })
    .getByRole('link', { name: 'Export Intake and Outcome Data' });
  await expect(exportLink).toHaveAttribute('href', new RegExp(`^/data-entry/export/\\d+/${organizationId}$`));
  await exportLink.click();
  await expect(page.getByRole('heading', { name: 'Export Intake and Outcome Data' })).toBeVisible();
  await page.getByRole('radio', { name: 'Export a Month of Data' }).check();
  const month = monthsAgo(2);
  await pickMonth(page, month);
  const intakes = await downloadBoth(page, 'data-entry', await generate(page));
  expect(csvLines(intakes)[0]).toBe(uploadHeader('intake_outcome'));
  expect(dataRows(intakes).length).toBeGreaterThan(0);
  // A change of the form hides the downloads of the earlier choice.
  await page.getByRole('radio', { name: 'Export a Year of Data' }).check();
  await expect(downloads(page)).toHaveCount(0);
});

test('an organization that does not exist: the locations and the report fail with the spec texts', async ({
  page,
}) => {
  await signIn(page, 'admin', '/data-entry/export/1/not-an-id');
  await expect(form(page).getByText(EXPORT_MESSAGES.unableToLoadLocations)).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.goto('/data-entry/export/1/999999999');
  await page.getByRole('radio', { name: 'Export a Month of Data' }).check();
  await pickMonth(page, monthsAgo(1));
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page.getByRole('alert', { name: EXPORT_MESSAGES.unableToGenerate })).toBeVisible();
  await expect(downloads(page)).toHaveCount(0);
});

test('a failed read of the locations offers Try Again, which lists them', async ({ page, request }) => {
  const { locationName } = await workingLocation(request);
  let failures = 1;
  await page.route('**/api/v1/locations?*', (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue(),
  );
  await signIn(page, 'manager', '/data-entry/export');
  await expect(form(page).getByText(EXPORT_MESSAGES.unableToLoadLocations)).toBeVisible();
  await form(page).getByRole('button', { name: 'Try Again' }).click();
  await expect(form(page).getByText(EXPORT_MESSAGES.unableToLoadLocations)).toHaveCount(0);
  await form(page).getByRole('textbox', { name: 'Location' }).click();
  await expect(page.getByRole('option', { name: locationName })).toBeVisible();
});

test('more than 24 months are refused on the dates field before anything is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/report_exports')) sent.push(request.url());
  });
  const year = new Date().getFullYear();
  await signIn(page, 'manager', '/data-entry/export');
  await page.getByRole('radio', { name: 'Export a Month of Data' }).check();
  // Every month of the two years before last, and January of last year: 25 months.
  await exportDatesPicker(page).click();
  for (let shown = year; shown > year - 3; shown -= 1) {
    await page.getByRole('button', { name: 'Previous year' }).click();
  }
  for (const name of [...SHORT_MONTHS, 'Next year', ...SHORT_MONTHS, 'Next year', 'Jan']) {
    await page.getByRole('button', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(form(page).getByText(VALIDATION_MESSAGES.exportDatesTooMany)).toBeVisible();
  await expect(downloads(page)).toHaveCount(0);
  expect(sent).toEqual([]);
});
