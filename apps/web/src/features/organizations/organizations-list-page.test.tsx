// @vitest-environment jsdom
/**
 * The admins' organizations list (001 §2, issue 14 §7–8): each name is a link to the organization, EINs
 * read with their dash, a search keeps the previous rows on screen marked busy until its results arrive, and
 * a failed read offers Try Again.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import OrganizationsListPage from './organizations-list-page';

const list = {
  data: [
    {
      type: 'organizations',
      id: '31',
      attributes: {
        name: 'Riverbend Humane Society',
        ein: '742918365',
        status: 'confirmed',
        locations_count: 2,
      },
    },
    {
      type: 'organizations',
      id: '32',
      attributes: {
        name: 'Maple Leaf Rescue',
        business_number: '123456789',
        country: 'Canada',
        status: 'confirmed',
      },
    },
  ],
  meta: { stats: { total: { count: 2 } } },
};

describe('the organizations list', () => {
  it('links each name to its organization and shows EINs with the dash, business numbers as stored', async () => {
    fakeApi({ 'GET /api/v1/organizations': () => ({ body: list }) });
    const { user, router } = renderWithApp(<OrganizationsListPage />, { signedInAs: 'admin' });
    const link = await screen.findByRole('link', { name: 'Riverbend Humane Society' });
    expect(screen.getByRole('cell', { name: '74-2918365' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '123456789' })).toBeTruthy();
    await user.click(link);
    expect(router.state.location.pathname).toBe('/organizations/31');
  });

  it('a failed read offers Try Again, which reads again', async () => {
    let fail = true;
    fakeApi({
      'GET /api/v1/organizations': () =>
        fail
          ? { status: 500, body: { errors: [{ status: '500', title: 'Internal Server Error' }] } }
          : { body: list },
    });
    const { user } = renderWithApp(<OrganizationsListPage />, { signedInAs: 'admin' });
    const retry = await screen.findByRole('button', { name: 'Try Again' }, { timeout: 8000 });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Maple Leaf Rescue' })).toBeTruthy();
  });

  it('keeps the previous rows marked busy while a search is on its way, then shows its results', async () => {
    const search: { answer?: () => void } = {};
    fakeApi({
      'GET /api/v1/organizations': ({ query }) => {
        if (!query.get('filter[search]')) return { body: list };
        return new Promise((resolve) => {
          search.answer = () =>
            resolve({ body: { data: [list.data[1]], meta: { stats: { total: { count: 1 } } } } });
        });
      },
    });
    const { user } = renderWithApp(<OrganizationsListPage />, { signedInAs: 'admin' });
    await screen.findByRole('link', { name: 'Riverbend Humane Society' });
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false');

    await user.type(screen.getByPlaceholderText('Name, EIN, or Business number'), 'maple');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(search.answer).toBeDefined());
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('link', { name: 'Riverbend Humane Society' })).toBeTruthy();

    search.answer?.();
    await waitFor(() => expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('false'));
    expect(screen.queryByRole('link', { name: 'Riverbend Humane Society' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Maple Leaf Rescue' })).toBeTruthy();
  });
});
