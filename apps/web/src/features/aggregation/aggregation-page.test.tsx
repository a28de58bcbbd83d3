// @vitest-environment jsdom
/**
 * The aggregation page (002 §2.14, §5, §8): the title by type, the form's rules and request, the runs of the
 * vendor with what a blocked run and a run needing review show, and settling a review. The clock is pinned
 * to 15 November 2026 (only `Date`; timers run as usual).
 */
import { Notifications } from '@mantine/notifications';
import { COALITION_MESSAGES, VALIDATION_MESSAGES as M } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRequest, type FakeRoutes, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';

import AggregationPage from './aggregation-page';
import { KEPT_MESSAGE } from './run-details';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 15, 12) });
});
afterEach(() => {
  vi.useRealTimers();
});

const run = (id: string, attributes: Record<string, unknown>) => ({
  type: 'aggregation_runs',
  id,
  attributes: {
    org_id: 5,
    org_name: 'Happy Tails',
    vendor: 'shelterluv',
    year: 2026,
    month: 10,
    status: 'completed',
    events_pulled: 12,
    events_counted: 9,
    events_not_counted: 3,
    events_unmapped: 0,
    records_written: 4,
    unmapped_types: [],
    unknown_animal_types: [],
    differences: [],
    differences_count: 0,
    counts_note: null,
    message: null,
    overwrite: false,
    requested_by_name: 'Ada Admin',
    created_at: '2026-11-02T15:00:00Z',
    started_at: '2026-11-02T15:00:01Z',
    finished_at: '2026-11-02T15:00:09Z',
    ...attributes,
  },
});

const blocked = run('11', {
  status: 'blocked',
  events_unmapped: 4,
  records_written: null,
  unmapped_types: [
    { key: 'Intake.Seized', events: 3 },
    { key: 'Outcome.Foster', events: 1 },
  ],
  message: 'Nothing was written: 2 event types are not mapped yet.',
});

const needsReview = run('12', {
  status: 'needs_review',
  month: 9,
  records_written: null,
  differences: [
    {
      table: 'animal_intakes',
      species: 'canine',
      field: 'adultStrayAtLargeCount',
      entered: 4,
      shelter_software: 6,
    },
    {
      table: 'animal_counts',
      species: 'feline',
      field: 'endingAnimalCount',
      entered: null,
      shelter_software: 2,
    },
  ],
  differences_count: 5,
  counts_note: 'Beginning and ending counts are from the shelter software.',
});

type Setup = { url?: string; runs?: unknown[]; routes?: FakeRoutes };

function setup({ url = '/aggregation', runs = [], routes = {} }: Setup = {}) {
  const api = fakeApi({
    'GET /api/v1/aggregation_runs': () => ({
      body: { data: runs, meta: { stats: { total: { count: runs.length } } } },
    }),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <Notifications />
      <AggregationPage />
    </>,
    { url, path: '/aggregation', signedInAs: 'admin' },
  );
  return { ...view, api };
}

const runReads = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/aggregation_runs');

const aggregateButton = () => screen.getByRole('button', { name: 'Aggregate Data' });

async function pickMonth(user: ReturnType<typeof setup>['user'], month: string) {
  await user.click(screen.getByRole('button', { name: /Month\/Year/ }));
  await user.click(await screen.findByRole('button', { name: month }));
}

describe('the aggregation page (002 §2.14)', () => {
  it('is titled by the type in the address, ShelterLuv for anything else, and switches type', async () => {
    const { user, router, unmount } = setup({ url: '/aggregation?type=shelterbuddy' });
    expect(screen.getByRole('heading', { level: 1, name: 'ShelterBuddy Aggregation' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'ShelterLuv' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=shelterluv'));
    expect(screen.getByRole('heading', { level: 1, name: 'ShelterLuv Aggregation' })).toBeTruthy();
    unmount();

    setup({ url: '/aggregation?type=petpoint' });
    expect(screen.getByRole('heading', { level: 1, name: 'ShelterLuv Aggregation' })).toBeTruthy();
  });

  it("reads the vendor's latest 25 runs", async () => {
    const { api } = setup({ url: '/aggregation?type=shelterbuddy' });
    expect(await screen.findByText('No aggregation runs yet')).toBeTruthy();
    const query = runReads(api.requests)[0]!.query;
    expect(query.get('filter[vendor][eq]')).toBe('shelterbuddy');
    expect(query.get('page[number]')).toBe('1');
    expect(query.get('page[size]')).toBe('25');
  });

  it('enables Aggregate Data once a month is picked, sends all organizations when Org ID is blank, toasts and reads the runs again', async () => {
    const posts: FakeRequest[] = [];
    const { user, api } = setup({
      routes: {
        'POST /api/v1/shelterluv_aggregations': (request) => {
          posts.push(request);
          return { status: 202 };
        },
      },
    });
    await screen.findByText('No aggregation runs yet');
    expect(aggregateButton()).toHaveProperty('disabled', true);
    // Later months than this one cannot be picked.
    await user.click(screen.getByRole('button', { name: /Month\/Year/ }));
    expect(await screen.findByRole('button', { name: 'Dec' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Oct' }));
    await waitFor(() => expect(aggregateButton()).toHaveProperty('disabled', false));
    const reads = runReads(api.requests).length;

    await user.click(aggregateButton());
    expect(await screen.findByText(COALITION_MESSAGES.aggregationQueued)).toBeTruthy();
    // The client sends the body's keys in snake_case: orgId is org_id on the wire.
    expect(posts.map((p) => p.body)).toEqual([{ org_id: null, month: 10, year: 2026 }]);
    await waitFor(() => expect(runReads(api.requests).length).toBeGreaterThan(reads));
    // What was sent is kept, unchanged: a second click cannot queue it again.
    expect(aggregateButton()).toHaveProperty('disabled', true);
  });

  it('sends a trimmed Org ID as a number to the type in the address', async () => {
    const posts: FakeRequest[] = [];
    const { user } = setup({
      url: '/aggregation?type=shelterbuddy',
      routes: {
        'POST /api/v1/shelterbuddy_aggregations': (request) => {
          posts.push(request);
          return { status: 202 };
        },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Org ID' }), ' 42 ');
    expect(aggregateButton()).toHaveProperty('disabled', true);
    await pickMonth(user, 'Mar');
    await waitFor(() => expect(aggregateButton()).toHaveProperty('disabled', false));
    await user.click(aggregateButton());
    expect(await screen.findByText(COALITION_MESSAGES.aggregationQueued)).toBeTruthy();
    expect(posts[0]?.body).toEqual({ org_id: 42, month: 3, year: 2026 });
  });

  it("says 'Org ID must be a number' and keeps the button disabled", async () => {
    const { user } = setup();
    await pickMonth(user, 'Oct');
    await user.type(screen.getByRole('textbox', { name: 'Org ID' }), '4a');
    await user.tab();
    expect(await screen.findByText('Org ID must be a number')).toBeTruthy();
    expect(aggregateButton()).toHaveProperty('disabled', true);
    await user.clear(screen.getByRole('textbox', { name: 'Org ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Org ID' }), '0');
    expect(screen.getByText('Org ID must be a number')).toBeTruthy();
  });

  it("says 'Date is required' when the month is cleared", async () => {
    const { user } = setup();
    await pickMonth(user, 'Oct');
    await waitFor(() => expect(aggregateButton()).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Clear the month' }));
    expect(await screen.findByText(M.dateRequired)).toBeTruthy();
    expect(aggregateButton()).toHaveProperty('disabled', true);
  });

  it("shows the server's field error under Org ID, and another error as a toast", async () => {
    let reply = {
      status: 422,
      body: {
        errors: [
          {
            status: '422',
            code: 'unprocessable_entity',
            title: 'Unprocessable Entity',
            detail: 'Organization 42 is not connected to ShelterLuv',
            source: { pointer: '/data/attributes/org_id' },
          },
        ],
      },
    };
    const { user } = setup({ routes: { 'POST /api/v1/shelterluv_aggregations': () => reply } });
    await user.type(screen.getByRole('textbox', { name: 'Org ID' }), '42');
    await pickMonth(user, 'Oct');
    await waitFor(() => expect(aggregateButton()).toHaveProperty('disabled', false));
    await user.click(aggregateButton());
    expect(await screen.findByText('Organization 42 is not connected to ShelterLuv')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Org ID' }).getAttribute('aria-invalid')).toBe('true');

    reply = {
      status: 503,
      body: { errors: [{ status: '503', detail: 'The job queue is not running' }] },
    } as never;
    await user.clear(screen.getByRole('textbox', { name: 'Org ID' }));
    await waitFor(() => expect(aggregateButton()).toHaveProperty('disabled', false));
    await user.click(aggregateButton());
    expect(await screen.findByText('The job queue is not running')).toBeTruthy();
  });

  it('shows a blocked run with the event types to map and a link to its API Mapping tab', async () => {
    const { user, router } = setup({ runs: [blocked] });
    const details = await screen.findByRole('group', { name: 'Details: Happy Tails, October 2026' });
    const row = screen.getByRole('row', { name: /^Happy Tails/ });
    expect(within(row).getByText('Blocked')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('9 counted, 3 not counted, 4 unmapped')).toBeTruthy();
    expect(within(details).getByText('Nothing was written: 2 event types are not mapped yet.')).toBeTruthy();
    expect(details.textContent).toContain(
      'Map these event types on the API Mapping tab of Happy Tails: Intake.Seized (3 events), Outcome.Foster (1 event)',
    );
    await user.click(within(details).getByRole('link', { name: 'API Mapping tab of Happy Tails' }));
    expect(router.state.location.pathname).toBe('/organizations/5/api-mapping');
  });

  it("shows a review's differences in words and settles it either way", async () => {
    const choices: unknown[] = [];
    const { user, api } = setup({
      runs: [needsReview],
      routes: {
        'POST /api/v1/aggregation_runs/12/resolve': (request) => {
          choices.push(request.body);
          return { status: 202 };
        },
      },
    });
    const details = await screen.findByRole('group', { name: 'Details: Happy Tails, September 2026' });
    expect(screen.getByText('Needs review')).toBeTruthy();
    const differences = within(details).getByRole('table', {
      name: 'Differences, Happy Tails, September 2026',
    });
    const rows = within(differences).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TableSpeciesFieldEnteredShelter software',
      'IntakesCaninesStray at Large, Adult46',
      'Animal countsFelinesEnding Count (in care)—2',
    ]);
    expect(within(details).getByText('and 3 more')).toBeTruthy();
    expect(
      within(details).getByText('Beginning and ending counts are from the shelter software.'),
    ).toBeTruthy();

    const reads = runReads(api.requests).length;
    await user.click(within(details).getByRole('button', { name: 'Replace with shelter software numbers' }));
    expect(await screen.findByText(COALITION_MESSAGES.aggregationQueued)).toBeTruthy();
    await waitFor(() => expect(runReads(api.requests).length).toBeGreaterThan(reads));
    await user.click(within(details).getByRole('button', { name: 'Keep entered numbers' }));
    expect(await screen.findByText(KEPT_MESSAGE)).toBeTruthy();
    expect(choices).toEqual([{ choice: 'replace' }, { choice: 'keep' }]);
  });
});
