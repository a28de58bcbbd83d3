/**
 * Tutorials 2 and 3, as the demo manager of Riverbend Main Shelter: a month uploaded as a CSV file (the
 * steps of e2e/csv-upload.spec.ts, on last month, which the demo leaves empty) and a month entered by hand
 * in the intake and outcome matrix (e2e/matrix-steps.ts, on the month nine months back, which the demo
 * opened but left blank).
 */
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { DEMO, logIn, openPortal } from './cast.mjs';
import { dismissToasts } from './recorder.mjs';

// The domain's month names and balanced counts, read from its TypeScript source.
const domain = await tsImport('@sac/domain', import.meta.url);
const { MONTH_NAMES } = domain;

/** The example file downloaded from the screen, its zeros replaced by the domain's balanced counts. */
async function filledExample(exampleText) {
  const rows = exampleText
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(','));
  const [locationId, year, month] = rows[1];
  const species = rows.slice(1).map((row) => row[3]);
  const options = { locationId, year: Number(year), month: Number(month), species, counts: 'balanced' };
  const text = domain.buildExampleCsv('intake_outcome', options);
  return { text, name: `intake-outcome-${MONTH_NAMES[Number(month) - 1].toLowerCase()}-${year}.csv` };
}

async function uploadCsv({ rec, browser, base }) {
  const page = await openPortal(browser, base);
  await logIn(rec, page, DEMO.manager, "Log in as your organization's manager");
  await rec.click(
    page,
    'Under Intake/Outcome Data, choose Upload CSV',
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', {
      name: 'Intake/Outcome Upload CSV',
    }),
  );
  const download = page.waitForEvent('download');
  await rec.click(
    page,
    'Download the example CSV: its columns, and a row per animal type for last month',
    page.getByRole('button', { name: 'Download Example CSV' }),
  );
  const file = await filledExample(readFileSync(await (await download).path(), 'utf8'));
  await rec.frame(page, 'Type your counts into that file, keep its header row, then drop it here', [
    page.locator('.mantine-Dropzone-root'),
  ]);
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
  await rec.click(
    page,
    "Check the file's name, then press Upload CSV",
    page.getByRole('button', { name: 'Upload CSV' }),
    {
      highlight: [
        page.getByRole('group', { name: 'Chosen file' }),
        page.getByRole('button', { name: 'Upload CSV' }),
      ],
    },
  );
  const saved = page.getByText(/rows saved for/);
  await saved.waitFor({ timeout: 60_000 });
  await rec.frame(page, 'Done: every row is checked and saved. A mistake is named by row and column', [
    saved,
  ]);
  const [, monthName, year] = (await saved.textContent()).match(/saved for (\w+) (\d{4})/);
  await rec.click(page, 'Press View My Data', page.getByRole('link', { name: 'View My Data' }));
  const tile = page.getByRole('link', { name: `Complete ${monthName} ${year}: Entry is Complete` });
  await tile.waitFor();
  await rec.frame(page, `${monthName} ${year} now reads Complete on your home`, [tile]);
  await page.context().close();
}

/** The month nine months back: the demo opened it without entering anything. */
function blankMonth(now = new Date()) {
  const date = new Date(now.getFullYear(), now.getMonth() - 9, 1);
  return { year: date.getFullYear(), month: date.getMonth() + 1 };
}

/** Counts typed into a group's inputs, row by row (adult, up to 5 months, age unknown). */
const COUNTS = {
  'Live Intakes': [6, 3, 0, 4, 2, 0, 0, 0, 0, 2, 1, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
  'Live Outcomes': [8, 3, 0, 2, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  'Other Outcomes': [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
};

const section = (page, name) => page.getByRole('region', { name, exact: true });
const editBar = (page) => page.getByTestId('species-edit-bar');

async function typeGroup(page, name, scale = 1) {
  const inputs = await section(page, name).getByRole('textbox').all();
  for (const [i, input] of inputs.entries()) {
    await input.fill(String(Math.ceil((COUNTS[name][i] ?? 0) * scale)));
  }
}

/** Edit, the three groups, the ending count in foster, Auto Calculate, Save: one species, off camera. */
async function enterSpecies(page, scale) {
  await editBar(page).getByRole('button', { name: 'Edit', exact: true }).click();
  for (const name of Object.keys(COUNTS)) await typeGroup(page, name, scale);
  await section(page, 'Animal Counts').getByLabel('Ending Count (in foster)').fill('4');
  await page.getByRole('button', { name: 'Auto Calculate' }).click();
  await editBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await editBar(page).getByRole('button', { name: 'Edit', exact: true }).waitFor();
}

async function enterManually({ rec, browser, base }) {
  const { year, month } = blankMonth();
  const page = await openPortal(browser, base);
  await logIn(rec, page, DEMO.manager, "Log in as your organization's manager");
  await rec.click(
    page,
    'Under Intake and Outcome Data, press Enter Data',
    page.getByRole('link', { name: 'Enter Data' }).first(),
  );
  const picker = page.getByRole('button', { name: /Month of Record/ });
  await picker.click();
  const lastMonth = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
  if (lastMonth.getFullYear() !== year) await page.getByRole('button', { name: 'Previous year' }).click();
  const monthButton = page.getByRole('button', {
    name: new RegExp(`^${MONTH_NAMES[month - 1].slice(0, 3)},`),
  });
  await rec.frame(page, 'Keep Enter Data Manually and pick the month: each shows its status', [monthButton]);
  await monthButton.click();
  await rec.click(page, 'Press Continue', page.getByRole('button', { name: 'Continue' }));
  await section(page, 'Animal Counts').waitFor();
  await rec.frame(page, 'Your animal types are listed here; Edit Animal Types changes them', [
    page.getByRole('button', { name: 'Edit Animal Types' }),
    page.getByRole('group', { name: 'Species' }),
  ]);
  await rec.click(
    page,
    'Press Edit to type the counts of the first animal type',
    editBar(page).getByRole('button', { name: 'Edit', exact: true }),
  );
  for (const [name, caption] of [
    ['Live Intakes', 'Type the live intakes of the month, by age'],
    ['Live Outcomes', 'Then the live outcomes'],
    ['Other Outcomes', 'And the other outcomes'],
  ]) {
    await typeGroup(page, name);
    await rec.frame(page, caption, [section(page, name)]);
  }
  const counts = section(page, 'Animal Counts');
  await rec.fill(page, 'Type the ending count in foster', [
    [counts.getByLabel('Ending Count (in foster)'), '4'],
  ]);
  await rec.click(
    page,
    "Auto Calculate fills the rest: last month's ending counts begin this one",
    page.getByRole('button', { name: 'Auto Calculate' }),
  );
  await rec.click(
    page,
    'Check the counts and press Save',
    editBar(page).getByRole('button', { name: 'Save', exact: true }),
    { highlight: [counts] },
  );
  await editBar(page).getByRole('button', { name: 'Edit', exact: true }).waitFor();
  const others = await page.getByRole('group', { name: 'Species' }).getByRole('button').all();
  await others[1].click();
  await enterSpecies(page, 0.5);
  for (const button of others.slice(2)) {
    await button.click();
    await enterSpecies(page, 0.3);
  }
  await rec.frame(page, 'Enter every animal type the same way: each is marked when complete', [
    page.getByRole('group', { name: 'Species' }),
  ]);
  await dismissToasts(page);
  await rec.click(page, 'Press Submit', page.getByRole('button', { name: 'Submit' }));
  await page.getByText('All data submitted.').waitFor();
  await dismissToasts(page);
  await rec.frame(page, `All data submitted: ${MONTH_NAMES[month - 1]} ${year} is complete`, [
    page.getByTestId('entry-status'),
  ]);
  await page.context().close();
}

export const DATA_ENTRY_TUTORIALS = [
  { index: 2, title: 'Enter data with CSV upload', record: uploadCsv },
  { index: 3, title: 'Enter data manually', record: enterManually },
];
