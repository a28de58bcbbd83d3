/**
 * Steps of the intake/outcome matrix journeys (000 §2, §4): open a month, choose its animal types, fill
 * and save a group, enter a whole balanced species.
 */
import type { Locator, Page } from '@playwright/test';
import { SPECIES } from '@sac/domain';
import { expect } from './support';

export const matrixPath = (year: number, month: number) => `/data-entry/${year}/${month}`;

export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const status = (page: Page) => page.getByTestId('entry-status');
export const animalTypes = (page: Page) => page.getByTestId('animal-types');

/** Opens a month and waits for its matrix (the default species' records are created on an empty month). */
export async function openMonth(page: Page, year: number, month: number) {
  await page.goto(matrixPath(year, month));
  await expect(section(page, 'Animal Counts')).toBeVisible();
}

/** Edits the animal types to exactly `keep`, confirming removals. */
export async function chooseSpecies(page: Page, keep: string[]) {
  // On a phone the Details panel starts folded.
  const unfold = page.getByRole('button', { name: 'Show details' });
  if (await unfold.isVisible()) await unfold.click();
  await page.getByRole('button', { name: 'Edit Animal Types' }).click();
  let removing = false;
  for (const { label } of SPECIES) {
    const box = page.getByRole('checkbox', { name: label, exact: true });
    if ((await box.isChecked()) && !keep.includes(label)) removing = true;
    await box.setChecked(keep.includes(label));
  }
  await page.getByRole('button', { name: 'Save Animal Types' }).click();
  if (removing) await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(animalTypes(page)).toHaveText(keep.join(', '));
}

/** The species' Edit/Save bar (one edit mode for the whole species: issue 14 §3). */
export const editBar = (page: Page) => page.getByTestId('species-edit-bar');

/** Edit: every group of the species turns into inputs. */
export async function startEditing(page: Page) {
  await editBar(page).getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(editBar(page).getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

/** Save: every changed group of the species is saved, and the matrix is back in view mode. */
export async function saveSpecies(page: Page) {
  await editBar(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editBar(page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

/**
 * Fills every input of a group with `value` (the species in edit mode). The inputs are looked up once
 * (a role query over a big matrix costs more than typing into the box).
 */
export async function fillInputs(group: Locator, value: string) {
  const inputs = group.getByRole('textbox');
  await expect(inputs.first()).toBeEditable();
  for (const input of await inputs.elementHandles()) await input.fill(value);
}

/**
 * Edit, fill every input of one group with `value`, Save. Takes `(group, value)`; `(page, group, value)`
 * is kept for the callers written while the steps changed.
 */
export async function fillGroup(...args: [Locator, string] | [Page, Locator, string]) {
  const [group, value] = args.length === 2 ? args : [args[1], args[2]];
  await startEditing(group.page());
  await fillInputs(group, value);
  await saveSpecies(group.page());
}

/**
 * A balanced species in one Edit and one Save: every intake and outcome 1; beginning 50 + 5 in foster,
 * ending 41 + 5 in foster.
 */
export async function enterFullSpecies(page: Page, intakeRows: number, outcomeRows: number) {
  await startEditing(page);
  await fillInputs(section(page, 'Live Intakes'), '1');
  await fillInputs(section(page, 'Live Outcomes'), '1');
  await fillInputs(section(page, 'Other Outcomes'), '1');
  const counts = section(page, 'Animal Counts');
  await counts.getByLabel('Beginning Count (in care)').fill('50');
  await counts.getByLabel('Beginning Count (in foster)').fill('5');
  await counts.getByLabel('Ending Count (in foster)').fill('5');
  await counts.getByLabel('Ending Count (in care)').fill(String(50 + intakeRows * 3 - outcomeRows * 3));
  await saveSpecies(page);
}

/** The species buttons' names start with the species; a completion mark follows ("Canines, complete"). */
export const speciesButton = (page: Page, label: string) =>
  page.getByRole('group', { name: 'Species' }).getByRole('button', { name: new RegExp(`^${label}\\b`) });
