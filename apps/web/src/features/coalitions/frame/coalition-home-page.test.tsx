// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CoalitionHomePage from './coalition-home-page';

const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

const total = (month: number, species: string, value: number, action = 'intake_outcome') => ({
  id: `7-${action}-${month}-${species}`,
  type: 'coalition_record_totals',
  attributes: { coalition_id: 7, action, year: 2025, month, species, total: value },
});

const INTAKES = [total(1, 'canine', 5), total(1, 'rabbit', 2), total(1, 'bird', 4), total(3, 'feline', 9)];
const SERVICES = [total(2, 'canine', 40, 'services')];

const organizations = {
  data: [
    { id: '21', type: 'organizations', attributes: { name: 'Austin Pets Alive' } },
    { id: '22', type: 'organizations', attributes: { name: 'Travis County Animal Services' } },
  ],
};

const counties = {
  data: [
    { id: '301', type: 'us_counties', attributes: { name: 'Travis', us_state: 'TX' } },
    { id: '302', type: 'us_counties', attributes: { name: 'Williamson', us_state: 'TX' } },
  ],
};

function serve() {
  return fakeApi({
    'GET /api/v1/coalitions/7': () => ({ body: coalition }),
    'GET /api/v1/organizations': () => ({ body: organizations }),
    'GET /api/v1/us_counties': () => ({ body: counties }),
    // Another year than the current one has no shared data.
    'GET /api/v1/coalition_record_totals': (r) => ({
      body: {
        data:
          r.query.get('filter[year][eq]') !== String(new Date().getFullYear())
            ? []
            : r.query.get('filter[action][eq]') === 'services'
              ? SERVICES
              : INTAKES,
        meta: {},
      },
    }),
  });
}

const renderHome = () =>
  renderWithApp(<CoalitionHomePage />, {
    url: '/coalitions/7',
    path: '/coalitions/:coalitionId',
    signedInAs: 'coalition',
  });

const totalsRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/v1/coalition_record_totals');

const filtersOf = (request: FakeRequest) =>
  Object.fromEntries([...request.query].filter(([key]) => key.startsWith('filter[')));

type User = ReturnType<typeof renderHome>['user'];
async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

/** The table behind the graph, as rows of cell texts. */
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name: new RegExp(name) }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('coalition home (002 §2.8)', () => {
  it("shows the coalition's users the Intake Overview of the current year, summed by month and species", async () => {
    const server = serve();
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Intake Overview' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
    for (const label of ['State', 'Counties', 'Organization Type', 'Organization Name', 'Year'])
      expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeTruthy();
    expect(
      (screen.getByRole('textbox', { name: 'Toggle Intake/Community Graph' }) as HTMLInputElement).value,
    ).toBe('Intake/Outcome Graph');

    await waitFor(() => expect(tableRows('Intake Overview')[1]).toEqual(['Jan', '5', '0', '6', '11']));
    const rows = tableRows('Intake Overview');
    expect(rows[0]).toEqual(['Month', 'Canine', 'Feline', 'Other', 'Total']);
    expect(rows[3]).toEqual(['Mar', '0', '9', '0', '9']);
    expect(rows).toHaveLength(14);
    expect(rows[13]).toEqual(['Year to date', '5', '9', '6', '20']);
    expect(filtersOf(totalsRequests(server.requests)[0]!)).toEqual({
      'filter[coalition_id][eq]': '7',
      'filter[year][eq]': String(new Date().getFullYear()),
      'filter[action][eq]': 'intake_outcome',
    });
  });

  it('toggles to the Community Services Overview, read from the services data', async () => {
    const server = serve();
    const { user } = renderHome();
    await screen.findByRole('heading', { name: 'Intake Overview' });
    await pick(user, 'Toggle Intake/Community Graph', 'Community Service Graph');
    expect(await screen.findByRole('heading', { name: 'Community Services Overview' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Intake Overview' })).toBeNull();
    await waitFor(() =>
      expect(tableRows('Community Services Overview')[2]).toEqual(['Feb', '40', '0', '0', '40']),
    );
    expect(filtersOf(totalsRequests(server.requests).at(-1)!)['filter[action][eq]']).toBe('services');
  });

  it('searches with the chosen state, county, organization type, organization and year, and resets them', async () => {
    const server = serve();
    const { user } = renderHome();
    await screen.findByRole('heading', { name: 'Intake Overview' });
    await pick(user, 'State', 'Texas');
    await waitFor(() => expect(server.requests.some((r) => r.path === '/api/v1/us_counties')).toBe(true));
    const countyRequest = server.requests.find((r) => r.path === '/api/v1/us_counties')!;
    expect(countyRequest.query.get('filter[us_state][eq]')).toBe('TX');
    expect(countyRequest.query.get('page[size]')).toBe('1000');
    expect(countyRequest.query.get('page[number]')).toBe('1');
    await pick(user, 'Counties', 'Travis');
    await pick(user, 'Organization Type', 'Government Animal Services');
    await pick(user, 'Organization Name', 'Austin Pets Alive');
    await pick(user, 'Year', '2023');
    const before = totalsRequests(server.requests).length;
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(totalsRequests(server.requests).length).toBeGreaterThan(before));
    expect(filtersOf(totalsRequests(server.requests).at(-1)!)).toEqual({
      'filter[coalition_id][eq]': '7',
      'filter[year][eq]': '2023',
      'filter[action][eq]': 'intake_outcome',
      'filter[us_state][eq]': 'TX',
      'filter[us_county_id][eq]': '301',
      'filter[organization_type][eq]': 'Government Animal Services',
      'filter[organization_id][eq]': '21',
    });
    const contributors = server.requests.find((r) => r.path === '/api/v1/organizations')!;
    expect(contributors.query.get('filter[active_coalition][eq]')).toBe('7');

    expect(await screen.findByText('No shared data for these filters')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    // The current year's graph again, every multi-select emptied.
    await waitFor(() => expect(tableRows('Intake Overview')[1]).toEqual(['Jan', '5', '0', '6', '11']));
    expect(screen.queryByText('No shared data for these filters')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Year' }) as HTMLInputElement).value).toBe(
      String(new Date().getFullYear()),
    );
    for (const label of ['State', 'Organization Type', 'Organization Name']) {
      const root = screen.getByRole('textbox', { name: label }).closest('.mantine-MultiSelect-root');
      expect(root?.querySelectorAll('.mantine-Pill-root')).toHaveLength(0);
    }
    expect(screen.getByRole('textbox', { name: 'Counties' }).hasAttribute('disabled')).toBe(true);
  });

  it('says so when no contributor shares data for the filters', async () => {
    fakeApi({
      'GET /api/v1/coalitions/7': () => ({ body: coalition }),
      'GET /api/v1/organizations': () => ({ body: { data: [] } }),
      'GET /api/v1/coalition_record_totals': () => ({ body: { data: [], meta: {} } }),
    });
    renderHome();
    expect(await screen.findByText('No shared data for these filters')).toBeTruthy();
  });

  it('shows a failed read of the totals with Try Again, which reads them again (issue 14 §7)', async () => {
    let failing = true;
    const server = fakeApi({
      'GET /api/v1/coalitions/7': () => ({ body: coalition }),
      'GET /api/v1/organizations': () => ({ body: organizations }),
      'GET /api/v1/coalition_record_totals': () =>
        failing
          ? { status: 500, body: { errors: [{ title: 'Internal Server Error', detail: 'boom' }] } }
          : { body: { data: INTAKES, meta: {} } },
    });
    const { user } = renderHome();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/boom/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Intake Overview/ })).toBeNull();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await waitFor(() => expect(tableRows('Intake Overview')[1]).toEqual(['Jan', '5', '0', '6', '11']));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(totalsRequests(server.requests)).toHaveLength(2);
  });

  it('sends anyone else to the Detail tab', async () => {
    fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalition }) });
    const { router } = renderWithApp(<CoalitionHomePage />, {
      url: '/coalitions/7',
      path: '/coalitions/:coalitionId',
      signedInAs: 'manager',
    });
    expect(await screen.findByText('Left for another page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/coalitions/7/detail');
  });
});
