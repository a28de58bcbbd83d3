import { SPECIES } from '@sac/domain';
import { workingLocation } from './api-session';
import {
  animalTypes,
  chooseSpecies,
  editBar,
  enterFullSpecies,
  fillGroup,
  matrixPath,
  openMonth,
  saveSpecies,
  section,
  speciesButton,
  startEditing,
  status,
} from './matrix-steps';
import { expect, signIn, test } from './support';

/** A month of the seeded data (the demo seed holds the 24 months before today). */
function seededMonth(monthsAgo: number) {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - monthsAgo, 1);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

test('a manager removes a species after confirming, adds one, and must keep at least one', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await openMonth(page, 2022, 2);
  await expect(status(page)).toHaveText('Entry is Unbegun');

  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  for (const { label } of SPECIES) await page.getByRole('checkbox', { name: label, exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save Animal Types' }).click();
  await expect(page.getByText('You must select at least one species')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await chooseSpecies(page, ['Canines']);
  await expect(animalTypes(page)).toHaveText('Canines');
  await expect(page.getByRole('group', { name: 'Species' }).getByRole('button')).toHaveText([/^Canines/]);

  // An addition saves without asking.
  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  await page.getByRole('checkbox', { name: 'Birds', exact: true }).check();
  await page.getByRole('button', { name: 'Save Animal Types' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(animalTypes(page)).toHaveText('Canines, Birds');

  // A removal asks first; Cancel keeps the species.
  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  await page.getByRole('checkbox', { name: 'Canines', exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save Animal Types' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Removing Canines');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(animalTypes(page)).toHaveText('Birds');
  await page.reload();
  await expect(animalTypes(page)).toHaveText('Birds');
});

test('a manager enters a full month for two species and the month reads Entry is Complete', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'manager');
  await openMonth(page, 2022, 3);
  await chooseSpecies(page, ['Canines', 'Felines']);
  const speciesButtons = page.getByRole('group', { name: 'Species' }).getByRole('button');
  await expect(speciesButtons).toHaveText([/^Canines/, /^Felines/]);
  await expect(speciesButton(page, 'Canines')).toHaveAccessibleName('Canines, not started');

  // One Edit and one Save per species.
  await enterFullSpecies(page, 8, 11);
  await expect(section(page, 'Live Intakes').getByTestId('group-total')).toHaveText('24');
  await expect(status(page)).toHaveText('Entry is Incomplete');
  // The Details panel says what is left; the species buttons carry their completion.
  await expect(page.getByTestId('missing-summary')).toContainText(
    'Felines: Animal Counts, Live Intakes, Live Outcomes, Other Outcomes',
  );
  await expect(page.getByTestId('missing-summary')).not.toContainText('Canines');
  await expect(speciesButton(page, 'Canines')).toHaveAccessibleName('Canines, complete');
  await expect(speciesButton(page, 'Felines')).toHaveAccessibleName('Felines, not started');
  await speciesButton(page, 'Felines').click();
  // Nothing entered: a dash, not a 0 that looks entered.
  await expect(section(page, 'Live Intakes').getByTestId('group-total')).toHaveText('—');
  await enterFullSpecies(page, 8, 11);

  await expect(status(page)).toHaveText('Entry is Complete');
  await expect(page.getByTestId('missing-summary')).toHaveCount(0);
  await expect(speciesButton(page, 'Felines')).toHaveAccessibleName('Felines, complete');
  await expect(page.getByTestId('balance-warnings')).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('All data submitted.')).toBeVisible();
  await page.reload();
  await expect(status(page)).toHaveText('Entry is Complete');
  await expect(section(page, 'Other Outcomes').getByTestId('group-total')).toHaveText('12');
});

test('Submit on an empty month lists what is missing, species by species, and saves nothing', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await openMonth(page, 2022, 11);
  await chooseSpecies(page, ['Canines', 'Felines']);
  await expect(status(page)).toHaveText('Entry is Unbegun');

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  const missing = page.getByTestId('missing-groups');
  await expect(missing).toContainText('Not submitted: the month is not complete yet');
  await expect(missing.getByRole('listitem')).toHaveText([
    'Canines: Animal Counts, Live Intakes, Live Outcomes, Other Outcomes',
    'Felines: Animal Counts, Live Intakes, Live Outcomes, Other Outcomes',
  ]);
  await expect(page.getByText('All data submitted.')).toHaveCount(0);
  expect(writes).toEqual([]);

  // The list follows what is entered; the month stays as it was until then.
  await fillGroup(section(page, 'Live Intakes'), '0');
  await expect(missing.getByRole('listitem').first()).toHaveText(
    'Canines: Animal Counts, Live Outcomes, Other Outcomes',
  );
  await page.reload();
  await expect(status(page)).toHaveText('Entry is Incomplete');
  await expect(page.getByTestId('missing-groups')).toHaveCount(0);
  await expect(page.getByTestId('missing-summary')).toContainText(
    'Canines: Animal Counts, Live Outcomes, Other Outcomes',
  );
  await expect(section(page, 'Live Intakes').getByTestId('group-total')).toHaveText('0');
  await expect(section(page, 'Live Outcomes').getByTestId('group-total')).toHaveText('—');
});

test('a partly filled month reads Entry is Incomplete; Save sends only the changed fields, totals follow the inputs', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await openMonth(page, 2022, 4);
  const intakes = section(page, 'Live Intakes');
  await startEditing(page);
  await intakes.getByLabel('Stray at Large Adult').fill('5');
  await intakes.getByLabel('Stray at Large Up to 5 mos.').fill('2');
  await intakes.getByLabel('Other Intakes Adult').fill('4');
  await expect(intakes.getByTestId('row-total-StrayAtLarge')).toHaveText('7');
  await expect(intakes.getByTestId('group-total')).toHaveText('11');
  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().includes('/api/v1/animal_intakes/'),
  );
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await editBar(page).getByRole('button', { name: 'Save' }).click();
  const body = (await patch).postDataJSON();
  expect(Object.keys(body.data.attributes).sort()).toEqual([
    'adult_other_intakes_count',
    'adult_stray_at_large_count',
    'youth_stray_at_large_count',
  ]);
  await expect(editBar(page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(page.getByText('Saved successfully')).toBeVisible();
  // The toast opens below the toolbar, not over the profile menu.
  const toastTop = (await page.getByText('Saved successfully').boundingBox())!.y;
  const menu = (await page.getByRole('button', { name: 'Profile menu' }).boundingBox())!;
  expect(toastTop).toBeGreaterThan(menu.y + menu.height);
  // The other records of the species had no change: only the intakes were sent.
  expect(writes).toEqual([expect.stringMatching(/^PATCH \/api\/v1\/animal_intakes\//)]);
  await expect(status(page)).toHaveText('Entry is Incomplete');
  await page.reload();
  await expect(status(page)).toHaveText('Entry is Incomplete');
  await expect(section(page, 'Live Intakes').getByTestId('group-total')).toHaveText('11');
});

test('an unbalanced month shows a plain-words warning, and can still be saved', async ({ page }) => {
  await signIn(page, 'manager');
  await openMonth(page, 2022, 5);
  const first = await page.getByRole('group', { name: 'Species' }).getByRole('button').first().textContent();
  const counts = section(page, 'Animal Counts');
  await startEditing(page);
  await counts.getByLabel('Beginning Count (in care)').fill('10');
  await counts.getByLabel('Ending Count (in care)').fill('15');
  await counts.getByLabel('Beginning Count (in foster)').fill('0');
  await saveSpecies(page);
  // Checked only once the four counts are entered.
  await expect(page.getByTestId('balance-warnings')).toHaveCount(0);
  await startEditing(page);
  await counts.getByLabel('Ending Count (in foster)').fill('0');
  await saveSpecies(page);
  await expect(page.getByTestId('balance-warnings')).toContainText(
    `${first}: the ending count is 5 more than beginning + intakes − outcomes (expected 10, counted 15).`,
  );
});

test('the undesignated transfer rows show before March 2021 and not after', async ({ page }) => {
  await signIn(page, 'manager');
  await openMonth(page, 2020, 6);
  await expect(section(page, 'Live Intakes')).toContainText('Transferred in from Agency (undesignated)');
  await expect(section(page, 'Live Outcomes')).toContainText('Transferred to Another Agency (undesignated)');
  const seeded = seededMonth(3);
  await openMonth(page, seeded.year, seeded.month);
  await expect(section(page, 'Live Intakes')).toContainText('Transferred In-State from Agency');
  await expect(section(page, 'Live Intakes')).not.toContainText('(undesignated)');
  await expect(section(page, 'Live Outcomes')).not.toContainText('(undesignated)');
});

test('a viewer reads every species of a month but cannot edit or submit', async ({ page }) => {
  await signIn(page, 'viewer');
  const seeded = seededMonth(2);
  await openMonth(page, seeded.year, seeded.month);
  await expect(page.getByRole('heading', { name: 'Enter Shelter Intake and Outcome Data' })).toBeVisible();
  await expect(status(page)).not.toHaveText('…');
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Animal Types' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  const speciesButtons = page.getByRole('group', { name: 'Species' }).getByRole('button');
  const second = speciesButtons.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await page.goto(matrixPath(2022, 6));
  await expect(page.getByText('No data available')).toBeVisible();
});

test('a future month is locked: its address goes back to the options screen', async ({ page }) => {
  await signIn(page, 'manager');
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  await page.goto(matrixPath(next.getFullYear(), next.getMonth() + 1));
  await expect(page).toHaveURL(/\/data-entry$/);
});

test("an admin opens the manager's month through the location and organization in the address", async ({
  page,
  request,
}) => {
  const world = await workingLocation(request);
  await signIn(page, 'admin', `${matrixPath(2022, 7)}/${world.locationId}/${world.organizationId}`);
  await expect(section(page, 'Animal Counts')).toBeVisible();
  await expect(page.getByText(world.locationName, { exact: true })).toBeVisible();
  await expect(page.getByText('July 2022')).toBeVisible();
  await expect(editBar(page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
});

test('a count beyond the largest number is named on its input, and nothing of the species is saved', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await openMonth(page, 2022, 8);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  const intakes = section(page, 'Live Intakes');
  await startEditing(page);
  await section(page, 'Animal Counts').getByLabel('Beginning Count (in care)').fill('7');
  const input = intakes.getByLabel('Seized or Impounded Adult');
  await input.fill('3000000000');
  await intakes.getByLabel('Other Intakes Adult').fill('2');
  await editBar(page).getByRole('button', { name: 'Save' }).click();
  await expect(editBar(page).getByText('Failed to save data')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(intakes.getByLabel('Other Intakes Adult')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveValue('3000000000');
  expect(writes).toEqual([]);
  await editBar(page).getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(section(page, 'Live Intakes').getByTestId('group-total')).toHaveText('—');
  await expect(status(page)).toHaveText('Entry is Unbegun');
});

test("Auto Calculate begins the month with last month's ending counts, works out the ending count, and keeps a typed beginning count in foster", async ({
  page,
}) => {
  await signIn(page, 'manager');
  await openMonth(page, 2022, 9);
  const september = section(page, 'Animal Counts');
  await startEditing(page);
  await september.getByLabel('Ending Count (in care)').fill('30');
  await september.getByLabel('Ending Count (in foster)').fill('4');
  await saveSpecies(page);

  await openMonth(page, 2022, 10);
  // Last month's ending counts show beside the beginning counts, which are not entered yet.
  const counts = section(page, 'Animal Counts');
  const beginning = counts.getByRole('row', { name: /^Beginning Count/ });
  await expect(beginning).toContainText("Last month's Ending Count (in care): 30");
  await expect(beginning).toContainText("Last month's Ending Count (in foster): 4");
  // One edit: the intakes and outcomes typed count for Auto Calculate before they are saved.
  await startEditing(page);
  await section(page, 'Live Intakes').getByLabel('Stray at Large Adult').fill('6');
  await section(page, 'Live Outcomes').getByLabel('Adoption Adult').fill('2');
  await expect(counts.getByLabel('Beginning Count (in care)')).toHaveAccessibleDescription(
    "Last month's Ending Count (in care): 30",
  );
  await counts.getByRole('button', { name: 'Auto Calculate' }).click();
  await expect(counts.getByLabel('Beginning Count (in care)')).toHaveValue('30');
  await expect(counts).not.toContainText("Last month's");
  await expect(counts.getByLabel('Beginning Count (in foster)')).toHaveValue('4');
  await expect(counts.getByLabel('Ending Count (in care)')).toHaveValue('34');
  await expect(counts.getByLabel('Ending Count (in foster)')).toHaveValue('');
  await expect(counts).toContainText(/Your organization's intakes in 2022: [1-9]/);
  await counts.getByLabel('Ending Count (in foster)').fill('3');
  await counts.getByRole('button', { name: 'Auto Calculate' }).click();
  await expect(counts.getByLabel('Ending Count (in care)')).toHaveValue('35');
  // A beginning count in foster typed by hand is kept, and the ending count balances with it
  // (30 + 9 in foster + 6 − 2 − 3 in foster at the end).
  await counts.getByLabel('Beginning Count (in foster)').fill('9');
  await counts.getByRole('button', { name: 'Auto Calculate' }).click();
  await expect(counts.getByLabel('Beginning Count (in foster)')).toHaveValue('9');
  await expect(counts.getByLabel('Ending Count (in care)')).toHaveValue('40');
  await saveSpecies(page);
  await expect(counts.getByRole('row', { name: /^Ending Count/ })).toContainText('43');
  await expect(counts.getByRole('row', { name: /^Beginning Count/ })).toContainText('39');
  // Begun in care as last month ended: only the foster count, typed otherwise, keeps its note.
  await expect(counts).not.toContainText("Last month's Ending Count (in care)");
  await page.reload();
  await expect(section(page, 'Animal Counts').getByRole('row', { name: /^Beginning Count/ })).toContainText(
    '9',
  );
});
