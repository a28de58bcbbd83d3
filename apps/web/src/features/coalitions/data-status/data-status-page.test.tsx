// @vitest-environment jsdom
/**
 * The Data Status Table (002 §2.10): its request parameters, the two sections with their month icons and
 * Last Update, search and year, paging, the empty text; the status CSV job (§4, §7, §8): Generate, the
 * polled progress with its texts, ready, Download with the session's headers under the kind's file name,
 * each error text, and a filter change clearing both jobs.
 */
import { Notifications } from '@mantine/notifications';
import { EXPORT_JOB_MESSAGES, STATUS_EXPORT_BUTTONS } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/auth/session-store';
import { type FakeReply, type FakeRequest, type FakeRoutes, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import DataStatusPage from './data-status-page';

const NOW = new Date('2026-06-15T12:00:00Z');
const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

type Status = { month: number; status: string; year?: number };

function organization(id: string, name: string, intake: Status[], services: Status[]) {
  const statuses = (type: string, list: Status[]) =>
    list.map((s, i) => ({
      id: `${type === 'organization_data_entry_statuses' ? 1 : 2}${id}${i}`,
      type,
      attributes: { organization_id: Number(id), year: s.year ?? 2026, month: s.month, status: s.status },
    }));
  const included = [
    ...statuses('organization_data_entry_statuses', intake),
    ...statuses('organization_community_data_entry_statuses', services),
  ];
  return {
    data: {
      id,
      type: 'organizations',
      attributes: { name },
      relationships: {
        data_entry_statuses: {
          data: included
            .filter((r) => r.type === 'organization_data_entry_statuses')
            .map(({ id, type }) => ({ id, type })),
        },
        community_data_entry_statuses: {
          data: included
            .filter((r) => r.type === 'organization_community_data_entry_statuses')
            .map(({ id, type }) => ({ id, type })),
        },
      },
    },
    included,
  };
}

const list = (orgs: ReturnType<typeof organization>[], total = orgs.length) => ({
  data: orgs.map((o) => o.data),
  included: orgs.flatMap((o) => o.included),
  meta: { stats: { total: { count: total } } },
});

const ALPHA = organization(
  '11',
  'Alpha Animal Shelter',
  [
    { month: 1, status: 'completeServicesProvided' },
    { month: 2, status: 'inProgress' },
  ],
  [{ month: 3, status: 'completeNoServicesProvided' }],
);
const BRAVO = organization('12', 'Bravo Rescue', [], []);

const record = (updatedAt: string) => ({
  data: [{ id: '1', type: 'animal_intakes', attributes: { updated_at: updatedAt } }],
  meta: {},
});
const empty = { data: [], meta: {} };

function setup(extra: FakeRoutes = {}, orgs = [ALPHA, BRAVO]) {
  const api = fakeApi({
    'GET /api/v1/coalitions/7': () => ({ body: coalition }),
    'GET /api/v1/organizations': () => ({ body: list(orgs) }),
    'GET /api/v1/animal_intakes': (r) => ({
      body: r.query.get('filter[organization_id][eq]') === '11' ? record('2026-03-04T15:00:00Z') : empty,
    }),
    'GET /api/v1/animal_services': () => ({ body: empty }),
    ...extra,
  });
  const view = renderWithApp(
    <>
      <Notifications />
      <DataStatusPage now={NOW} />
    </>,
    {
      url: '/coalitions/7/data-status',
      path: '/coalitions/:coalitionId/data-status',
      signedInAs: 'coalition',
    },
  );
  return { ...api, ...view };
}

const params = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);
const orgRequests = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/v1/organizations');
const section = (name: string) => screen.getByRole('region', { name });
const INTAKE = 'Intake/Outcome Data Entry Status';
const SERVICES = 'Community Services Data Entry Status';

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

describe('data status table (002 §2.10)', () => {
  it('asks for the active contributors with both kinds of statuses of the current year', async () => {
    const { requests } = setup();
    await screen.findAllByText('Alpha Animal Shelter');
    expect(params(orgRequests(requests)[0])).toEqual({
      'filter[active_coalition][eq]': '7',
      'filter[coalition_membership_status][eq]': 'active',
      include: 'data_entry_statuses,community_data_entry_statuses',
      sort: 'name',
      'filter[data_entry_statuses.year][eq]': '2026',
      'filter[community_data_entry_statuses.year][eq]': '2026',
      'stats[total]': 'count',
      'page[number]': '1',
      'page[size]': '20',
    });
    const lastUpdate = requests.find((r) => r.path === '/api/v1/animal_intakes');
    expect(params(lastUpdate)).toEqual({
      'filter[organization_id][eq]': expect.any(String),
      sort: '-updated_at',
      'page[size]': '1',
      'page[number]': '0',
    });
  });

  it('shows each section with twelve month icons, unbegun by default, and Last Update or N/A', async () => {
    setup();
    await screen.findAllByText('Alpha Animal Shelter');
    const intake = section(INTAKE);
    const headers = within(intake)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Last Update',
    ]);
    const alpha = within(intake).getByText('Alpha Animal Shelter').closest('tr') as HTMLElement;
    expect(within(alpha).getByRole('img', { name: 'January 2026: Entry is Complete' })).toBeTruthy();
    expect(within(alpha).getByRole('img', { name: 'February 2026: Entry is Incomplete' })).toBeTruthy();
    expect(within(alpha).getByRole('img', { name: 'March 2026: Entry is Unbegun' })).toBeTruthy();
    expect(within(alpha).getAllByRole('img')).toHaveLength(12);
    expect(await within(alpha).findByText('03-04-2026')).toBeTruthy();
    const bravo = within(intake).getByText('Bravo Rescue').closest('tr') as HTMLElement;
    expect(await within(bravo).findByText('N/A')).toBeTruthy();

    const services = section(SERVICES);
    const alphaServices = within(services).getByText('Alpha Animal Shelter').closest('tr') as HTMLElement;
    expect(
      within(alphaServices).getByRole('img', { name: 'March 2026: Entry is Complete, No Services Provided' }),
    ).toBeTruthy();
    expect(within(alphaServices).getByRole('img', { name: 'January 2026: Entry is Unbegun' })).toBeTruthy();
    expect(await within(alphaServices).findByText('N/A')).toBeTruthy();
  });

  it('searches by name or EIN in the chosen year (2010 to this year), and resets', async () => {
    const { requests, user } = setup();
    await screen.findAllByText('Alpha Animal Shelter');
    await user.type(screen.getByPlaceholderText('Name or EIN'), ' 12-3456789 ');
    await user.click(screen.getByRole('textbox', { name: /Export Year/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options[0]).toBe('2026');
    expect(options.at(-1)).toBe('2010');
    await user.click(screen.getByRole('option', { name: '2024' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(params(orgRequests(requests).at(-1))).toMatchObject({
        'filter[search]': '12-3456789',
        'filter[data_entry_statuses.year][eq]': '2024',
        'filter[community_data_entry_statuses.year][eq]': '2024',
      }),
    );
    const before = orgRequests(requests).length;
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() =>
      expect((screen.getByPlaceholderText('Name or EIN') as HTMLInputElement).value).toBe(''),
    );
    expect((screen.getByRole('textbox', { name: /Export Year/ }) as HTMLInputElement).value).toBe('2026');
    // The first page of the unfiltered year is read again (or from the cache): no search is sent.
    expect(
      orgRequests(requests)
        .slice(before)
        .every((r) => !r.query.has('filter[search]')),
    ).toBe(true);
  });

  it('says No contributors found when none matches, and pages each section on its own', async () => {
    const { requests, user } = setup({
      'GET /api/v1/organizations': (r) =>
        r.query.get('filter[search]') === 'nobody' ? { body: list([]) } : { body: list([ALPHA], 45) },
    });
    await screen.findAllByText('Alpha Animal Shelter');
    const intake = section(INTAKE);
    await user.click(within(intake).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        within(section(INTAKE)).getByRole('button', { name: 'Page 2' }).hasAttribute('data-active'),
      ).toBe(true),
    );
    expect(orgRequests(requests).some((r) => r.query.get('page[number]') === '2')).toBe(true);
    // The other section keeps its own page.
    expect(
      within(section(SERVICES)).getByRole('button', { name: 'Page 1' }).hasAttribute('data-active'),
    ).toBe(true);
    await user.type(screen.getByPlaceholderText('Name or EIN'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(section(INTAKE)).findByText('No contributors found')).toBeTruthy();
    expect(await within(section(SERVICES)).findByText('No contributors found')).toBeTruthy();
  });
});

describe('status CSV job (002 §4, §7, §8)', () => {
  /** Answers the status polls in turn, the last one repeated. */
  const statuses = (...replies: FakeReply[]) => {
    let call = 0;
    return () => replies[Math.min(call++, replies.length - 1)]!;
  };
  const attributes = (a: Record<string, unknown>) => ({
    body: { data: { id: '55', type: 'exports', attributes: a } },
  });

  it('generates: Generating (n%) with the band message, then ready, then downloads the CSV with the session headers', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:status');
    URL.revokeObjectURL = vi.fn();
    const { requests, fetch, user } = setup({
      'POST /api/v1/exports': () => ({ status: 201, body: { data: { id: '55', type: 'exports' } } }),
      'GET /api/v1/exports/55/status': statuses(
        attributes({ status: 'processing', progress: 30, file_ready: false, error_message: null }),
        attributes({ status: 'completed', progress: 100, file_ready: true, error_message: null }),
      ),
      'GET /api/v1/exports/55/download': () => ({ body: 'Organization Name\r\n' }),
    });
    await screen.findAllByText('Alpha Animal Shelter');
    await user.type(screen.getByPlaceholderText('Name or EIN'), 'alpha');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }));
    expect(await screen.findByRole('button', { name: 'Generating (30%)' })).toBeTruthy();
    expect(screen.getByText('Collecting data...')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      coalition_id: 7,
      year: 2026,
      status_type: 'dataStatuses',
      search: 'alpha',
    });
    // The other section's job is untouched.
    expect(
      screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.servicesStatuses.generate }),
    ).toBeTruthy();

    const download = await screen.findByRole(
      'button',
      { name: STATUS_EXPORT_BUTTONS.dataStatuses.download },
      { timeout: 6_000 },
    );
    expect(screen.getAllByText(EXPORT_JOB_MESSAGES.ready).length).toBeGreaterThan(0);
    const polls = requests.filter((r) => r.path === '/api/v1/exports/55/status').length;
    await user.click(download);
    await waitFor(() => expect(saved).toEqual(['intake-outcome-data-status-table.csv']));
    const call = fetch.mock.calls.find(([url]) => String(url).includes('/api/v1/exports/55/download'));
    expect(call).toBeDefined();
    const headers = (call![1] as RequestInit).headers as Record<string, string>;
    expect(headers.Accept).toBe('text/csv');
    expect(headers['access-token']).toBe('token');
    expect(headers.client).toBe('client');
    expect(headers.uid).toBe('coalition@example.org');
    // Polling stopped once the file was ready.
    expect(requests.filter((r) => r.path === '/api/v1/exports/55/status').length).toBe(polls);
  }, 15_000);

  it('shows Export processing failed with the server message, or Unknown error', async () => {
    const { user } = setup({
      'POST /api/v1/exports': () => ({ status: 201, body: { data: { id: '55', type: 'exports' } } }),
      'GET /api/v1/exports/55/status': () =>
        attributes({ status: 'failed', progress: 40, file_ready: false, error_message: null }),
    });
    await screen.findAllByText('Alpha Animal Shelter');
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.servicesStatuses.generate }));
    expect(await screen.findByText(EXPORT_JOB_MESSAGES.processingFailed)).toBeTruthy();
    expect(await screen.findByText(EXPORT_JOB_MESSAGES.unknownError)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.servicesStatuses.generate }),
    ).toBeTruthy();
  });

  it('shows Export failed: {message} when creation is refused, and the no-id text', async () => {
    let refuse = true;
    const { user } = setup({
      'POST /api/v1/exports': () =>
        refuse
          ? {
              status: 403,
              body: {
                errors: [
                  {
                    status: '403',
                    title: 'Forbidden',
                    detail: 'You are not allowed to perform this action.',
                  },
                ],
              },
            }
          : { status: 201, body: { data: null } },
    });
    await screen.findAllByText('Alpha Animal Shelter');
    const generate = () =>
      user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }));
    await generate();
    expect(
      (await screen.findAllByText('Export failed: Forbidden: You are not allowed to perform this action.'))
        .length,
    ).toBeGreaterThan(0);
    refuse = false;
    await generate();
    expect((await screen.findAllByText(EXPORT_JOB_MESSAGES.noIdReturned)).length).toBeGreaterThan(0);
  });

  it('stops polling with Error checking export status when the status cannot be read', async () => {
    const { requests, user } = setup({
      'POST /api/v1/exports': () => ({ status: 201, body: { data: { id: '55', type: 'exports' } } }),
      'GET /api/v1/exports/55/status': () => ({ status: 500, body: { errors: [{ title: 'Internal' }] } }),
    });
    await screen.findAllByText('Alpha Animal Shelter');
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }));
    expect((await screen.findAllByText(EXPORT_JOB_MESSAGES.statusCheckFailed)).length).toBeGreaterThan(0);
    const polls = requests.filter((r) => r.path === '/api/v1/exports/55/status').length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(requests.filter((r) => r.path === '/api/v1/exports/55/status').length).toBe(polls);
  }, 10_000);

  it('shows Download failed: {message} when the file cannot be read', async () => {
    const { user } = setup({
      'POST /api/v1/exports': () => ({ status: 201, body: { data: { id: '55', type: 'exports' } } }),
      'GET /api/v1/exports/55/status': () =>
        attributes({ status: 'completed', progress: 100, file_ready: true, error_message: null }),
      'GET /api/v1/exports/55/download': () => ({
        status: 410,
        body: { errors: [{ status: '410', title: 'Gone', detail: 'This export file was removed.' }] },
      }),
    });
    await screen.findAllByText('Alpha Animal Shelter');
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }));
    await user.click(
      await screen.findByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.download }),
    );
    expect(
      (await screen.findAllByText('Download failed: Gone: This export file was removed.')).length,
    ).toBeGreaterThan(0);
  });

  it('ends the session when the download is refused with a 401', async () => {
    const { user } = setup({
      'POST /api/v1/exports': () => ({ status: 201, body: { data: { id: '55', type: 'exports' } } }),
      'GET /api/v1/exports/55/status': () =>
        attributes({ status: 'completed', progress: 100, file_ready: true, error_message: null }),
      'GET /api/v1/exports/55/download': () => ({
        status: 401,
        body: { errors: [{ status: '401', title: 'Unauthorized', detail: 'You need to sign in.' }] },
      }),
    });
    await screen.findAllByText('Alpha Animal Shelter');
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }));
    await user.click(
      await screen.findByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.download }),
    );
    await waitFor(() => expect(sessionStore.get().token).toBeNull());
  });

  it('asks to sign in when no token is stored', async () => {
    const { user } = setup({
      'POST /api/v1/exports': () => ({ status: 201, body: { data: { id: '55', type: 'exports' } } }),
      'GET /api/v1/exports/55/status': () =>
        attributes({ status: 'completed', progress: 100, file_ready: true, error_message: null }),
    });
    await screen.findAllByText('Alpha Animal Shelter');
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }));
    const download = await screen.findByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.download });
    sessionStore.end();
    await user.click(download);
    expect(await screen.findByText(EXPORT_JOB_MESSAGES.authenticationRequired)).toBeTruthy();
  });

  it('clears both jobs when the filters change or are reset', async () => {
    const { user } = setup({
      'POST /api/v1/exports': () => ({ status: 201, body: { data: { id: '55', type: 'exports' } } }),
      'GET /api/v1/exports/55/status': () =>
        attributes({ status: 'completed', progress: 100, file_ready: true, error_message: null }),
    });
    await screen.findAllByText('Alpha Animal Shelter');
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }));
    await user.click(screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.servicesStatuses.generate }));
    await screen.findByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.download });
    await screen.findByRole('button', { name: STATUS_EXPORT_BUTTONS.servicesStatuses.download });
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(
      await screen.findByRole('button', { name: STATUS_EXPORT_BUTTONS.dataStatuses.generate }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: STATUS_EXPORT_BUTTONS.servicesStatuses.generate }),
    ).toBeTruthy();
    expect(screen.queryByText(EXPORT_JOB_MESSAGES.ready, { selector: '[role="status"]' })).toBeNull();
  });
});
