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

export async function saveGroup(group: Locator) {
  await group.getByRole('button', { name: 'Save' }).click();
  await expect(group.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
}

/**
 * Fills every input of a group with `value` and saves it. The inputs are looked up once, when editable
 * (a role query over a big matrix costs more than typing into the box).
 */
export async function fillGroup(group: Locator, value: string) {
  await group.getByRole('button', { name: 'Edit', exact: true }).click();
  const inputs = group.getByRole('textbox');
  await expect(inputs.first()).toBeEditable();
  for (const input of await inputs.elementHandles()) await input.fill(value);
  await saveGroup(group);
}

/** A balanced species: every intake and outcome 1; beginning 50 + 5 in foster, ending 41 + 5 in foster. */
export async function enterFullSpecies(page: Page, intakeRows: number, outcomeRows: number) {
  await fillGroup(section(page, 'Live Intakes'), '1');
  await fillGroup(section(page, 'Live Outcomes'), '1');
  await fillGroup(section(page, 'Other Outcomes'), '1');
  const counts = section(page, 'Animal Counts');
  await counts.getByRole('button', { name: 'Edit', exact: true }).click();
  await counts.getByLabel('Beginning Count (in care)').fill('50');
  await counts.getByLabel('Beginning Count (in foster)').fill('5');
  await counts.getByLabel('Ending Count (in foster)').fill('5');
  await counts.getByLabel('Ending Count (in care)').fill(String(50 + intakeRows * 3 - outcomeRows * 3));
  await saveGroup(counts);
}
