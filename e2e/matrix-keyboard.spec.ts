/**
 * A whole species entered with the keyboard only (issue 14 §3, Done means): Enter on Edit, digits, Tab
 * and the arrows between the counts, Enter to save; read back after a reload. Writes December 2022 of
 * the manager's location, a month no other journey touches.
 */
import type { Page } from '@playwright/test';
import { chooseSpecies, editBar, openMonth, section, speciesButton, status } from './matrix-steps';
import { expect, signIn, test } from './support';

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

test('a manager enters a whole species with the keyboard only, and it reads back after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'manager');
  await openMonth(page, 2022, 12);
  await chooseSpecies(page, ['Canines', 'Felines']);
  await expect(status(page)).toHaveText('Entry is Unbegun');

  // Edit by keyboard: the caret lands in the first count.
  await editBar(page).getByRole('button', { name: 'Edit', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedLabel(page)).toBe('Beginning Count (in care)');

  // Animal Counts with Tab: 50 and 5 in foster at the start, 41 and 5 at the end (balanced).
  for (const value of ['50', '5', '41', '5']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  // Live Intakes with Tab, row by row (8 categories × 3 age groups).
  await expect.poll(() => focusedLabel(page)).toBe('Stray at Large Adult');
  for (let i = 0; i < 24; i += 1) {
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
  }
  // Live Outcomes and Other Outcomes column by column with the arrows: down across both groups
  // (7 + 4 rows), back up, then right to the next age group.
  await expect.poll(() => focusedLabel(page)).toBe('Adoption Adult');
  for (let column = 0; column < 3; column += 1) {
    for (let row = 0; row < 11; row += 1) {
      await page.keyboard.type('1');
      if (row < 10) await page.keyboard.press('ArrowDown');
    }
    for (let row = 0; row < 10; row += 1) await page.keyboard.press('ArrowUp');
    if (column < 2) await page.keyboard.press('ArrowRight');
  }
  await expect.poll(() => focusedLabel(page)).toBe('Adoption Age Unknown');
  await expect(section(page, 'Live Intakes').getByTestId('group-total')).toHaveText('24');
  await expect(section(page, 'Other Outcomes').getByTestId('group-total')).toHaveText('12');

  // Enter saves the whole species at once.
  await page.keyboard.press('Enter');
  await expect(editBar(page).getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(speciesButton(page, 'Canines')).toHaveAccessibleName('Canines, complete');

  await page.reload();
  await expect(status(page)).toHaveText('Entry is Incomplete');
  await expect(page.getByTestId('missing-summary')).toContainText(
    'Felines: Animal Counts, Live Intakes, Live Outcomes, Other Outcomes',
  );
  await expect(speciesButton(page, 'Canines')).toHaveAccessibleName('Canines, complete');
  await expect(section(page, 'Live Intakes').getByTestId('group-total')).toHaveText('24');
  await expect(section(page, 'Live Outcomes').getByTestId('group-total')).toHaveText('21');
  await expect(section(page, 'Other Outcomes').getByTestId('group-total')).toHaveText('12');
  const counts = section(page, 'Animal Counts');
  await expect(counts.getByRole('row', { name: /^Beginning Count/ })).toContainText('50555');
  await expect(counts.getByRole('row', { name: /^Ending Count/ })).toContainText('41546');
  await expect(page.getByTestId('balance-warnings')).toHaveCount(0);
});
