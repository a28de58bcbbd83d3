// @vitest-environment jsdom
/**
 * Coalition Analytics (002 §2.9): the request of the default period (the last twelve complete months) and of
 * a picked one, the charts' "Show table" toggles with the numbers, the species toggle, the CSV of a table as
 * shown with formula cells neutralised, and the empty state when no contributor shares intake/outcome data.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth/session-store';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CoalitionAnalyticsPage, { NO_SHARING_TEXT } from './analytics-page';

const NOW = new Date('2026-06-15T12:00:00Z');
const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

const month = (m: string, figures: Record<string, number | null>) => ({
  month: m,
  intakes: 0,
  outcomes: 0,
  live_outcomes: 0,
  live_release_rate: null,
  complete_contributors: 0,
  reporting_rate: null,
  ...figures,
});

const ANALYTICS = {
  coalition_id: 7,
  from: '2024-01',
  to: '2024-03',
  contributor_count: 2,
  months: [
    month('2024-01', {
      intakes: 15,
      outcomes: 10,
      live_outcomes: 7,
      live_release_rate: 0.7,
      complete_contributors: 2,
      reporting_rate: 1,
    }),
    month('2024-02', {
      intakes: 4,
      outcomes: 3,
      live_outcomes: 3,
      live_release_rate: 1,
      complete_contributors: 1,
      reporting_rate: 0.5,
    }),
    month('2024-03', { intakes: 7, complete_contributors: 0, reporting_rate: 0 }),
  ],
  species_months: [
    { month: '2024-01', species: 'canine', intakes: 15, outcomes: 10, live_outcomes: 7 },
    { month: '2024-02', species: 'feline', intakes: 4, outcomes: 3, live_outcomes: 3 },
    { month: '2024-03', species: 'canine', intakes: 7, outcomes: 0, live_outcomes: 0 },
  ],
  contributors: [
    {
      organization_id: 11,
      name: 'Alpha Animal Shelter',
      intakes: 14,
      outcomes: 11,
      live_outcomes: 9,
      live_release_rate: 9 / 11,
    },
    {
      organization_id: 12,
      name: '=HYPERLINK("http://x")',
      intakes: 12,
      outcomes: 2,
      live_outcomes: 1,
      live_release_rate: 0.5,
    },
  ],
  median: { intakes: 13, live_release_rate: (9 / 11 + 0.5) / 2 },
};

const NOBODY = {
  ...ANALYTICS,
  contributor_count: 0,
  months: ANALYTICS.months.map((m) => month(m.month, {})),
  species_months: [],
  contributors: [],
  median: { intakes: null, live_release_rate: null },
};

function setup(attributes: Record<string, unknown> = ANALYTICS) {
  const api = fakeApi({
    'GET /api/v1/coalitions/7': () => ({ body: coalition }),
    'GET /api/v1/coalition_analytics': () => ({
      body: { data: { id: '7', type: 'coalition_analytics', attributes }, meta: {} },
    }),
  });
  const view = renderWithApp(<CoalitionAnalyticsPage now={NOW} />, {
    url: '/coalitions/7/analytics',
    path: '/coalitions/:coalitionId/analytics',
    signedInAs: 'coalition',
  });
  return { ...api, ...view };
}

const params = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);
const analyticsRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/v1/coalition_analytics');
const section = (name: string) => screen.getByRole('region', { name });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

beforeEach(() => {
  sessionStore.start(
    {
      accessToken: 'token',
      client: 'client',
      uid: 'coalition@example.org',
      expiry: '9999999999',
      tokenType: 'Bearer',
    },
    '3',
  );
});
afterEach(() => {
  sessionStore.end();
  vi.restoreAllMocks();
});

describe('coalition analytics (002 §2.9)', () => {
  it('asks for the last twelve complete months, then for the picked period', async () => {
    const { requests, user } = setup();
    await screen.findByRole('region', { name: 'Live-release rate' });
    expect(params(analyticsRequests(requests)[0])).toEqual({
      'filter[coalition_id][eq]': '7',
      'filter[from][eq]': '2025-06',
      'filter[to][eq]': '2026-05',
    });
    await user.click(screen.getByRole('button', { name: 'From' }));
    await user.click(await screen.findByRole('button', { name: 'Jan' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(analyticsRequests(requests)).toHaveLength(2));
    expect(params(analyticsRequests(requests)[1])).toEqual({
      'filter[coalition_id][eq]': '7',
      'filter[from][eq]': '2025-01',
      'filter[to][eq]': '2026-05',
    });
  });

  it('refuses a period whose From is after its To, without asking', async () => {
    const { requests, user } = setup();
    await screen.findByRole('region', { name: 'Live-release rate' });
    await user.click(screen.getByRole('button', { name: 'To' }));
    await user.click(await screen.findByRole('button', { name: 'Previous year' }));
    await user.click(await screen.findByRole('button', { name: 'Mar' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe('From must not be after To.');
    expect(analyticsRequests(requests)).toHaveLength(1);
  });

  it('shows the numbers behind each chart with its "Show table" toggle', async () => {
    const { user } = setup();
    const live = await screen.findByRole('region', { name: 'Live-release rate' });
    expect(within(live).queryByRole('table')).toBeNull();
    await user.click(within(live).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(live).getByRole('table'))).toEqual([
      ['Month', 'Live outcomes', 'All outcomes', 'Live-release rate'],
      ['Jan 2024', '7', '10', '70.0%'],
      ['Feb 2024', '3', '3', '100.0%'],
      ['Mar 2024', '0', '0', 'N/A'],
    ]);
    await user.click(within(live).getByRole('switch', { name: 'Show table' }));
    expect(within(live).queryByRole('table')).toBeNull();

    const reporting = section('Reporting rate');
    await user.click(within(reporting).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(reporting).getByRole('table'))).toEqual([
      ['Month', 'Contributors complete', 'Active contributors', 'Reporting rate'],
      ['Jan 2024', '2', '2', '100.0%'],
      ['Feb 2024', '1', '2', '50.0%'],
      ['Mar 2024', '0', '2', '0.0%'],
    ]);

    const contributors = section('Contributors against the coalition median');
    await user.click(within(contributors).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(contributors).getByRole('table'))).toEqual([
      ['Contributor', 'Intakes', 'Live outcomes', 'All outcomes', 'Live-release rate'],
      ['Alpha Animal Shelter', '14', '9', '11', '81.8%'],
      ['=HYPERLINK("http://x")', '12', '1', '2', '50.0%'],
      ['Coalition median', '13', '', '', '65.9%'],
    ]);
  });

  it('narrows the intake and outcome trend to one species', async () => {
    const { user } = setup();
    const trend = await screen.findByRole('region', { name: 'Intake and outcome trend' });
    await user.click(within(trend).getByRole('switch', { name: 'Show table' }));
    expect(rowsOf(within(trend).getByRole('table')).slice(1)).toEqual([
      ['Jan 2024', 'All species', '15', '10', '7'],
      ['Feb 2024', 'All species', '4', '3', '3'],
      ['Mar 2024', 'All species', '7', '0', '0'],
    ]);
    await user.click(within(trend).getByRole('radio', { name: 'Felines' }));
    expect(rowsOf(within(trend).getByRole('table')).slice(1)).toEqual([
      ['Jan 2024', 'Felines', '0', '0', '0'],
      ['Feb 2024', 'Felines', '4', '3', '3'],
      ['Mar 2024', 'Felines', '0', '0', '0'],
    ]);
  });

  it('downloads the CSV of a table as shown, formula cells neutralised', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:analytics';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blob! });
    });
    const { user } = setup();
    const contributors = await screen.findByRole('region', {
      name: 'Contributors against the coalition median',
    });
    await user.click(within(contributors).getByRole('button', { name: 'Download CSV' }));
    expect(saved.map((s) => s.name)).toEqual(['coalition-7-contributors-2025-06-to-2026-05.csv']);
    expect(await saved[0]!.blob.text()).toBe(
      [
        'Contributor,Intakes,Live outcomes,All outcomes,Live-release rate',
        'Alpha Animal Shelter,14,9,11,81.8%',
        `"'=HYPERLINK(""http://x"")",12,1,2,50.0%`,
        'Coalition median,13,,,65.9%',
        '',
      ].join('\r\n'),
    );

    const trend = section('Intake and outcome trend');
    await user.click(within(trend).getByRole('radio', { name: 'Canines' }));
    await user.click(within(trend).getByRole('button', { name: 'Download CSV' }));
    expect(saved[1]!.name).toBe('coalition-7-intake-outcome-trend-canine-2025-06-to-2026-05.csv');
    expect(await saved[1]!.blob.text()).toBe(
      [
        'Month,Species,Intakes,Outcomes,Live outcomes',
        'Jan 2024,Canines,15,10,7',
        'Feb 2024,Canines,0,0,0',
        'Mar 2024,Canines,7,0,0',
        '',
      ].join('\r\n'),
    );
  });

  it('says so when no contributor shares intake/outcome data', async () => {
    setup(NOBODY);
    expect(await screen.findByText(NO_SHARING_TEXT)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Live-release rate' })).toBeNull();
  });
});
