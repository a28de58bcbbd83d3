/**
 * Coalition data views (002 §2.8–§2.11, §4, §6, §8; issue 13's "Done means"): the manager of a fresh active
 * coalition with three fresh contributors (two share both kinds of data, one intake/outcome only), whose
 * months of last year were uploaded through the API, sees their statuses in the Data Status Table, generates
 * and downloads the intake status CSV, sees the home graphs sum exactly the shared months (and not the
 * intake-only contributor's services), generates and downloads an intake/outcome export of last year, and
 * opens Coalition Analytics with its charts. One contributor then withdraws its sharing and its numbers leave
 * every view. Everything but the journey is set up through the API; the coalition is created by
 * coalition@example.org (a new one, so no demo data changes) and the organizations are fresh registrations.
 * Last year is the current year minus 1 by this machine's clock, so the journey holds in any month.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import {
  EXPORT_JOB_MESSAGES,
  exportProgressMessage,
  MONTH_NAMES,
  SPECIES,
  type Species,
  STATUS_EXPORT_BUTTONS,
  statusLabel,
} from '@sac/domain';
import { apiSession } from './api-session';
import { exampleRows, parseCsv, toCsvText } from './csv-files';
import { FIRST_PASSWORD, registerConfirmedUser, uniqueEmail } from './mailbox';
import { DEMO_ACCOUNTS, expect, signIn, test } from './support';

test.use({ actionTimeout: 30_000 });

type Api = Awaited<ReturnType<typeof apiSession>>;
type Attributes = Record<string, unknown>;
type Kind = 'intake_outcome' | 'services';

const YEAR = new Date().getFullYear() - 1;
const SPECIES_ENTERED: Species[] = ['canine', 'feline'];
const SERVICE_TOTALS = [
  'total_field_services_count',
  'total_veterinary_services_count',
  'total_behavioral_services_count',
  'total_support_services_count',
];
const MONTH_ABBREVIATIONS = MONTH_NAMES.map((m) => m.slice(0, 3));
const INTAKE_SECTION = 'Intake/Outcome Data Entry Status';
const SERVICES_SECTION = 'Community Services Data Entry Status';
const COMPLETE = statusLabel('complete');
const UNBEGUN = statusLabel('unbegun');
const INCOMPLETE = statusLabel('incomplete');

/**
 * The months each contributor enters (December is always inside Analytics' default period, the last twelve
 * complete months); one count of the `incomplete` month is cleared afterwards. `services` is what it
 * enters; whether the coalition may see it is `sharesServices`.
 */
const PLAN = [
  { label: 'coalition.data.a', intake: [6, 12], incomplete: 6, services: [12], sharesServices: true },
  { label: 'coalition.data.b', intake: [12], incomplete: null, services: [6], sharesServices: true },
  { label: 'coalition.data.c', intake: [3, 12], incomplete: null, services: [12], sharesServices: false },
] as const;

type Contributor = {
  email: string;
  name: string;
  organizationId: string;
  locationId: string;
  membershipId: string;
  api: Api;
  intake: readonly number[];
  incomplete: number | null;
  services: readonly number[];
  sharesServices: boolean;
  /** The month → species group → sum the home graph stacks, of what it entered. */
  sums: Record<Kind, Map<number, Record<'canine' | 'feline' | 'other', number>>>;
};

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
const groupOf = (species: string) => SPECIES.find((s) => s.key === species)?.reportGroup ?? 'other';

async function admin(request: APIRequestContext) {
  return apiSession(request, DEMO_ACCOUNTS.admin);
}

/** Uploads one month of balanced example counts (the domain's example CSV) for the location. */
async function uploadMonth(contributor: { api: Api; locationId: string }, kind: Kind, month: number) {
  const rows = exampleRows(kind, {
    locationId: contributor.locationId,
    year: YEAR,
    month,
    species: SPECIES_ENTERED,
  });
  await contributor.api.post('/api/v1/file_imports', {
    data: {
      type: 'file_imports',
      attributes: {
        location_id: Number(contributor.locationId),
        file_type: kind,
        file_name: `${kind}-${month}.csv`,
        file: `data:text/csv;base64,${Buffer.from(toCsvText(rows)).toString('base64')}`,
      },
    },
  });
}

/** What the contributor's own API answers for the year, summed as the home graph stacks it. */
async function sumsOf(api: Api, locationId: string, kind: Kind) {
  const type = kind === 'intake_outcome' ? 'animal_intakes' : 'animal_services';
  const fields = kind === 'intake_outcome' ? ['total_live_intake_count'] : SERVICE_TOTALS;
  const answer = await api.get(
    `/api/v1/locations/${locationId}?include=${type}&filter[${type}.year_of_record][eq]=${YEAR}`,
  );
  const records = ((answer.included ?? []) as { type: string; attributes: Attributes }[]).filter(
    (r) => r.type === type,
  );
  const sums = new Map<number, Record<'canine' | 'feline' | 'other', number>>();
  for (const r of records) {
    const month = Number(r.attributes.month_of_record);
    const row = sums.get(month) ?? { canine: 0, feline: 0, other: 0 };
    row[groupOf(String(r.attributes.species))] += fields.reduce((s, f) => s + count(r.attributes[f]), 0);
    sums.set(month, row);
  }
  return sums;
}

/** A fresh confirmed organization with its months uploaded, invited into the coalition, accepted, sharing set. */
async function contributor(
  page: Page,
  coalition: { id: string },
  plan: (typeof PLAN)[number],
): Promise<Contributor> {
  const email = uniqueEmail(plan.label);
  const { organizationId } = await registerConfirmedUser(page, email);
  const adminApi = await admin(page.request);
  await adminApi.patch(`/api/v1/organizations/${organizationId}`, {
    data: { type: 'organizations', id: organizationId, attributes: { status: 'confirmed' } },
  });
  const api = await apiSession(page.request, email, FIRST_PASSWORD);
  const organization = await api.get(`/api/v1/organizations/${organizationId}`);
  const user = await api.get(`/api/v1/users/${api.userId}`);
  const locationId = String(user.data.attributes.location_id);
  for (const month of plan.intake) await uploadMonth({ api, locationId }, 'intake_outcome', month);
  for (const month of plan.services) await uploadMonth({ api, locationId }, 'services', month);
  if (plan.incomplete) {
    // Clearing a count (null) means not yet entered: the month is incomplete.
    const records = await api.get(
      `/api/v1/animal_intakes?filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=${YEAR}&filter[month_of_record][eq]=${plan.incomplete}`,
    );
    const id = String(records.data[0].id);
    await api.patch(`/api/v1/animal_intakes/${id}`, {
      data: { type: 'animal_intakes', id, attributes: { youth_stray_at_large_count: null } },
    });
  }

  // A session of its own: the token rotation of one session does not bear parallel calls.
  const manager = await apiSession(page.request, DEMO_ACCOUNTS.coalition);
  const invited = await manager.post('/api/v1/coalition_memberships', {
    data: {
      type: 'coalition_memberships',
      attributes: {
        organization_id: Number(organizationId),
        coalition_id: Number(coalition.id),
        status_actor: 'Coalition',
      },
    },
  });
  const membershipId = String(invited.data.id);
  await api.patch(`/api/v1/coalition_memberships/${membershipId}`, {
    data: {
      type: 'coalition_memberships',
      id: membershipId,
      attributes: { status_change_action: 'accept', status_actor: 'Organization' },
    },
  });
  await setSharing(api, membershipId, { intake: true, services: plan.sharesServices });
  return {
    email,
    name: String(organization.data.attributes.name),
    organizationId,
    locationId,
    api,
    intake: plan.intake,
    incomplete: plan.incomplete,
    services: plan.services,
    sharesServices: plan.sharesServices,
    sums: {
      intake_outcome: await sumsOf(api, locationId, 'intake_outcome'),
      services: await sumsOf(api, locationId, 'services'),
    },
    membershipId,
  };
}

async function setSharing(api: Api, membershipId: string, sharing: { intake: boolean; services: boolean }) {
  await api.patch(`/api/v1/coalition_memberships/${membershipId}`, {
    data: {
      type: 'coalition_memberships',
      id: membershipId,
      attributes: {
        intake_outcome_data_sharing: sharing.intake,
        community_service_data_sharing: sharing.services,
      },
    },
  });
}

/** The rows the home graph's table should show: the sums of the contributors whose data it may show. */
function expectedHomeRows(contributors: Contributor[], kind: Kind): string[][] {
  return MONTH_ABBREVIATIONS.map((abbreviation, index) => {
    const month = index + 1;
    const sum = { canine: 0, feline: 0, other: 0 };
    for (const c of contributors) {
      const row = c.sums[kind].get(month);
      if (!row) continue;
      sum.canine += row.canine;
      sum.feline += row.feline;
      sum.other += row.other;
    }
    const total = sum.canine + sum.feline + sum.other;
    return [abbreviation, sum.canine, sum.feline, sum.other, total].map((v) =>
      typeof v === 'number' ? v.toLocaleString('en-US') : v,
    );
  });
}

async function bodyRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const texts: string[][] = [];
  for (const row of await rows.all()) {
    texts.push((await row.locator('td').allTextContents()).map((t) => t.trim()));
  }
  return texts;
}

async function chooseOption(page: Page, scope: Page | Locator, field: string, option: string) {
  const input = scope.getByRole('textbox', { name: field, exact: true });
  await input.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

async function downloadedText(download: Download) {
  return readFile((await download.path())!, 'utf8');
}

/** The month status icons of a contributor's row in a section, in month order. */
async function monthLabels(section: Locator, name: string): Promise<string[]> {
  const row = section.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  const icons = await row.getByRole('img').all();
  return Promise.all(icons.map(async (icon) => (await icon.getAttribute('aria-label')) ?? ''));
}

/** Each month's status label: entered months complete (but the one made incomplete), the others unbegun. */
const monthStatuses = (months: readonly number[], incomplete: number | null = null) =>
  MONTH_NAMES.map((_, index) =>
    index + 1 === incomplete ? INCOMPLETE : months.includes(index + 1) ? COMPLETE : UNBEGUN,
  );

const expectedMonthLabels = (months: readonly number[], incomplete: number | null = null) =>
  monthStatuses(months, incomplete).map((label, index) => `${MONTH_NAMES[index]} ${YEAR}: ${label}`);

/** The status table sections for last year, as the coalition manager filters them. */
async function openStatusTable(page: Page, coalitionId: string) {
  await signIn(page, 'coalition', `/coalitions/${coalitionId}/data-status`);
  const filters = page.getByRole('form', { name: 'Data status filters' });
  await chooseOption(page, filters, 'Export Year', String(YEAR));
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  return {
    intake: page.getByRole('table', { name: INTAKE_SECTION }),
    services: page.getByRole('table', { name: SERVICES_SECTION }),
  };
}

async function expectStatusRows(
  tables: { intake: Locator; services: Locator },
  contributors: Contributor[],
  withdrawn?: Contributor,
) {
  for (const c of contributors) {
    const sharing = c !== withdrawn;
    await expect
      .poll(() => monthLabels(tables.intake, c.name), { message: `${c.name}'s intake months` })
      .toEqual(expectedMonthLabels(sharing ? c.intake : [], sharing ? c.incomplete : null));
    await expect
      .poll(() => monthLabels(tables.services, c.name), { message: `${c.name}'s services months` })
      .toEqual(expectedMonthLabels(sharing && c.sharesServices ? c.services : []));
    const intakeRow = tables.intake.getByRole('row').filter({ hasText: c.name });
    const servicesRow = tables.services.getByRole('row').filter({ hasText: c.name });
    await expect(intakeRow.getByRole('cell').last()).toHaveText(sharing ? /^\d{2}-\d{2}-\d{4}$/ : 'N/A');
    await expect(servicesRow.getByRole('cell').last()).toHaveText(
      sharing && c.sharesServices ? /^\d{2}-\d{2}-\d{4}$/ : 'N/A',
    );
  }
  await expect(tables.intake.locator('tbody tr')).toHaveCount(contributors.length);
}

/** Generates and downloads the intake status CSV; answers its parsed rows. */
async function intakeStatusCsv(page: Page) {
  const buttons = STATUS_EXPORT_BUTTONS.dataStatuses;
  const section = page.getByRole('region', { name: INTAKE_SECTION });
  await section.getByRole('button', { name: buttons.generate }).click();
  // The job may finish before a poll sees it running: either state is right, and a running one says so.
  const download = section.getByRole('button', { name: buttons.download });
  const running = section.getByRole('button', { name: /^Generating \(\d+%\)$/ });
  await expect(download.or(running)).toBeVisible();
  // The button and its band message, read at one moment.
  const shown = await section.evaluate((element) => ({
    button: Array.from(element.querySelectorAll('button'))
      .map((b) => b.textContent ?? '')
      .find((text) => text.startsWith('Generating')),
    status: element.querySelector('[role="status"]')?.textContent ?? '',
  }));
  if (shown.button) {
    const percent = Number(/\((\d+)%\)/.exec(shown.button)?.[1]);
    expect(shown.button).toBe(EXPORT_JOB_MESSAGES.generating(percent));
    expect(shown.status).toBe(exportProgressMessage(percent));
  }
  await expect(download).toBeVisible({ timeout: 60_000 });
  await expect(section.getByRole('status')).toHaveText(EXPORT_JOB_MESSAGES.ready);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('intake-outcome-data-status-table.csv');
  return parseCsv(await downloadedText(file));
}

function expectedStatusCsv(contributors: Contributor[]) {
  const header = ['Organization Name', 'EIN or Business Number', ...MONTH_ABBREVIATIONS, 'Last Update'];
  const rows = [...contributors]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((c) => [c.name, '741112222', ...monthStatuses(c.intake, c.incomplete)]);
  return { header, rows };
}

async function expectHome(
  page: Page,
  coalitionId: string,
  intakeFrom: Contributor[],
  servicesFrom: Contributor[],
) {
  await signIn(page, 'coalition', `/coalitions/${coalitionId}`);
  const filters = page.getByRole('form', { name: 'Coalition home filters' });
  await chooseOption(page, filters, 'Year', String(YEAR));
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  const intake = page.getByRole('table', { name: `Intake Overview by month, ${YEAR}` });
  await expect.poll(() => bodyRows(intake)).toEqual(expectedHomeRows(intakeFrom, 'intake_outcome'));
  await expect(page.getByRole('figure', { name: `Intake Overview, ${YEAR}` })).toBeVisible();

  await chooseOption(page, page, 'Toggle Intake/Community Graph', 'Community Service Graph');
  const services = page.getByRole('table', { name: `Community Services Overview by month, ${YEAR}` });
  await expect.poll(() => bodyRows(services)).toEqual(expectedHomeRows(servicesFrom, 'services'));
  await expect(page.getByRole('figure', { name: `Community Services Overview, ${YEAR}` })).toBeVisible();
}

/** Generates an Intake/Outcome Export of last year for every organization offered; answers its CSV rows. */
async function intakeExport(page: Page, coalitionId: string, offered: Contributor[]) {
  await signIn(page, 'coalition', `/coalitions/${coalitionId}/export`);
  const form = page.getByRole('form', { name: 'Export Coalition Data' });
  const organizations = form.getByRole('textbox', { name: 'Organization', exact: true });
  await organizations.click();
  const options = page.getByRole('option');
  await expect
    .poll(async () => (await options.allTextContents()).map((t) => t.trim()).sort())
    .toEqual(offered.map((c) => c.name).sort());
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Select all organizations' }).click();
  await expect(form).toContainText(`${offered.length} of ${offered.length} selected`);
  await chooseOption(page, form, 'Export Date Format', 'Export a Year of Data');
  await chooseOption(page, form, 'Export Date', String(YEAR));
  const exports = page.getByRole('table', { name: 'Available Exports' });
  const listed = exports.locator('tbody tr').filter({ hasText: 'Intake/Outcome Export' });
  await expect(exports).toBeVisible();
  await expect(exports.locator('tbody')).not.toContainText('Loading…');
  const before = await listed.count();
  await form.getByRole('button', { name: 'Generate CSV' }).click();

  await expect(listed).toHaveCount(before + 1);
  const newest = exports.locator('tbody tr').first();
  await expect(newest.locator('td').nth(2)).toHaveText(String(YEAR));
  await expect(newest.locator('td').nth(3)).toHaveText('Intake/Outcome Export');
  // 'Generating CSV…' until the job is done; the list refreshes every 10 s meanwhile.
  const link = newest.getByRole('link', { name: EXPORT_JOB_MESSAGES.downloadCsv });
  await expect(link.or(newest.getByText(EXPORT_JOB_MESSAGES.generatingCsv))).toBeVisible();
  await expect(link).toBeVisible({ timeout: 90_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  return parseCsv(await downloadedText(file));
}

/** (organization name, month, species) of every record row a contributor's intake months should give. */
function expectedExportKeys(contributors: Contributor[]) {
  return contributors
    .flatMap((c) => c.intake.flatMap((month) => SPECIES_ENTERED.map((s) => `${c.name}|${month}|${s}`)))
    .sort();
}

function exportKeys(rows: string[][]) {
  const [header = [], ...data] = rows;
  const at = (name: string) => {
    const index = header.indexOf(name);
    expect(index, `column ${name} in ${header.join(',')}`).toBeGreaterThanOrEqual(0);
    return index;
  };
  const [name, year, month, species] = [
    at('organizationName'),
    at('yearOfRecord'),
    at('monthOfRecord'),
    at('species'),
  ];
  for (const row of data) expect(row[year]).toBe(String(YEAR));
  return data.map((row) => `${row[name]}|${row[month]}|${row[species]}`).sort();
}

async function expectAnalytics(page: Page, coalitionId: string, sharing: Contributor[], all: Contributor[]) {
  await signIn(page, 'coalition', `/coalitions/${coalitionId}/analytics`);
  for (const title of [
    'Intake and outcome trend',
    'Live-release rate',
    'Reporting rate',
    'Contributors against the coalition median',
  ]) {
    const panel = page.getByRole('region', { name: title });
    await expect(panel).toBeVisible();
    await expect(panel.locator('.recharts-wrapper')).toBeVisible();
  }
  const trend = page.getByRole('region', { name: 'Intake and outcome trend' });
  await trend.getByRole('switch', { name: 'Show table' }).check();
  const december = trend
    .getByRole('table', { name: 'Intake and outcome trend table' })
    .getByRole('row')
    .filter({ hasText: `Dec ${YEAR}` });
  const decemberIntakes = sharing.reduce((sum, c) => {
    const row = c.sums.intake_outcome.get(12);
    return sum + (row ? row.canine + row.feline + row.other : 0);
  }, 0);
  await expect(december.getByRole('cell').nth(2)).toHaveText(String(decemberIntakes));

  const contributors = page.getByRole('region', { name: 'Contributors against the coalition median' });
  await contributors.getByRole('switch', { name: 'Show table' }).check();
  const table = contributors.getByRole('table', { name: 'Contributors against the coalition median table' });
  for (const c of all) {
    await expect(table.getByRole('row').filter({ hasText: c.name })).toHaveCount(sharing.includes(c) ? 1 : 0);
  }
  const reporting = page.getByRole('region', { name: 'Reporting rate' });
  await reporting.getByRole('switch', { name: 'Show table' }).check();
  const reportingDecember = reporting
    .getByRole('table', { name: 'Reporting rate table' })
    .getByRole('row')
    .filter({ hasText: `Dec ${YEAR}` });
  // Every sharing contributor completed December.
  await expect(reportingDecember.getByRole('cell')).toHaveText([
    `Dec ${YEAR}`,
    String(sharing.length),
    String(sharing.length),
    '100.0%',
  ]);
}

test('a coalition manager sees, sums, exports and analyses only the shared data of its contributors', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const coalitionName = `Data Coalition ${stamp}`;
  let coalitionId = '';
  let contributors: Contributor[] = [];

  await test.step('set up through the API: an active coalition and three contributors with last year’s months', async () => {
    const manager = await apiSession(page.request, DEMO_ACCOUNTS.coalition);
    const created = await manager.post('/api/v1/coalitions', {
      data: {
        type: 'coalitions',
        attributes: {
          name: coalitionName,
          country: 'United States',
          description: 'Shelters sharing monthly data for the data views journey.',
          data_used: 'Intake, outcome and community services data.',
          data_use_agreement: true,
          operating_region_type: 'Statewide',
          operating_region: ['TX'],
        },
      },
    });
    coalitionId = String(created.data.id);
    await (await admin(page.request)).patch(`/api/v1/coalitions/${coalitionId}`, {
      data: { type: 'coalitions', id: coalitionId, attributes: { status: 'active' } },
    });
    contributors = (await Promise.all(
      PLAN.map((plan) => contributor(page, { id: coalitionId }, plan)),
    )) as Contributor[];
    for (const c of contributors) {
      expect([...c.sums.intake_outcome.keys()].sort((a, b) => a - b)).toEqual([...c.intake]);
      expect([...c.sums.services.keys()].sort((a, b) => a - b)).toEqual([...c.services]);
    }
  });
  const [first, second, intakeOnly] = contributors as [Contributor, Contributor, Contributor];
  const bothKinds = [first, second];

  await test.step('the Data Status Table shows last year’s statuses of the three contributors', async () => {
    const tables = await openStatusTable(page, coalitionId);
    await expectStatusRows(tables, contributors);
    // The icon's tooltip names the status.
    await tables.intake
      .getByRole('row')
      .filter({ hasText: first.name })
      .getByRole('img', { name: `December ${YEAR}: ${COMPLETE}` })
      .hover();
    await expect(page.getByRole('tooltip')).toHaveText(COMPLETE);
  });

  await test.step('the intake status CSV is generated and downloaded', async () => {
    const [header, ...rows] = await intakeStatusCsv(page);
    const expected = expectedStatusCsv(contributors);
    expect(header).toEqual(expected.header);
    expect(rows.map((row) => row.slice(0, 14))).toEqual(expected.rows);
    for (const row of rows) expect(row[14]).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  });

  await test.step('the home graphs sum exactly the shared months, without the intake-only services', async () => {
    await expectHome(page, coalitionId, contributors, bothKinds);
    // The intake-only contributor did enter December's services: the graph must not show them.
    expect(intakeOnly.sums.services.get(12)).toBeTruthy();
  });

  await test.step('an intake/outcome export of last year is generated and downloaded', async () => {
    const rows = await intakeExport(page, coalitionId, contributors);
    expect(exportKeys(rows)).toEqual(expectedExportKeys(contributors));
  });

  await test.step('Coalition Analytics opens with its charts of the shared data', async () => {
    await expectAnalytics(page, coalitionId, contributors, contributors);
  });

  await test.step('the first contributor withdraws its sharing: its numbers leave every view', async () => {
    const withdrawn = contributors[0]!;
    await setSharing(withdrawn.api, withdrawn.membershipId, { intake: false, services: false });
    const remaining = [second, intakeOnly];

    const tables = await openStatusTable(page, coalitionId);
    await expectStatusRows(tables, contributors, withdrawn);
    const [, ...rows] = await intakeStatusCsv(page);
    expect(rows.map((row) => row.slice(0, 14))).toEqual(expectedStatusCsv(remaining).rows);

    await expectHome(page, coalitionId, remaining, [second]);

    const exported = await intakeExport(page, coalitionId, remaining);
    expect(exportKeys(exported)).toEqual(expectedExportKeys(remaining));

    await expectAnalytics(page, coalitionId, remaining, contributors);
  });
});
