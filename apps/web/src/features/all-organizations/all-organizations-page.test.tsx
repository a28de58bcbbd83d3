// @vitest-environment jsdom
/**
 * All Organizations (002 §2.12, issue 14 §8): before any search the page says what to do; a search with only
 * the country (United States, as shown) runs rather than asking for a filter; a failed read offers Try Again.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import AllOrganizationsPage from './all-organizations-page';

const entry = {
  type: 'organization_directory_entries',
  id: '12',
  attributes: {
    name: 'River Valley Shelter',
    country: 'United States',
    organization_type: 'Private Shelter',
    ein: '123456789',
    business_number: null,
    locations_us_states: ['TX'],
    locations_provinces: null,
  },
};

describe('All Organizations', () => {
  it('explains the empty page, and searches with only the country shown', async () => {
    const api = fakeApi({
      'GET /api/v1/organization_directory': () => ({
        body: { data: [entry], meta: { stats: { total: { count: 1 } } } },
      }),
    });
    const { user, router } = renderWithApp(<AllOrganizationsPage />, { signedInAs: 'viewer' });
    expect(screen.getByText(/press Search to list organizations/)).toBeTruthy();
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: 'River Valley Shelter' })).toBeTruthy();
    expect(screen.queryByText('Select at least one filter.')).toBeNull();
    expect(screen.queryByText(/press Search to list organizations/)).toBeNull();
    expect(api.requests[0]!.query.get('filter[country][eq]')).toBe('United States');
    expect(router.state.location.search).toBe('?country=United+States');
    // The EIN reads as written, with its dash.
    expect(screen.getByRole('cell', { name: '12-3456789' })).toBeTruthy();
  });

  it('a failed read offers Try Again, which reads again', async () => {
    let fail = true;
    const api = fakeApi({
      'GET /api/v1/organization_directory': () =>
        fail
          ? { status: 500, body: { errors: [{ status: '500', title: 'Internal Server Error' }] } }
          : { body: { data: [entry], meta: { stats: { total: { count: 1 } } } } },
    });
    const { user } = renderWithApp(<AllOrganizationsPage />, { url: '/?country=United+States' });
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 8000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('cell', { name: 'River Valley Shelter' })).toBeTruthy();
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(1));
  });
});
