// @vitest-environment jsdom
/**
 * The totals dashboards (issue 15): the request of the default period (the last twelve complete months), of
 * a location and of a species; the charts' tables with the change from a year before; the CSV of a table as
 * shown; the empty state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { TotalsView } from './totals-view';

const NOW = new Date('2026-06-15T12:00:00Z');

const cell = (
  category: string,
  species: string,
  age_group: string,
  total: number,
  previous_total: number,
) => ({
  category,
  species,
  age_group,
  total,
  previous_total,
});

const TOTALS = {
  organization_id: 10,
  action: 'intake_outcome',
  from: '2025-06',
  to: '2026-05',
  previous_from: '2024-06',
  previous_to: '2025-05',
  location_id: null,
  species: null,
  months_reported: 12,
  previous_months_reported: 11,
  cells: [
    cell('StrayAtLarge', 'canine', 'adult', 100, 80),
    cell('StrayAtLarge', 'feline', 'youth', 20, 20),
    cell('RelinquishedByOwner', 'canine', 'adult', 5, 0),
    cell('Adoption', 'canine', 'adult', 60, 75),
  ],
};

function setup(attributes: Record<string, unknown> = TOTALS) {
  const api = fakeApi({
    'GET /api/v1/locations': () => ({
      body: {
        data: [
          { id: '1', type: 'locations', attributes: { name: 'Main Shelter', organization_id: 10 } },
          { id: '2', type: 'locations', attributes: { name: 'West Annex', organization_id: 10 } },
        ],
        meta: { stats: { total: { count: 2 } } },
      },
    }),
    'GET /api/v1/dashboard_totals': () => ({
      body: { data: { id: 'x', type: 'dashboard_totals', attributes }, meta: {} },
    }),
  });
  const view = renderWithApp(<TotalsView organizationId="10" action="intake_outcome" now={NOW} />, {
    signedInAs: 'manager',
  });
  return { ...api, ...view };
}

const params = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);
const totalsRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/v1/dashboard_totals');
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => vi.restoreAllMocks());

describe('totals dashboards (issue 15)', () => {
  it('asks for the last twelve complete months of every location and species, then for one location and species', async () => {
    const { requests, user } = setup();
    await screen.findByRole('region', { name: 'Intakes by category' });
    expect(params(totalsRequests(requests)[0])).toEqual({
      'filter[organization_id][eq]': '10',
      'filter[action][eq]': 'intake_outcome',
      'filter[from][eq]': '2025-06',
      'filter[to][eq]': '2026-05',
    });
    await user.click(screen.getByRole('textbox', { name: 'Location' }));
    await user.click(await screen.findByRole('option', { name: 'West Annex' }));
    await user.click(screen.getByRole('textbox', { name: 'Species' }));
    await user.click(await screen.findByRole('option', { name: 'Felines' }));
    await waitFor(() =>
      expect(params(totalsRequests(requests).at(-1))).toMatchObject({
        'filter[location_id][eq]': '2',
        'filter[species][eq]': 'feline',
      }),
    );
  });

  it('shows each chart’s table with the year before and the change', async () => {
    const { user } = setup();
    const intakes = await screen.findByRole('region', { name: 'Intakes by category' });
    await user.click(within(intakes).getByRole('switch', { name: 'Show table' }));
    const rows = rowsOf(within(intakes).getByRole('table', { name: 'Intakes by category table' }));
    expect(rows[0]).toEqual(['Category', 'Jun 2025 to May 2026', 'Jun 2024 to May 2025', 'Change']);
    expect(rows).toContainEqual(['Stray at Large', '120', '100', 'up 20.0%']);
    expect(rows).toContainEqual(['Relinquished by Owner', '5', '0', 'new']);
    expect(rows.at(-1)).toEqual(['Total', '125', '100', 'up 25.0%']);

    const outcomes = screen.getByRole('region', { name: 'Outcomes by category' });
    await user.click(within(outcomes).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(outcomes).getByRole('table'))).toContainEqual([
      'Adoption',
      '60',
      '75',
      'down 20.0%',
    ]);

    const species = screen.getByRole('region', { name: 'By species' });
    await user.click(within(species).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(species).getByRole('table')).slice(1)).toEqual([
      ['Canines', '165', '155', 'up 6.5%'],
      ['Felines', '20', '20', 'no change'],
      ['Total', '185', '175', 'up 5.7%'],
    ]);
  });

  it('downloads a chart’s table as CSV, as shown', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:totals';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    const { user } = setup();
    const ages = await screen.findByRole('region', { name: 'By age group' });
    await user.click(within(ages).getByRole('button', { name: 'Download CSV' }));
    expect(saved[0]!.name).toBe('organization-10-by-age-group-2025-06-to-2026-05.csv');
    expect(await saved[0]!.blob.text()).toBe(
      [
        'Age group,Jun 2025 to May 2026,Jun 2024 to May 2025,Change',
        'Adult,165,155,up 6.5%',
        'Up to 5 mos.,20,20,no change',
        'Age Unknown,0,0,no change',
        'Total,185,175,up 5.7%',
        '',
      ].join('\r\n'),
    );
  });

  it('says so when the period has no records, and has no change without a year before', async () => {
    setup({ ...TOTALS, months_reported: 0, previous_months_reported: 0, cells: [] });
    expect(await screen.findByText('No records were entered for this period.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Intakes by category' })).toBeNull();
  });
});
