/**
 * Shared steps of the status tile journeys (admin home, organization home): what the tiles of a location's
 * year must show, computed from the API's GET /api/v1/data_entry_status and the domain's rules.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { displayMonthStatus, formatMonthYear, type MonthStatus, statusLabel, toCamelCase } from '@sac/domain';
import { type apiSession, workingLocation } from './api-session';
import { expect } from './support';

type Api = Awaited<ReturnType<typeof apiSession>>;
export type TileAction = 'data-entry' | 'services';

/** The month entry routes (000 §2), admins' variant naming the location and organization. */
export const monthPath = (
  action: TileAction,
  year: number,
  month: number,
  target?: { location: string; organizationId: string },
) => `/${action}/${year}/${month}${target ? `/${target.location}/${target.organizationId}` : ''}`;

export const TILE_REGIONS: Record<TileAction, string> = {
  'data-entry': 'Intake and outcome record status',
  services: 'Services record status',
};

/** `label` names the month's status ("March 2025: Entry is Complete"); a link reads `text` first. */
export type ExpectedTile = { month: number; status: MonthStatus; label: string; text: string | null };

/** A tile link's accessible name: its visible text first (WCAG 2.5.3), then the month's status. */
export const tileLinkName = (text: string, label: string) => `${text} ${label}`;

const LINK_TEXT: Record<string, string> = {
  complete: 'Complete',
  completeServicesProvided: 'Complete',
  completeNoServicesProvided: 'Complete',
  incomplete: 'In Progress',
  inProgress: 'In Progress',
  unbegun: 'Enter',
};

/** The API's statuses of a location's year, as the tiles must show them (future months locked). */
export async function expectedTiles(
  api: Api,
  locationId: string,
  action: TileAction,
  year: number,
  now = new Date(),
): Promise<ExpectedTile[]> {
  const filter = action === 'services' ? '&filter[action][eq]=services' : '';
  const answer = await api.get(
    `/api/v1/data_entry_status?filter[location_id][eq]=${locationId}&filter[year][eq]=${year}${filter}`,
  );
  const rows = answer.data as { attributes: { month: number; status: MonthStatus } }[];
  expect(rows).toHaveLength(12);
  return rows.map(({ attributes }) => {
    const status = displayMonthStatus(attributes.status, year, attributes.month, now);
    return {
      month: attributes.month,
      status,
      label: `${formatMonthYear(year, attributes.month)}: ${statusLabel(status)}`,
      text: LINK_TEXT[toCamelCase(status)] ?? null,
    };
  });
}

export const tileRegion = (page: Page, action: TileAction) =>
  page.getByRole('region', { name: TILE_REGIONS[action] });

/** Every tile of the region shows its month's status: a link to `hrefOf(month)`, or a lock. */
export async function expectTiles(region: Locator, tiles: ExpectedTile[], hrefOf: (month: number) => string) {
  await expect(region.getByRole('list', { name: /^Months of / }).getByRole('listitem')).toHaveCount(12);
  for (const tile of tiles) {
    if (tile.text) {
      const link = region.getByRole('link', { name: tileLinkName(tile.text, tile.label), exact: true });
      await expect(link).toHaveText(tile.text);
      await expect(link).toHaveAttribute('href', hrefOf(tile.month));
    } else {
      await expect(region.getByRole('img', { name: tile.label, exact: true })).toBeVisible();
      await expect(
        region.getByRole('link', { name: new RegExp(`${tile.label.split(':')[0]}:`) }),
      ).toHaveCount(0);
    }
  }
}

/** The tiles show `year` (their year selector is the region's own on the admin home, the card's on the home). */
export async function expectYear(region: Locator, year: number) {
  await expect(region.getByRole('list', { name: `Months of ${year}` })).toBeVisible();
}

/** The demo manager's working location, as the API answers. */
export async function managerLocationId(request: APIRequestContext): Promise<string> {
  return (await workingLocation(request)).locationId;
}
