/**
 * The services matrix (000 §2-§5, §8): a manager enters a month species by species (one Edit and one
 * Save for the four sections of a species, a toast per section saved),
 * the Details panel's entry status follows, animal types are added and removed, a viewer only reads.
 * Journeys that write use only the manager's location in 2023 (one month each), which the demo seed
 * leaves empty; the viewer reads a seeded month counted back from today.
 */
import type { Locator, Page } from '@playwright/test';
import { SERVICES_MESSAGES, type ServiceGroup, SPECIES, type Species, statusLabel } from '@sac/domain';
import { apiSession, workingLocation } from './api-session';
import { exampleRows, toCsvText } from './csv-files';
import { editBar, saveSpecies, startEditing } from './matrix-steps';
import { DEMO_ACCOUNTS, expect, signIn, test } from './support';

const YEAR = 2023;
const SECTIONS: { title: string; group: ServiceGroup }[] = [
  { title: '1. Field Services', group: 'field' },
  { title: '2. Veterinary Services', group: 'veterinary' },
  { title: '3. Behavioral Services', group: 'behavioral' },
  { title: '4. Support Services', group: 'support' },
];

const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const speciesButtons = (page: Page) => page.getByRole('group', { name: 'Species' }).getByRole('button');
const entryStatus = (page: Page) => page.getByTestId('entry-status');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const speciesKey = (label: string) => SPECIES.find((s) => s.label === label)!.key as Species;
/** The species on the buttons, without their completion mark ("Canines, complete" → "Canines"). */
const speciesLabels = async (page: Page) =>
  (await speciesButtons(page).allTextContents()).map((text) => text.split(',')[0]!.trim());

/** A demo user's working location and its organization, as the API answers that user. */

/** Opens a month and waits until its records (created for the default species if need be) show. */
async function openMonth(page: Page, month: number) {
  await page.goto(`/services/${YEAR}/${month}`);
  await expect(page.getByRole('heading', { name: 'Enter Services Data', level: 1 })).toBeVisible();
  await expect(section(page, SECTIONS[0]!.title)).toBeVisible();
}

/** Fills every input of the section with `value(i)` (the species in edit mode). */
async function fillSection(region: Locator, value: (index: number) => number) {
  const inputs = region.getByRole('textbox');
  await expect(inputs.first()).toBeEditable();
  // Looked up once: a role query over a big matrix costs more than typing into the box.
  const handles = await inputs.elementHandles();
  for (const [i, input] of handles.entries()) await input.fill(String(value(i)));
}

/** Save; each changed section says so with its toast (000 §8). */
async function saveSections(page: Page, species: Species, groups: readonly ServiceGroup[]) {
  await saveSpecies(page);
  for (const group of groups)
    await expect(toast(page, SERVICES_MESSAGES.groupUpdated(species, group))).toBeVisible();
}

/** Fills the four sections of every species of the open month, one Edit and one Save per species. */
async function fillWholeMonth(page: Page, value: (index: number) => number) {
  const labels = await speciesLabels(page);
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) {
    await speciesButtons(page).filter({ hasText: label }).click();
    await expect(speciesButtons(page).filter({ hasText: label })).toHaveAttribute('aria-pressed', 'true');
    await startEditing(page);
    for (const { title } of SECTIONS) await fillSection(section(page, title), value);
    await saveSections(
      page,
      speciesKey(label),
      SECTIONS.map((s) => s.group),
    );
    await expect(speciesButtons(page).filter({ hasText: label })).toHaveAccessibleName(`${label}, complete`);
  }
}

test('a manager enters every section of a month as zeros: four toasts, then Complete, No Services Provided', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { api, organizationId } = await workingLocation(request);
  const organization = await api.get(`/api/v1/organizations/${organizationId}`);
  const animalSpecies = organization.data.attributes.animal_species as string[];
  await signIn(page, 'manager');
  await openMonth(page, 1);
  // The empty month got records of the organization's animal types at once (000 §4).
  await expect(speciesButtons(page)).toHaveText(
    SPECIES.filter((s) => animalSpecies.includes(s.key)).map((s) => new RegExp(`^${s.label}`)),
  );
  await expect(page.getByText('Services Entry Status')).toBeVisible();
  await expect(page.getByText(`January ${YEAR}`)).toBeVisible();
  await expect(entryStatus(page)).toHaveText('Entry is Unbegun');

  await fillWholeMonth(page, () => 0);
  await page.reload();
  await expect(entryStatus(page)).toHaveText('Entry is Complete, No Services Provided');
});

test('a month with some services provided, opened afresh, reads Entry is Complete', async ({
  page,
  request,
}) => {
  // The month's every count is set through the API (a CSV upload): entering a whole month through the
  // sections is the journey above. Each section's counts run 0, 1, 2, 0, … in the file's column order.
  const { api, locationId, organizationId } = await workingLocation(request);
  const organization = await api.get(`/api/v1/organizations/${organizationId}`);
  const species = organization.data.attributes.animal_species as Species[];
  const rows = exampleRows('services', { locationId, year: YEAR, month: 2, species, counts: 'zero' });
  const counted = rows[0]!.map((name, i) => (i >= 4 && !/Date$/.test(name) ? i : -1));
  const values = rows.map((cells, r) =>
    r === 0 ? cells : cells.map((cell, i) => (counted[i]! >= 0 ? String((i - 4) % 3) : cell)),
  );
  expect(rows[0]!.slice(4, 7)).toEqual([
    'adultTrapNeuterReturnCount',
    'youthTrapNeuterReturnCount',
    'ageUnknownTrapNeuterReturnCount',
  ]);
  await api.post('/api/v1/file_imports', {
    data: {
      type: 'file_imports',
      attributes: {
        location_id: Number(locationId),
        file_type: 'services',
        file_name: 'february.csv',
        file: `data:text/csv;base64,${Buffer.from(toCsvText(values)).toString('base64')}`,
      },
    },
  });
  await signIn(page, 'manager');
  await openMonth(page, 2);
  await expect(entryStatus(page)).toHaveText('Entry is Complete');
  const region = section(page, SECTIONS[0]!.title);
  // Trap Neuter Return: 0, 1, 2.
  await expect(region.getByTestId('row-total-TrapNeuterReturn')).toHaveText('3');
});

test('a partly entered month is incomplete; only the changed fields are sent; server errors show on the inputs', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await openMonth(page, 3);
  const species = speciesKey((await speciesLabels(page))[0] ?? '');
  const region = section(page, SECTIONS[0]!.title);
  await startEditing(page);
  await region.getByRole('textbox', { name: 'Trap Neuter Return Adult' }).fill('2');
  await region.getByRole('textbox', { name: 'Trap Neuter Return Youth' }).fill('3');
  await expect(region.getByTestId('row-total-TrapNeuterReturn')).toHaveText('5');

  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().includes('/api/v1/animal_services/'),
  );
  await saveSections(page, species, ['field']);
  const body = (await patch).postDataJSON() as { data: { attributes: Record<string, number> } };
  expect(body.data.attributes).toEqual({
    adult_trap_neuter_return_count: 2,
    youth_trap_neuter_return_count: 3,
  });

  await page.reload();
  await expect(entryStatus(page)).toHaveText('Entry is Incomplete');
  await expect(section(page, SECTIONS[0]!.title).getByTestId('row-total-TrapNeuterReturn')).toHaveText('5');

  await expect(page.getByTestId('missing-summary')).toContainText('Field Services');

  // A count beyond what the server stores is refused on its field; nothing else is lost.
  await startEditing(page);
  const adult = region.getByRole('textbox', { name: 'Return To Owner Adult' });
  await adult.fill('3000000000');
  await editBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editBar(page).getByText('Failed to save data')).toBeVisible();
  await expect(adult).toHaveAttribute('aria-invalid', 'true');
  await editBar(page).getByRole('button', { name: 'Cancel' }).click();
  // Nothing entered in that row: a dash, not a 0 that looks entered.
  await expect(region.getByTestId('row-total-ReturnToOwner')).toHaveText('—');
  await expect(region.getByTestId('row-total-TrapNeuterReturn')).toHaveText('5');
});

test('a manager adds an animal type (record created at once) and removes one after confirming', async ({
  page,
  request,
}) => {
  const { api, locationId } = await workingLocation(request);
  await signIn(page, 'manager');
  await openMonth(page, 4);
  const before = await speciesLabels(page);
  expect(before).not.toContain('Birds');

  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  for (const label of before) await page.getByRole('checkbox', { name: label }).uncheck();
  await page.getByRole('button', { name: 'Save Animal Types' }).click();
  await expect(page.getByText('You must select at least one species')).toBeVisible();
  for (const label of before) await page.getByRole('checkbox', { name: label }).check();
  await page.getByRole('checkbox', { name: 'Birds' }).check();
  await page.getByRole('button', { name: 'Save Animal Types' }).click();
  await expect(toast(page, SERVICES_MESSAGES.animalTypesUpdated)).toBeVisible();
  await expect(speciesButtons(page).filter({ hasText: 'Birds' })).toHaveAttribute('aria-pressed', 'true');
  const records = await api.get(
    `/api/v1/animal_services?filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=${YEAR}&filter[month_of_record][eq]=4`,
  );
  expect((records.data as { attributes: { species: string } }[]).map((r) => r.attributes.species)).toContain(
    'bird',
  );

  const removed = before[before.length - 1]!;
  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  await page.getByRole('checkbox', { name: removed }).uncheck();
  await page.getByRole('button', { name: 'Save Animal Types' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove animal types?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(dialog).toBeHidden();
  await expect(speciesButtons(page).filter({ hasText: removed })).toHaveCount(0);
  await expect(speciesButtons(page).filter({ hasText: 'Birds' })).toHaveCount(1);
});

test('an admin enters the manager location through the admin route', async ({ page, request }) => {
  const { locationId, organizationId } = await workingLocation(request);
  const location = await (await apiSession(request, DEMO_ACCOUNTS.admin)).get(
    `/api/v1/locations/${locationId}`,
  );
  await signIn(page, 'admin', `/services/${YEAR}/5/${locationId}/${organizationId}`);
  await expect(section(page, SECTIONS[0]!.title)).toBeVisible();
  await expect(page.getByText(String(location.data.attributes.name), { exact: true })).toBeVisible();
  await expect(editBar(page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Animal Types' })).toBeVisible();
});

test('a viewer reads a month without Edit', async ({ page, request }) => {
  const now = new Date();
  const seeded = new Date(now.getFullYear(), now.getMonth() - 4, 1);
  const [year, month] = [seeded.getFullYear(), seeded.getMonth() + 1];
  const { api, locationId } = await workingLocation(request, 'viewer');
  const statuses = await api.get(
    `/api/v1/data_entry_status?filter[location_id][eq]=${locationId}&filter[year][eq]=${year}&filter[month][eq]=${month}&filter[action][eq]=services`,
  );
  await signIn(page, 'viewer', `/services/${year}/${month}`);
  await expect(section(page, SECTIONS[0]!.title)).toBeVisible();
  for (const { title } of SECTIONS) await expect(section(page, title).getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Animal Types' })).toHaveCount(0);
  // Reading is not changing: a viewer browses every species of the month (the buttons only choose).
  const buttons = speciesButtons(page);
  await expect(buttons.first()).toBeEnabled();
  if ((await buttons.count()) > 1) {
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(entryStatus(page)).toHaveText(statusLabel(statuses.data[0].attributes.status));
});
