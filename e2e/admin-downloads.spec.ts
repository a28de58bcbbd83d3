/**
 * The admin home's downloads (000 §2 Home, §7, §8, §9): the latest national animal data CSV — unavailable
 * until one has been generated, then offered as two files in the upload's columns — and the CSVs of every
 * organization, location, coalition and user account, named sac-{kind}-export_{yyyy-MM-dd}.csv.
 */
import type { Page } from '@playwright/test';
import { EXPORT_MESSAGES, formatIsoDate } from '@sac/domain';
import { apiSession, workingLocation } from './api-session';
import { csvLines, downloadText, fileDays, uploadHeader } from './report-export-steps';
import { DEMO_ACCOUNTS, expect, signIn, test } from './support';

const downloadsCard = (page: Page) => page.getByRole('region', { name: 'Downloads' });
const nationalData = (page: Page) => page.getByRole('region', { name: 'Latest animal data CSV' });

test('an admin generates the national animal data CSV and downloads both of its files', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const completed = await admin.get('/api/v1/data_exports?filter[status][eq]=completed&page[size]=1');
  await signIn(page, 'admin');
  const section = nationalData(page);
  await expect(section.getByRole('heading', { name: 'National Animal Data' })).toBeVisible();
  // A fresh database has none: this is the only journey that generates one.
  if (completed.data.length === 0) {
    await expect(section.getByText(EXPORT_MESSAGES.latestCsvUnavailable)).toBeVisible();
  }

  await section.getByRole('button', { name: 'Generate a new national export' }).click();
  const dataLink = section.getByRole('link', { name: 'Download animal data CSV' });
  await expect(section.getByText(EXPORT_MESSAGES.latestCsvUnavailable)).toHaveCount(0, { timeout: 90_000 });
  await expect(dataLink).toBeVisible();
  await expect(section.getByRole('status')).toHaveCount(0);

  const latest = (await admin.get('/api/v1/data_exports?sort=-created_at&page[size]=1')).data[0];
  expect(latest.attributes.status).toBe('completed');
  const day = formatIsoDate(new Date(latest.attributes.created_at));
  await expect(section).toContainText(`${latest.attributes.row_count.toLocaleString('en-US')} intake and`);

  const data = await downloadText(page, () => dataLink.click());
  expect(data.name).toBe(`sac-animal-data-export_${day}.csv`);
  const lines = csvLines(data.text);
  expect(lines[0]).toBe(uploadHeader('intake_outcome'));
  expect(lines.length - 1).toBe(latest.attributes.row_count);

  const services = await downloadText(page, () =>
    section.getByRole('link', { name: 'Download services data CSV' }).click(),
  );
  expect(services.name).toBe(`sac-services-data-export_${day}.csv`);
  expect(csvLines(services.text)[0]).toBe(uploadHeader('services'));
  expect(csvLines(services.text).length - 1).toBe(latest.attributes.services_row_count);
});

test('an admin downloads the CSVs of organizations, locations, coalitions and user accounts', async ({
  page,
  request,
}) => {
  const { api, organizationId, locationName } = await workingLocation(request, 'manager');
  const organization = await api.get(`/api/v1/organizations/${organizationId}`);
  const admin = await apiSession(request, DEMO_ACCOUNTS.admin);
  const coalition = (await admin.get('/api/v1/coalitions?page[size]=1')).data[0];
  await signIn(page, 'admin');
  const card = downloadsCard(page);

  /** Downloads one CSV: its name, its header's first columns, at least one row; answers its text. */
  const download = async (label: string, kind: string, headerStart: string) => {
    const before = new Date();
    const file = await downloadText(page, () => card.getByRole('button', { name: label }).click());
    expect(fileDays(before).map((day) => `sac-${kind}-export_${day}.csv`)).toContain(file.name);
    const [header, ...rows] = csvLines(file.text);
    expect(header?.startsWith(`${headerStart},`)).toBe(true);
    expect(rows.length).toBeGreaterThan(0);
    return file.text;
  };

  const organizations = await download('Organizations', 'organizations', 'id,name,status');
  expect(organizations).toContain(organization.data.attributes.name);
  const locations = await download('Locations', 'locations', 'id,organization_id,organization_name,name');
  expect(locations).toContain(locationName);
  const coalitions = await download('Coalitions', 'coalitions', 'id,name,status');
  expect(coalitions).toContain(coalition.attributes.name);
  const users = await download('User Accounts', 'users', 'id,full_name,email');
  for (const email of Object.values(DEMO_ACCOUNTS)) expect(users).toContain(email);
});
