// @vitest-environment jsdom
/**
 * One year per home card (issue 14 §6) and a failed widget read with Try Again (§7): the card's single
 * year selector drives the status tiles, the year-to-date table and the overviews together.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { HomeColumn } from './home-column';

const NOW = new Date(2026, 4, 15, 12); // 15 May 2026
const LOCATION = '31';

const statuses = (year: number) => ({
  data: Array.from({ length: 12 }, (_, i) => ({
    id: `${year}-${i + 1}`,
    type: 'data_entry_statuses',
    attributes: { month: i + 1, status: year === 2025 ? 'complete' : 'unbegun' },
  })),
});

const location = (request: FakeRequest) => {
  const ytdYear = request.query.get('filter[ytd_species_totals.year][eq]');
  const ytd = ytdYear
    ? [
        {
          id: `ytd-${ytdYear}`,
          type: 'ytd_species_totals',
          attributes: { species: 'canine', total_intake: Number(ytdYear) === 2025 ? 250 : 26 },
        },
      ]
    : [];
  return {
    data: {
      id: LOCATION,
      type: 'locations',
      attributes: { name: 'Main Shelter' },
      relationships: {
        ytd_species_totals: { data: ytd.map(({ id, type }) => ({ id, type })) },
        animal_intakes: { data: [] },
      },
    },
    included: ytd,
  };
};

type Options = { failStatuses?: () => boolean; statusesArrive?: Promise<void> };

function serve({ failStatuses = () => false, statusesArrive }: Options = {}) {
  return fakeApi({
    'GET /api/v1/data_entry_status': async (r) => {
      await statusesArrive;
      return failStatuses()
        ? { status: 500, body: { errors: [{ title: 'Internal Server Error', detail: 'boom' }] } }
        : { body: statuses(Number(r.query.get('filter[year][eq]'))) };
    },
    [`GET /api/v1/locations/${LOCATION}`]: (r) => ({ body: location(r) }),
  });
}

const renderCard = () =>
  renderWithApp(<HomeColumn action="data-entry" locationId={LOCATION} canUpload now={NOW} />, {
    signedInAs: 'manager',
  });

const card = () => screen.getByRole('region', { name: 'Intake and Outcome Data' });
const yearsAsked = (requests: FakeRequest[], path: string, filter: string) =>
  requests.filter((r) => r.path === path).map((r) => r.query.get(filter));

describe('home card (000 §2 Home, issue 14 §6–7)', () => {
  it('has one year selector, and it moves the tiles, the year-to-date table and the overviews together', async () => {
    const server = serve();
    const { user } = renderCard();
    expect(await screen.findByRole('list', { name: 'Months of 2026' })).toBeTruthy();
    expect(within(card()).getAllByRole('group', { name: 'Year' })).toHaveLength(1);
    expect(within(card()).queryByRole('textbox', { name: /year/i })).toBeNull();
    expect(within(card()).getByRole('group', { name: 'Year' }).textContent).toContain('2026');
    expect(await screen.findByRole('table', { name: 'Year-to-date totals 2026' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Overview by category 2026' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next year' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Previous year' }));

    expect(await screen.findByRole('list', { name: 'Months of 2025' })).toBeTruthy();
    const ytd = await screen.findByRole('table', { name: 'Year-to-date totals 2025' });
    await waitFor(() => expect(within(ytd).getAllByRole('row')[1]?.textContent).toContain('250'));
    expect(await screen.findByRole('table', { name: 'Overview by category 2025' })).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Total live intakes per month, 2025' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Months of 2026' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Complete January 2025: Entry is Complete' }).getAttribute('href'),
    ).toBe('/data-entry/2025/1');
    expect(yearsAsked(server.requests, '/api/v1/data_entry_status', 'filter[year][eq]')).toEqual([
      '2026',
      '2025',
    ]);
    expect(
      yearsAsked(
        server.requests,
        `/api/v1/locations/${LOCATION}`,
        'filter[ytd_species_totals.year][eq]',
      ).filter(Boolean),
    ).toEqual(['2026', '2025']);
  });

  it('holds the tiles’ place with twelve placeholders while the statuses load, so nothing below moves', async () => {
    let arrive = () => {};
    serve({ statusesArrive: new Promise<void>((resolve) => (arrive = resolve)) });
    renderCard();
    expect((await screen.findByText('Loading the record status…')).getAttribute('role')).toBe('status');
    const placeholders = screen.getByTestId('pending-tiles');
    expect(placeholders.getAttribute('aria-hidden')).toBe('true');
    expect(placeholders.children).toHaveLength(12);
    expect(screen.queryByRole('list', { name: 'Months of 2026' })).toBeNull();

    arrive();

    const months = await screen.findByRole('list', { name: 'Months of 2026' });
    expect(within(months).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByTestId('pending-tiles')).toBeNull();
    expect(screen.queryByText('Loading the record status…')).toBeNull();
  });

  it('names each tile link by its visible text first', async () => {
    serve();
    renderCard();
    const link = await screen.findByRole('link', { name: 'Enter January 2026: Entry is Unbegun' });
    expect(link.textContent).toBe('Enter');
    expect(screen.getByRole('img', { name: 'June 2026: Entry status unavailable' })).toBeTruthy();
  });

  it('shows a failed status read with Try Again, which reads the statuses again', async () => {
    let failing = true;
    const server = serve({ failStatuses: () => failing });
    const { user } = renderCard();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unable to load the record status')).toBeTruthy();
    expect(within(alert).getByText(/boom/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Months of 2026' })).toBeNull();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('list', { name: 'Months of 2026' })).toBeTruthy();
    expect(screen.queryByText('Unable to load the record status')).toBeNull();
    expect(server.requests.filter((r) => r.path === '/api/v1/data_entry_status')).toHaveLength(2);
  });
});
