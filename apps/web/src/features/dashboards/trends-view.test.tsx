// @vitest-environment jsdom
/**
 * The Analytics & Forecast dashboard (issue 15): the request of the default period (the last 48 complete
 * months), the chart's table of reported months then forecast months with the band, the warning of an
 * unusual month, and why a forecast is missing.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { TrendsView } from './trends-view';

const NOW = new Date('2026-06-15T12:00:00Z');

const forecast = (species: string, measure: string, extra: Record<string, unknown> = {}) => ({
  species,
  measure,
  unavailable: null,
  points: [
    { month: '2026-06', mean: 120.4, lower: 100.2, upper: 140.6 },
    { month: '2026-07', mean: 130, lower: 105, upper: 155 },
  ],
  unusual: [],
  ...extra,
});

const TRENDS = {
  organization_id: 10,
  from: '2026-03',
  to: '2026-05',
  location_id: null,
  species: null,
  months_reported: 2,
  complete_months: 2,
  months: [
    { month: '2026-03', species: 'canine', intakes: 100, outcomes: 90, live_outcomes: 80 },
    { month: '2026-03', species: 'feline', intakes: 20, outcomes: 10, live_outcomes: 10 },
    { month: '2026-05', species: 'canine', intakes: 900, outcomes: 95, live_outcomes: 85 },
  ],
  forecasts: [
    forecast('all', 'intakes', {
      unusual: [{ month: '2026-05', value: 900, expected: 115, lower: 80.2, upper: 149.6 }],
    }),
    forecast('all', 'outcomes', { unavailable: 'A forecast needs at least 24 reported months.', points: [] }),
    forecast('canine', 'intakes'),
    forecast('canine', 'outcomes'),
  ],
};

function setup() {
  const api = fakeApi({
    'GET /api/v1/locations': () => ({ body: { data: [], meta: { stats: { total: { count: 0 } } } } }),
    'GET /api/v1/dashboard_trends': () => ({
      body: { data: { id: 'x', type: 'dashboard_trends', attributes: TRENDS }, meta: {} },
    }),
  });
  const view = renderWithApp(<TrendsView organizationId="10" now={NOW} />, { signedInAs: 'manager' });
  return { ...api, ...view };
}

const params = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

afterEach(() => vi.restoreAllMocks());

describe('analytics and forecast (issue 15)', () => {
  it('asks for the last four complete years, and shows the reported months then the forecast with its band', async () => {
    const { requests, user } = setup();
    const intakes = await screen.findByRole('region', { name: 'Intakes and forecast' });
    expect(params(requests.find((r) => r.path === '/api/v1/dashboard_trends'))).toEqual({
      'filter[organization_id][eq]': '10',
      'filter[from][eq]': '2022-06',
      'filter[to][eq]': '2026-05',
    });
    await user.click(within(intakes).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(intakes).getByRole('table'))).toEqual([
      ['Month', 'Intakes reported', 'Forecast', '95% low', '95% high'],
      ['Mar 2026', '120', '', '', ''],
      ['Apr 2026', '', '', '', ''],
      ['May 2026', '900', '', '', ''],
      ['Jun 2026', '', '120', '100', '141'],
      ['Jul 2026', '', '130', '105', '155'],
    ]);
  });

  it('warns of a month far from the history, and says why a forecast is missing', async () => {
    setup();
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain(
      "May 2026: 900 intakes reported, where the organization's history predicts 80 to 150.",
    );
    expect(screen.getByRole('region', { name: 'Outcomes and forecast' }).textContent).toContain(
      'Outcomes by month. A forecast needs at least 24 reported months.',
    );
  });
});
