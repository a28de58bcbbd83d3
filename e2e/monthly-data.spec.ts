/**
 * The month's numbers reach the home at once (issue 4, Done means): a manager opens an unbegun month from
 * its home tile, enters it in full for two species, and back on the home the tile reads Complete, the
 * year-to-date table holds the new totals and the overview graph draws them. Writes only June 2021 of
 * the manager's location (a month no other journey touches); the tiles reach 2021 from the current
 * year by the browser's clock.
 */
import type { Locator, Page } from '@playwright/test';
import { chooseSpecies, enterFullSpecies, section, status } from './matrix-steps';
import { expectYear, monthPath, tileRegion } from './record-status';
import { expect, mainNavigation, signIn, test } from './support';

const YEAR = 2021;
const MONTH = 6;
const TILE = `June ${YEAR}`;
const IOD = 'Intake and Outcome Data';

const iodColumn = (page: Page) => page.getByRole('region', { name: IOD });
const graph = (column: Locator) =>
  column.getByRole('figure', { name: `Total live intakes per month, ${YEAR}` });
const ytdTable = (column: Locator) => column.getByRole('table', { name: `Year-to-date totals ${YEAR}` });

/**
 * The intake card of the home on 2021: back from the year it shows with Previous year. The card has one
 * year selector for its tiles, graph and tables (issue 14 §6).
 */
async function cardOf2021(page: Page): Promise<Locator> {
  const column = iodColumn(page);
  const year = column.getByRole('group', { name: 'Year', exact: true });
  await expect(year).toContainText(/\d{4}/);
  let shown = Number((await year.textContent())?.match(/\d{4}/)?.[0]);
  while (shown > YEAR) {
    await column.getByRole('button', { name: 'Previous year' }).click();
    shown -= 1;
    await expect(year).toContainText(String(shown));
  }
  return column;
}

/** The home's tiles of 2021. */
async function tilesOf2021(page: Page): Promise<Locator> {
  await cardOf2021(page);
  const tiles = tileRegion(page, 'data-entry');
  await expectYear(tiles, YEAR);
  return tiles;
}

/** The overview (graph, year-to-date and category tables) of the intake column for 2021. */
async function overviewOf2021(page: Page): Promise<Locator> {
  const column = await cardOf2021(page);
  await expect(ytdTable(column)).toBeVisible();
  return column;
}

test('a month entered in full turns its tile Complete and shows in the year-to-date table and the graph', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'manager');

  // Before: the month is unbegun and the year holds no intake records.
  let column = await overviewOf2021(page);
  await expect(ytdTable(column).locator('tbody tr')).toHaveText(['No data found']);
  await expect(graph(column)).toContainText('No data found');
  let tiles = await tilesOf2021(page);
  const enter = tiles.getByRole('link', { name: `Enter ${TILE}: Entry is Unbegun`, exact: true });
  await expect(enter).toHaveText('Enter');

  // The tile opens the month; two species, every group filled and balanced.
  await enter.click();
  await expect(page).toHaveURL(monthPath('data-entry', YEAR, MONTH));
  await expect(section(page, 'Animal Counts')).toBeVisible();
  await chooseSpecies(page, ['Canines', 'Felines']);
  await enterFullSpecies(page, 8, 11);
  await page.getByRole('button', { name: 'Felines' }).click();
  await enterFullSpecies(page, 8, 11);
  await expect(status(page)).toHaveText('Entry is Complete');

  // After: back on the home without reloading the page, the widgets show what the save changed.
  await mainNavigation(page).getByRole('link', { name: 'Home' }).click();
  tiles = await tilesOf2021(page);
  await expect(
    tiles.getByRole('link', { name: `Complete ${TILE}: Entry is Complete`, exact: true }),
  ).toHaveText('Complete');
  column = await overviewOf2021(page);
  // Every intake field is 1: 8 categories × 3 age groups = 24 per species; live outcomes 7 × 3,
  // other outcomes 4 × 3 (after March 2021 the undesignated transfers are not entered).
  await expect(ytdTable(column).locator('tbody tr')).toHaveText([
    /^Canines\s*24\s*21\s*12$/,
    /^Felines\s*24\s*21\s*12$/,
  ]);
  await expect(graph(column)).not.toContainText('No data found');
  await expect(graph(column).locator('[data-bar]').first()).toBeVisible();
});
