// @vitest-environment jsdom
import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, type FakeRoutes, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CoalitionExportPage from '../frame/export-page';

const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

const exportRow = (id: string, attributes: Record<string, unknown>) => ({
  id,
  type: 'coalition_data_exports',
  attributes: {
    created_at: '2025-03-02T15:04:00.000Z',
    updated_at: '2025-03-02T15:04:00.000Z',
    completed_at: null,
    month_of_record: null,
    year_of_record: 2024,
    export_for: 'intake_outcome',
    status: 'started',
    attached_file_path: null,
    ...attributes,
  },
});

const ORGANIZATIONS = [
  { name: 'Austin Pets Alive', id: 21 },
  { name: 'Travis County Animal Services', id: 22 },
];

function serve(routes: FakeRoutes = {}, exports: unknown[] = []) {
  return fakeApi({
    'GET /api/v1/coalitions/7': () => ({ body: coalition }),
    'GET /api/v1/coalition_data_exports': () => ({ body: { data: exports } }),
    'POST /api/v1/organizations/coalition_organization': () => ({ body: ORGANIZATIONS }),
    'POST /api/v1/organizations/coalition_organization_types': () => ({
      body: ['Government Animal Services'],
    }),
    'GET /api/v1/us_counties': () => ({
      body: { data: [{ id: '301', type: 'us_counties', attributes: { name: 'Travis', us_state: 'TX' } }] },
    }),
    ...routes,
  });
}

const renderPage = () =>
  renderWithApp(
    <>
      <Notifications />
      <CoalitionExportPage />
    </>,
    {
      url: '/coalitions/7/export',
      path: '/coalitions/:coalitionId/export',
      signedInAs: 'coalition',
    },
  );

type User = ReturnType<typeof renderPage>['user'];
async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('textbox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

const generate = () => screen.getByRole('button', { name: 'Generate CSV' }) as HTMLButtonElement;
const of = (requests: FakeRequest[], method: string, path: string) =>
  requests.filter((r) => r.method === method && r.path === path);

/** The Available Exports table, as rows of cell texts. */
const exportRows = () =>
  within(screen.getByRole('table', { name: 'Available Exports' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(() => {
  vi.useRealTimers();
});

describe('Export Coalition Data (002 §2.11)', () => {
  it('asks for an organization, a date format and a date before Generate CSV starts a year export', async () => {
    const server = serve({
      'POST /api/v1/coalition_data_exports': () => ({
        status: 201,
        body: { data: exportRow('5', {}) },
      }),
    });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Export Coalition Data' })).toBeTruthy();
    expect(screen.getByText('Choose a Month or Year to export.')).toBeTruthy();
    for (const name of ['Contributor Contacts', 'Intake/Outcome Export', 'Community Services Data'])
      expect(screen.getByRole('radio', { name })).toBeTruthy();
    expect(await screen.findByText('No exports found')).toBeTruthy();
    expect(generate().disabled).toBe(true);

    await pick(user, 'Organization', 'Austin Pets Alive');
    expect(await screen.findByText('Select a date format')).toBeTruthy();
    expect(generate().disabled).toBe(true);
    await pick(user, 'Export Date Format', 'Export a Year of Data');
    expect(await screen.findByText('Select an export date')).toBeTruthy();
    expect(screen.queryByText('Select a date format')).toBeNull();
    await pick(user, 'Export Date', '2024');
    await waitFor(() => expect(generate().disabled).toBe(false));
    expect(screen.queryByText('Select an export date')).toBeNull();

    await user.click(generate());
    await waitFor(() =>
      expect(of(server.requests, 'POST', '/api/v1/coalition_data_exports')).toHaveLength(1),
    );
    const [post] = of(server.requests, 'POST', '/api/v1/coalition_data_exports');
    expect(post!.query.get('filter[coalition_id]')).toBe('7');
    expect(post!.body).toEqual({
      data: {
        type: 'coalition_data_exports',
        attributes: {
          coalition_id: 7,
          export_for: 'intake_outcome',
          organization_ids: [21],
          year_of_record: 2024,
          month_of_record: null,
          states: [],
          us_county_ids: [],
          org_types: [],
          provinces: [],
        },
      },
    });
    // The list is read again after the export starts.
    await waitFor(() => expect(of(server.requests, 'GET', '/api/v1/coalition_data_exports').length).toBe(2));
  });

  it('offers the months up to this one and sends the picked month', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 5, 15, 12));
    const server = serve({
      'POST /api/v1/coalition_data_exports': () => ({ status: 201, body: { data: exportRow('6', {}) } }),
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Export Coalition Data' });
    await pick(user, 'Organization', 'Travis County Animal Services');
    await pick(user, 'Export Date Format', 'Export a Month of Data');
    await user.click(screen.getByRole('button', { name: 'Export Date' }));
    const july = await screen.findByRole('button', { name: 'Jul' });
    expect(july.hasAttribute('disabled') || july.getAttribute('data-disabled') === 'true').toBe(true);
    await user.click(screen.getByRole('button', { name: 'Mar' }));
    await waitFor(() => expect(generate().disabled).toBe(false));
    await user.click(generate());
    await waitFor(() =>
      expect(of(server.requests, 'POST', '/api/v1/coalition_data_exports')).toHaveLength(1),
    );
    const body = of(server.requests, 'POST', '/api/v1/coalition_data_exports')[0]!.body as {
      data: { attributes: Record<string, unknown> };
    };
    expect(body.data.attributes).toMatchObject({
      year_of_record: 2025,
      month_of_record: 3,
      organization_ids: [22],
    });
  });

  it('exports contributor contacts of the current year without a date, from the opted-in organizations', async () => {
    const server = serve({
      'POST /api/v1/coalition_data_exports': () => ({ status: 201, body: { data: exportRow('7', {}) } }),
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Export Coalition Data' });
    await user.click(screen.getByRole('radio', { name: 'Contributor Contacts' }));
    expect(screen.queryByRole('textbox', { name: 'Export Date Format' })).toBeNull();
    await waitFor(() =>
      expect(
        of(server.requests, 'POST', '/api/v1/organizations/coalition_organization').some(
          (r) => (r.body as { data_requested: string }).data_requested === 'contributors',
        ),
      ).toBe(true),
    );
    await pick(user, 'Organization', 'Austin Pets Alive');
    await waitFor(() => expect(generate().disabled).toBe(false));
    await user.click(generate());
    await waitFor(() =>
      expect(of(server.requests, 'POST', '/api/v1/coalition_data_exports')).toHaveLength(1),
    );
    const body = of(server.requests, 'POST', '/api/v1/coalition_data_exports')[0]!.body as {
      data: { attributes: Record<string, unknown> };
    };
    expect(body.data.attributes).toMatchObject({
      export_for: 'contributors',
      year_of_record: new Date().getFullYear(),
      month_of_record: null,
    });
  });

  it('narrows the organizations by state, county, province and type, counties read without auth', async () => {
    const server = serve();
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Export Coalition Data' });
    await pick(user, 'State', 'Texas');
    await waitFor(() => expect(of(server.requests, 'GET', '/api/v1/us_counties')).toHaveLength(1));
    const [counties] = of(server.requests, 'GET', '/api/v1/us_counties');
    expect(counties!.query.get('filter[us_state][eq]')).toBe('TX');
    expect(counties!.query.get('page[size]')).toBe('1000');
    expect(counties!.query.get('page[number]')).toBe('1');
    const headers = new Headers(
      server.fetch.mock.calls.find(([url]) => String(url).includes('us_counties'))![1]!.headers,
    );
    expect(headers.get('access-token')).toBeNull();
    await pick(user, 'Counties', 'Travis');
    await pick(user, 'Provinces', 'Ontario');
    await pick(user, 'Organization Type', 'Government Animal Services');
    await waitFor(() =>
      expect(
        of(server.requests, 'POST', '/api/v1/organizations/coalition_organization').at(-1)!.body,
      ).toEqual({
        coalition_id: 7,
        counties: [301],
        states: ['TX'],
        provinces: ['ON'],
        org_type: ['Government Animal Services'],
        data_requested: 'intake_outcome',
      }),
    );
    expect(
      of(server.requests, 'POST', '/api/v1/organizations/coalition_organization_types').at(-1)!.body,
    ).toEqual({
      coalition_id: 7,
      counties: [301],
      states: ['TX'],
      provinces: ['ON'],
      community_service: false,
    });
  });

  it('a list that fails to load says why and loads again with Try Again', async () => {
    let calls = 0;
    serve({
      'GET /api/v1/coalition_data_exports': () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { errors: [{ status: '503', detail: 'The service is busy' }] } }
          : { body: { data: [exportRow('1', { status: 'started' })] } };
      },
    });
    const { user } = renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the exports')).toBeTruthy();
    expect(within(alert).getByText(/The service is busy/)).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(exportRows()).toHaveLength(2));
  });

  it('toasts the server error when the export cannot start', async () => {
    serve({
      'POST /api/v1/coalition_data_exports': () => ({
        status: 422,
        body: {
          errors: [
            {
              detail: 'Can not be later than this month',
              source: { pointer: '/data/attributes/month_of_record' },
            },
          ],
        },
      }),
    });
    const { user } = renderPage();
    await screen.findByRole('heading', { name: 'Export Coalition Data' });
    await pick(user, 'Organization', 'Austin Pets Alive');
    await pick(user, 'Export Date Format', 'Export a Year of Data');
    await pick(user, 'Export Date', '2024');
    await waitFor(() => expect(generate().disabled).toBe(false));
    await user.click(generate());
    expect(await screen.findByText(/^Export failed: .*Can not be later than this month/)).toBeTruthy();
  });

  it('lists the exports with their state: generating, failed or a Download CSV link', async () => {
    serve({}, [
      exportRow('3', { status: 'started', export_for: 'community', month_of_record: 3 }),
      exportRow('2', { status: 'failed', export_for: 'contributors', year_of_record: 2025 }),
      exportRow('1', {
        status: 'done',
        completed_at: '2025-03-02T15:05:00.000Z',
        attached_file_path: '/api/v1/coalition_data_exports/1/download?user=1&expires=9&signature=abc',
      }),
    ]);
    renderPage();
    await waitFor(() => expect(exportRows()).toHaveLength(4));
    const rows = exportRows();
    expect(rows[0]).toEqual([
      'Created At',
      'Month of Record',
      'Year of Record',
      'Export',
      'Completed At',
      'Status',
    ]);
    expect(rows[1]!.slice(1)).toEqual(['March', '2024', 'Community Services Data', '', 'Generating CSV…']);
    expect(rows[2]!.slice(1)).toEqual(['', '2025', 'Contributors Data', '', 'Export failed']);
    expect(rows[3]!.slice(1, 4)).toEqual(['', '2024', 'Intake/Outcome Export']);
    expect(rows[3]![4]).toMatch(/^03\/02\/2025 /);
    const link = screen.getByRole('link', { name: 'Download CSV' });
    expect(link.getAttribute('href')).toBe(
      '/api/v1/coalition_data_exports/1/download?user=1&expires=9&signature=abc',
    );
  });

  it('refreshes the list every 10 seconds while an export is started, and stops when none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'started';
    const server = serve({
      'GET /api/v1/coalition_data_exports': () => ({
        body: {
          data: [
            exportRow('9', {
              status,
              attached_file_path: status === 'done' ? '/api/v1/coalition_data_exports/9/download?x=1' : null,
            }),
          ],
        },
      }),
    });
    renderPage();
    expect(await screen.findByText('Generating CSV…')).toBeTruthy();
    const reads = () => of(server.requests, 'GET', '/api/v1/coalition_data_exports').length;
    const first = reads();
    status = 'done';
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(reads()).toBe(first + 1));
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(reads()).toBe(first + 1);
  });
});
