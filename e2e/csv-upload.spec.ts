/**
 * CSV upload (000 §2, §5, §8; docs/api-files.md): the example CSV downloaded from the screen is a valid
 * upload of zeros, wrong headers get the Invalid CSV Headers screen, wrong values are listed by row and
 * column with nothing saved, the drop zone takes one .csv file, and a file over a month already entered
 * asks before it replaces it. Each journey writes its own month of 2019 at the demo manager's working
 * location (a year no other journey touches); the browser clock is pinned to the month after it, since
 * the example CSV covers last month.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  CSV_UPLOAD_MAX_LISTED_ERRORS,
  EXAMPLE_CSV_FILE_NAMES,
  statusLabel,
  UPLOAD_MESSAGES,
} from '@sac/domain';
import { workingLocation } from './api-session';
import {
  csvFile,
  exampleRows,
  parseCsv,
  renameHeader,
  replaceCell,
  requiredCsvHeaders,
  toCsvText,
} from './csv-files';
import { expectMonthSaved, expectNothingSaved, monthStatus } from './csv-upload-checks';
import { fillGroup, openMonth, section } from './matrix-steps';
import { tileRegion } from './record-status';
import { expect, mainNavigation, signIn, signOut, test } from './support';

const fileInput = (page: Page) => page.getByLabel('CSV file');
const submit = (page: Page) => page.getByRole('button', { name: 'Upload CSV' });
const chosenFile = (page: Page) => page.getByRole('group', { name: 'Chosen file' });

/** Download Example CSV: the file's name and content, checked to start with the upload's headers. */
async function downloadExample(page: Page, type: 'intake_outcome' | 'services') {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: UPLOAD_MESSAGES.downloadExample }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(EXAMPLE_CSV_FILE_NAMES[type]);
  const text = readFileSync(await file.path(), 'utf8');
  const rows = parseCsv(text);
  expect(rows[0]).toEqual(requiredCsvHeaders(type));
  // Every count 0: nobody can take the example for their own data.
  const countColumns = rows[0]!.map((name, i) => (/Date$/.test(name) ? -1 : i)).filter((i) => i >= 4);
  for (const row of rows.slice(1))
    expect(countColumns.map((i) => row[i])).toEqual(countColumns.map(() => '0'));
  return { text, rows };
}

/** The confirmation shown before an upload replaces data already entered. */
const replaceDialog = (page: Page) => page.getByRole('dialog', { name: 'Replace data already entered?' });

test('a manager uploads the example CSV of the screen: the month is complete with its zeros', async ({
  page,
  request,
}) => {
  const { api, locationId, locationName } = await workingLocation(request);
  await page.clock.setFixedTime(new Date('2019-07-15T12:00:00'));
  await signIn(page, 'manager');
  // The home of 2019 (the browser's year) is read first, so that its tiles are in the app's cache.
  await page.goto('/');
  const tiles = tileRegion(page, 'data-entry');
  await expect(
    tiles.getByRole('link', { name: 'Enter June 2019: Entry is Unbegun', exact: true }),
  ).toBeVisible();
  await mainNavigation(page).getByRole('link', { name: 'Intake/Outcome Upload CSV' }).click();
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.defaultTitle })).toBeVisible();
  await expect(
    page.getByText(`Intake and outcome data for ${locationName} (location ID ${locationId})`),
  ).toBeVisible();
  await expect(submit(page)).toBeDisabled();

  const { text, rows } = await downloadExample(page, 'intake_outcome');
  // June 2019, one row per species of the organization.
  expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual(
    rows.slice(1).map(() => [locationId, '2019', '6']),
  );
  await fileInput(page).setInputFiles(csvFile(EXAMPLE_CSV_FILE_NAMES.intake_outcome, text));
  await expect(chosenFile(page)).toContainText(EXAMPLE_CSV_FILE_NAMES.intake_outcome);
  await submit(page).click();

  // An empty month: uploaded without asking.
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.complete })).toBeVisible();
  await expect(replaceDialog(page)).toHaveCount(0);
  await expect(page.getByText(`${rows.length - 1} rows saved for June 2019.`)).toBeVisible();
  await expectMonthSaved(api, 'intake_outcome', locationId, rows);
  expect(statusLabel(await monthStatus(api, 'intake_outcome', locationId, 2019, 6))).toBe(
    'Entry is Complete',
  );
  await page.getByRole('link', { name: UPLOAD_MESSAGES.viewMyData }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    tiles.getByRole('link', { name: 'Complete June 2019: Entry is Complete', exact: true }),
  ).toHaveText('Complete');
});

test('a file with wrong headers gets the Invalid CSV Headers screen naming them', async ({
  page,
  request,
}) => {
  const { locationId } = await workingLocation(request);
  const example = exampleRows('intake_outcome', { locationId, year: 2019, month: 7 });
  const wrong = renameHeader(renameHeader(example, 'species', 'Species'), 'adultStrayAtLargeCount', 'strays');
  await signIn(page, 'manager', '/data-entry/upload');
  await fileInput(page).setInputFiles(csvFile('june.csv', toCsvText(wrong)));
  await submit(page).click();

  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.invalidHeadersTitle })).toBeVisible();
  await expect(page.getByText(UPLOAD_MESSAGES.labelLikeExample)).toBeVisible();
  await expect(page.getByText(UPLOAD_MESSAGES.missingColumnsRejected)).toBeVisible();
  await expect(page.getByRole('button', { name: UPLOAD_MESSAGES.downloadExample })).toBeVisible();
  const missing = page.getByRole('list', { name: 'Missing columns' });
  await expect(missing.getByRole('listitem')).toHaveText(['species', 'adultStrayAtLargeCount']);
  const unknown = page.getByRole('list', { name: 'Unknown columns' });
  await expect(unknown.getByRole('listitem')).toHaveText(['Species (should be species)', 'strays']);

  // A services file on the intake and outcome screen is recognised and sent to its own screen.
  await page.getByRole('button', { name: 'Choose another file' }).click();
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.defaultTitle })).toBeVisible();
  const services = exampleRows('services', { locationId, year: 2019, month: 7 });
  await fileInput(page).setInputFiles(csvFile('services.csv', toCsvText(services)));
  await submit(page).click();
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.invalidHeadersTitle })).toBeVisible();
  await expect(page.getByText('This file holds community services data')).toBeVisible();
  await page.getByRole('link', { name: 'Go to that upload screen' }).click();
  await expect(page).toHaveURL(/\/services\/upload$/);
});

test('a file with a bad value lists the row and column, saves nothing, and can be fixed and sent again', async ({
  page,
  request,
}) => {
  const { api, locationId } = await workingLocation(request);
  const example = exampleRows('intake_outcome', { locationId, year: 2019, month: 8 });
  const bad = replaceCell(replaceCell(example, 2, 'adultStrayAtLargeCount', 'abc'), 3, 'species', 'dragon');
  await signIn(page, 'manager', '/data-entry/upload');
  await fileInput(page).setInputFiles(csvFile('august.csv', toCsvText(bad)));
  await submit(page).click();

  const problems = page.getByRole('list', { name: 'Problems in the file' });
  await expect(problems).toContainText('Row 2, column adultStrayAtLargeCount: "abc"');
  await expect(problems).toContainText('Row 3, column species: "dragon"');
  await expect(page.getByRole('alert').filter({ hasText: 'nothing was saved' })).toBeVisible();
  await expectNothingSaved(api, 'intake_outcome', locationId, 2019, 8);

  await fileInput(page).setInputFiles(csvFile('august.csv', toCsvText(example)));
  await expect(problems).toBeHidden();
  // The upload is held back (not yet sent to the server) until the screen has been seen waiting for it.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/file_imports', async (route) => {
    await held;
    await route.continue();
  });
  await submit(page).click();
  await expect(submit(page)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove august.csv' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.complete })).toBeVisible();
  await expectMonthSaved(api, 'intake_outcome', locationId, example);
});

test('a file with more problems than are listed says how many there are in all', async ({
  page,
  request,
}) => {
  const { api, locationId } = await workingLocation(request);
  const example = exampleRows('services', {
    locationId,
    year: 2019,
    month: 12,
    species: ['canine', 'feline'],
  });
  const counts = example[0]!.slice(4);
  const bad = counts.reduce(
    (rows, column) => replaceCell(replaceCell(rows, 2, column, '-1'), 3, column, 'x'),
    example,
  );
  await signIn(page, 'manager', '/services/upload');
  await fileInput(page).setInputFiles(csvFile('december.csv', toCsvText(bad)));
  await submit(page).click();
  const problems = page.getByRole('list', { name: 'Problems in the file' });
  await expect(problems.getByRole('listitem')).toHaveCount(CSV_UPLOAD_MAX_LISTED_ERRORS);
  await expect(
    page.getByText(UPLOAD_MESSAGES.tooManyErrors(counts.length * 2, CSV_UPLOAD_MAX_LISTED_ERRORS)),
  ).toBeVisible();
  await expectNothingSaved(api, 'services', locationId, 2019, 12);
});

test('the drop zone takes one .csv file, says what it refuses under it, and Upload waits for a file', async ({
  page,
}) => {
  await signIn(page, 'manager', '/data-entry/upload');
  await expect(submit(page)).toBeDisabled();
  const dropZone = page.getByText('Drag your CSV file here or click to choose it');

  await fileInput(page).setInputFiles(csvFile('june.txt', 'locationId\n1\n', 'text/plain'));
  const refusal = page.getByRole('alert').filter({ hasText: UPLOAD_MESSAGES.onlyCsv });
  await expect(refusal).toBeVisible();
  const zoneBox = (await dropZone.boundingBox())!;
  expect((await refusal.boundingBox())!.y).toBeGreaterThan(zoneBox.y + zoneBox.height);
  await expect(submit(page)).toBeDisabled();

  const tooLarge = Buffer.alloc(8 * 1024 * 1024 + 1, 'a');
  await fileInput(page).setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: tooLarge });
  await expect(page.getByText(UPLOAD_MESSAGES.fileTooLarge)).toBeVisible();
  await expect(submit(page)).toBeDisabled();

  // Two files dropped at once.
  const twoFiles = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['a'], 'a.csv', { type: 'text/csv' }));
    transfer.items.add(new File(['b'], 'b.csv', { type: 'text/csv' }));
    return transfer;
  });
  await dropZone.dispatchEvent('drop', { dataTransfer: twoFiles });
  await expect(page.getByText(UPLOAD_MESSAGES.oneFile)).toBeVisible();

  // Windows labels a CSV application/vnd.ms-excel when Excel is installed: taken by its name.
  await fileInput(page).setInputFiles(
    csvFile('June 2019.CSV', 'locationId\n1\n', 'application/vnd.ms-excel'),
  );
  await expect(chosenFile(page)).toContainText('June 2019.CSV');
  await expect(page.getByText(UPLOAD_MESSAGES.oneFile)).toBeHidden();
  await expect(submit(page)).toBeEnabled();
  await page.getByRole('button', { name: 'Remove June 2019.CSV' }).click();
  await expect(chosenFile(page)).toBeHidden();
  await expect(submit(page)).toBeDisabled();

  await page.getByRole('link', { name: UPLOAD_MESSAGES.enterDifferently }).click();
  await expect(page).toHaveURL(/\/data-entry$/);
});

test('a viewer is sent away from the upload screens; an admin uploads through the admin route', async ({
  page,
  request,
}) => {
  await signIn(page, 'viewer');
  for (const path of ['/data-entry/upload', '/services/upload']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }

  const { api, locationId, organizationId, locationName } = await workingLocation(request);
  const rows = exampleRows('intake_outcome', { locationId, year: 2019, month: 9 });
  await signOut(page);
  await signIn(page, 'admin', `/data-entry/upload/${locationId}/${organizationId}`);
  await expect(page.getByText(`Intake and outcome data for ${locationName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: UPLOAD_MESSAGES.enterDifferently })).toHaveAttribute(
    'href',
    `/data-entry-admin/${locationId}/${organizationId}`,
  );
  await fileInput(page).setInputFiles(csvFile('september.csv', toCsvText(rows)));
  await submit(page).click();
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.complete })).toBeVisible();
  await expectMonthSaved(api, 'intake_outcome', locationId, rows);
});

test('a manager uploads the services example CSV of the services screen', async ({ page, request }) => {
  const { api, locationId } = await workingLocation(request);
  await page.clock.setFixedTime(new Date('2019-11-15T12:00:00'));
  await signIn(page, 'manager', '/services/upload');
  await expect(page.getByText(/^Community services data for/)).toBeVisible();
  const { text, rows } = await downloadExample(page, 'services');
  expect(rows[1]!.slice(0, 3)).toEqual([locationId, '2019', '10']);
  await fileInput(page).setInputFiles(csvFile(EXAMPLE_CSV_FILE_NAMES.services, text));
  await submit(page).click();
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.complete })).toBeVisible();
  await expect(page.getByText(`${rows.length - 1} rows saved for October 2019.`)).toBeVisible();
  await expectMonthSaved(api, 'services', locationId, rows);
  // The example's services are all 0: a complete month in which no services were provided.
  expect(statusLabel(await monthStatus(api, 'services', locationId, 2019, 10))).toBe(
    'Entry is Complete, No Services Provided',
  );
});

test('an upload over a month typed by hand names it and its animal types first: Cancel keeps it, Replace data replaces it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { api, locationId } = await workingLocation(request);
  await page.clock.setFixedTime(new Date('2019-06-15T12:00:00'));
  await signIn(page, 'manager');
  // May 2019 typed by hand: the Live Intakes of the first two animal types of the month.
  await openMonth(page, 2019, 5);
  const speciesButtons = page.getByRole('group', { name: 'Species' }).getByRole('button');
  const typed = (await speciesButtons.allTextContents()).slice(0, 2);
  for (const label of typed) {
    await speciesButtons.filter({ hasText: label }).click();
    await fillGroup(section(page, 'Live Intakes'), '3');
  }
  const typedCounts = async () => {
    const answer = await api.get(
      `/api/v1/animal_intakes?filter[location_id][eq]=${locationId}&filter[year_of_record][eq]=2019&filter[month_of_record][eq]=5`,
    );
    return (answer.data as { attributes: Record<string, unknown> }[])
      .map((r) => [r.attributes.species, r.attributes.adult_stray_at_large_count])
      .sort();
  };
  const before = await typedCounts();
  expect(before.filter(([, count]) => count === 3)).toHaveLength(typed.length);

  await page.goto('/data-entry/upload');
  const { text, rows } = await downloadExample(page, 'intake_outcome');
  expect(rows[1]!.slice(0, 3)).toEqual([locationId, '2019', '5']);
  await fileInput(page).setInputFiles(csvFile(EXAMPLE_CSV_FILE_NAMES.intake_outcome, text));
  await submit(page).click();
  const dialog = replaceDialog(page);
  await expect(dialog.getByRole('listitem')).toHaveText([
    `This replaces data already entered for May 2019: ${typed.join(', ')}`,
  ]);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(chosenFile(page)).toContainText(EXAMPLE_CSV_FILE_NAMES.intake_outcome);
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.complete })).toHaveCount(0);
  expect(await typedCounts()).toEqual(before);

  await submit(page).click();
  await dialog.getByRole('button', { name: 'Replace data' }).click();
  await expect(page.getByRole('heading', { name: UPLOAD_MESSAGES.complete })).toBeVisible();
  await expect(page.getByText(`${rows.length - 1} rows saved for May 2019.`)).toBeVisible();
  await expectMonthSaved(api, 'intake_outcome', locationId, rows);
});
