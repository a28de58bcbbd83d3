/**
 * The organization home (000 §2 Home, §5, §8): the Intake and Outcome Data and Community Services Data
 * columns of the working location. Read-only: every expectation is computed from the API as the manager
 * sees it (year-to-date totals, the year's records), for the current year by this machine's clock.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  DEFAULT_HELPDESK_EMAIL,
  type EntryAction,
  SESSION_MESSAGES,
  speciesLabel,
  toCsv,
  YTD_COLUMNS,
  type YtdSpeciesTotals,
  ytdCsvRows,
} from '@sac/domain';
import { workingLocation } from './api-session';
import { FIRST_PASSWORD, registerConfirmedUser, uniqueEmail } from './mailbox';
import { expect, signIn, submitLogin, test } from './support';

type Attributes = Record<string, unknown>;
type Column = { title: string; action: EntryAction; kind: string; path: string; csv: string };

const COLUMNS: Column[] = [
  {
    title: 'Intake and Outcome Data',
    action: 'intake_outcome',
    kind: 'animal_intakes',
    path: 'data-entry',
    csv: 'ytd-intake-outcomes.csv',
  },
  {
    title: 'Community Services Data',
    action: 'services',
    kind: 'animal_services',
    path: 'services',
    csv: 'ytd-services.csv',
  },
];
const SERVICE_TOTALS = [
  'total_field_services_count',
  'total_veterinary_services_count',
  'total_behavioral_services_count',
  'total_support_services_count',
];
const YTD_ATTRIBUTES: Record<string, string> = {
  totalIntake: 'total_intake',
  totalLiveOutcomes: 'total_live_outcomes',
  totalOtherOutcomes: 'total_other_outcomes',
  totalFieldServices: 'total_field_services',
  totalVeterinaryServices: 'total_veterinary_services',
  totalSupportServices: 'total_support_services',
  totalBehaviorServices: 'total_behavior_services',
};

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
const formatted = (value: number) => value.toLocaleString('en-US');

/** The manager's working location and, per year asked, what the API answers for the home's widgets. */
async function managerView(request: APIRequestContext) {
  const { api, locationId } = await workingLocation(request);

  async function ytd(action: EntryAction, year: number): Promise<YtdSpeciesTotals[]> {
    const answer = await api.get(
      `/api/v1/locations/${locationId}?include=ytd_species_totals&filter[ytd_species_totals.year][eq]=${year}&filter[ytd_species_totals.action][eq]=${action}`,
    );
    return ((answer.included ?? []) as { type: string; attributes: Attributes }[])
      .filter((r) => r.type === 'ytd_species_totals')
      .map((r) => {
        const row = { species: r.attributes.species } as YtdSpeciesTotals;
        for (const [key, attribute] of Object.entries(YTD_ATTRIBUTES))
          (row as Record<string, unknown>)[key] = Number(r.attributes[attribute] ?? 0);
        return row;
      });
  }

  /** The year's sum of what the graph stacks: total live intakes, or the four services groups. */
  async function yearTotal(kind: string, year: number): Promise<{ records: number; total: number }> {
    const answer = await api.get(
      `/api/v1/locations/${locationId}?include=${kind}&filter[${kind}.year_of_record][eq]=${year}`,
    );
    const records = ((answer.included ?? []) as { type: string; attributes: Attributes }[]).filter(
      (r) => r.type === kind,
    );
    const fields = kind === 'animal_intakes' ? ['total_live_intake_count'] : SERVICE_TOTALS;
    const total = records.reduce((sum, r) => sum + fields.reduce((s, f) => s + count(r.attributes[f]), 0), 0);
    return { records: records.length, total };
  }
  return { locationId, ytd, yearTotal };
}

const region = (page: Page, column: Column) => page.getByRole('region', { name: column.title });
const ytdTable = (scope: Locator, year: number) =>
  scope.getByRole('table', { name: `Year-to-date totals ${year}` });
const categoryTable = (scope: Locator, year: number) =>
  scope.getByRole('table', { name: `Overview by category ${year}` });

async function expectYtdRows(table: Locator, action: EntryAction, rows: YtdSpeciesTotals[]) {
  const columns = YTD_COLUMNS[action];
  const bodyRows = table.locator('tbody tr');
  if (rows.length === 0) {
    await expect(bodyRows).toHaveText(['No data found']);
    return;
  }
  await expect(bodyRows).toHaveCount(rows.length);
  for (const [index, row] of rows.entries()) {
    await expect(bodyRows.nth(index).locator('td')).toHaveText([
      speciesLabel(row.species),
      ...columns.map((c) => formatted(row[c.key])),
    ]);
  }
}

const thisYear = () => new Date().getFullYear();

test('a manager sees both columns of the working location, with the API year-to-date totals', async ({
  page,
}) => {
  const view = await managerView(page.request);
  const year = thisYear();
  await signIn(page, 'manager');

  for (const column of COLUMNS) {
    const scope = region(page, column);
    await expect(scope.getByRole('link', { name: 'Enter Data' })).toHaveAttribute('href', `/${column.path}`);
    await expect(scope.getByRole('link', { name: 'Upload CSV' })).toHaveAttribute(
      'href',
      `/${column.path}/upload`,
    );
    await expect(scope.getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `/${column.path}/export`,
    );
    await expect(scope.getByRole('list', { name: 'Data records status legend' })).toHaveText(
      /COMPLETE\s*INCOMPLETE\s*UNBEGUN/,
    );

    await expectYtdRows(ytdTable(scope, year), column.action, await view.ytd(column.action, year));

    // The category table sums the same records the graph stacks (early January may have none yet).
    const { records, total } = await view.yearTotal(column.kind, year);
    const categories = categoryTable(scope, year);
    if (records === 0) {
      await expect(categories.locator('tbody tr')).toHaveText(['No data found']);
      continue;
    }
    await expect(categories.locator('tfoot td').last()).toHaveText(formatted(total));
    if (total > 0) await expect(scope.locator('[data-bar]').first()).toBeVisible();
  }
});

test('the year-to-date link downloads the combined totals as CSV', async ({ page }) => {
  const view = await managerView(page.request);
  const year = thisYear();
  await signIn(page, 'manager');

  for (const column of COLUMNS) {
    const scope = region(page, column);
    await expect(ytdTable(scope, year)).toBeVisible();
    const download = page.waitForEvent('download');
    await scope.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(column.csv);
    const text = await (await file.createReadStream()).toArray();
    const rows = await view.ytd(column.action, year);
    expect(Buffer.concat(text).toString('utf8')).toBe(toCsv(ytdCsvRows(rows, column.action)));
  }
});

test("the category table sorts by a clicked header, and the card's one year selector moves the whole card", async ({
  page,
}) => {
  const view = await managerView(page.request);
  const year = thisYear();
  await signIn(page, 'manager');
  const column = COLUMNS[0]!;
  const scope = region(page, column);
  const table = categoryTable(scope, year);
  await expect(table.locator('tbody tr').first()).toBeVisible();

  const subtotals = async () =>
    (await table.locator('tbody tr td:last-child').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
  const header = table.getByRole('columnheader', { name: 'Subtotal' });
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await subtotals();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await subtotals()).toEqual([...ascending].reverse());

  // One year selector per card (issue 14 §6): it moves the tiles, the graph and both tables together.
  const lastYear = year - 1;
  await expect(scope.getByRole('group', { name: 'Year', exact: true })).toHaveCount(1);
  await expect(scope.getByRole('textbox', { name: /year/i })).toHaveCount(0);
  await scope.getByRole('button', { name: 'Previous year' }).click();
  await expect(scope.getByRole('group', { name: 'Year', exact: true })).toContainText(String(lastYear));
  await expect(scope.getByRole('list', { name: `Months of ${lastYear}` })).toBeVisible();
  await expect(scope.getByRole('figure', { name: new RegExp(`per month, ${lastYear}$`) })).toBeVisible();
  await expectYtdRows(ytdTable(scope, lastYear), column.action, await view.ytd(column.action, lastYear));
  await expect(categoryTable(scope, lastYear).locator('tbody tr').first()).toBeVisible();
  await expect(scope.getByRole('list', { name: `Months of ${year}` })).toHaveCount(0);
});

test('on a 1440 px screen every home table shows all its columns, without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'manager');
  await expect(page.getByRole('table', { name: /^Overview by category/ })).toHaveCount(2);
  await expect(page.getByRole('table', { name: /^Year-to-date totals/ })).toHaveCount(2);
  const boxes = page.getByRole('group', { name: /^(Overview by category|Year-to-date totals)/ });
  await expect(boxes).toHaveCount(4);
  for (const box of await boxes.all()) {
    const { name, overflow } = await box.evaluate((element) => ({
      name: element.getAttribute('aria-label'),
      overflow: element.scrollWidth - element.clientWidth,
    }));
    expect({ name, overflow }).toEqual({ name, overflow: 0 });
  }
});

test('a viewer sees the Upload CSV buttons disabled', async ({ page }) => {
  await signIn(page, 'viewer');
  for (const column of COLUMNS) {
    const scope = region(page, column);
    await expect(scope.getByRole('button', { name: 'Upload CSV' })).toBeDisabled();
    await expect(scope.getByRole('link', { name: 'Upload CSV' })).toHaveCount(0);
    await expect(scope.getByRole('link', { name: 'Enter Data' })).toBeVisible();
    await expect(scope.getByRole('link', { name: 'Export' })).toBeVisible();
  }
});

test('a user without a working location reads that they must be associated with an organization', async ({
  page,
}) => {
  const email = uniqueEmail('home.nolocation');
  await registerConfirmedUser(page, email);
  // The account's own API session takes the working location away; then the person signs in.
  const signInAnswer = await page.request.post('/auth/sign_in', {
    data: { email, password: FIRST_PASSWORD },
  });
  const headers = signInAnswer.headers();
  const userId = String((await signInAnswer.json()).data.id);
  const update = await page.request.patch(`/api/v1/users/${userId}`, {
    headers: {
      'access-token': headers['access-token'] ?? '',
      'token-type': 'Bearer',
      client: headers.client ?? '',
      expiry: headers.expiry ?? '',
      uid: headers.uid ?? '',
      'content-type': 'application/vnd.api+json',
    },
    data: JSON.stringify({ data: { id: userId, type: 'users', attributes: { location_id: null } } }),
  });
  expect(update.ok(), await update.text()).toBe(true);

  await page.goto('/login');
  await submitLogin(page, email, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(SESSION_MESSAGES.noLocation(DEFAULT_HELPDESK_EMAIL))).toBeVisible();
  await expect(page.getByRole('region', { name: COLUMNS[0]!.title })).toHaveCount(0);
});
