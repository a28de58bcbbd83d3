// @vitest-environment jsdom
/**
 * A paged list screen (001 §9) as an administrator uses it: pages of 20 with the page count from
 * `meta.stats.total.count`, the pager's page buttons and arrows, the page kept in the address. The users
 * directory stands for every screen built on the shared paged table; the server is a fake at fetch.
 */
import { EMPTY_TEXTS, LIST_PAGE_SIZE } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import UsersPage from './users-page';

/** A directory of `total` users named User 1, User 2, …, answered a page at a time. */
function serveUsers(total: number) {
  return fakeApi({
    'GET /api/v1/users': ({ query }) => {
      const page = Number(query.get('page[number]'));
      const size = Number(query.get('page[size]'));
      const first = (page - 1) * size + 1;
      const last = Math.min(total, page * size);
      const data = [];
      for (let n = first; n <= last; n++)
        data.push({
          id: String(100 + n),
          type: 'users',
          attributes: { full_name: `User ${n}`, email: `user${n}@example.org`, confirmed_at: '2024-01-02' },
        });
      return { body: { data, meta: { stats: { total: { count: total } } } } };
    },
  });
}

const names = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
const pageButton = (page: number) => screen.getByRole('button', { name: `Page ${page}` });
const arrow = (direction: 'previous' | 'next') => screen.getByRole('button', { name: `${direction} page` });

describe('a paged list', () => {
  it('shows the first page of 20 and a pager with one button per page; previous is disabled on the first page', async () => {
    const server = serveUsers(45);
    renderWithApp(<UsersPage />, { url: '/users', signedInAs: 'admin' });
    await screen.findByText('User 1');
    expect(names()).toHaveLength(LIST_PAGE_SIZE);
    expect(names().at(-1)).toBe('User 20');
    expect([1, 2, 3].map((page) => pageButton(page).textContent)).toEqual(['1', '2', '3']);
    expect(screen.queryByRole('button', { name: 'Page 4' })).toBeNull();
    expect(arrow('previous')).toHaveProperty('disabled', true);
    expect(arrow('next')).toHaveProperty('disabled', false);

    const first = server.requests[0]!;
    expect(first.query.get('page[number]')).toBe('1');
    expect(first.query.get('page[size]')).toBe(String(LIST_PAGE_SIZE));
    expect(first.query.get('stats[total]')).toBe('count');
  });

  it('a page button shows that page and keeps it in the address; next is disabled on the last page', async () => {
    serveUsers(45);
    const { user, router } = renderWithApp(<UsersPage />, { url: '/users', signedInAs: 'admin' });
    await screen.findByText('User 1');
    await user.click(pageButton(3));

    await screen.findByText('User 41');
    expect(names()).toEqual(['User 41', 'User 42', 'User 43', 'User 44', 'User 45']);
    expect(router.state.location.search).toBe('?page=3');
    expect(arrow('next')).toHaveProperty('disabled', true);
    expect(arrow('previous')).toHaveProperty('disabled', false);
  });

  it('opens on the page in the address, and the arrows step a page back and forth', async () => {
    serveUsers(45);
    const { user, router } = renderWithApp(<UsersPage />, { url: '/users?page=2', signedInAs: 'admin' });
    await screen.findByText('User 21');
    await user.click(arrow('previous'));
    await screen.findByText('User 1');
    expect(router.state.location.search).toBe('');
    await user.click(arrow('next'));
    await screen.findByText('User 21');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('reads the next page ahead, so it shows at once', async () => {
    const server = serveUsers(45);
    renderWithApp(<UsersPage />, { url: '/users', signedInAs: 'admin' });
    await screen.findByText('User 1');
    await waitFor(() =>
      expect(server.requests.map((request) => request.query.get('page[number]'))).toEqual(['1', '2']),
    );
  });

  it('a list of one page has no pager', async () => {
    serveUsers(3);
    renderWithApp(<UsersPage />, { url: '/users', signedInAs: 'admin' });
    await screen.findByText('User 3');
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'next page' })).toBeNull();
  });

  it('an empty list says so, with no pager', async () => {
    serveUsers(0);
    renderWithApp(<UsersPage />, { url: '/users', signedInAs: 'admin' });
    expect(await screen.findByText(EMPTY_TEXTS.users)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'next page' })).toBeNull();
  });
});

describe('the admin’s own account', () => {
  /** The server lists everyone, the signed-in admin (id 1 in the demo profile) included. */
  const serveWithAdmin = () =>
    fakeApi({
      'GET /api/v1/users': () => ({
        body: {
          data: [
            { id: '1', type: 'users', attributes: { full_name: 'Demo admin', email: 'admin@example.org' } },
            { id: '7', type: 'users', attributes: { full_name: 'Other Person', email: 'other@example.org' } },
          ],
          meta: { stats: { total: { count: 2 } } },
        },
      }),
    });

  it('is listed: the directory does not leave the signed-in admin out of its query', async () => {
    const server = serveWithAdmin();
    renderWithApp(<UsersPage />, { url: '/users?search=admin', signedInAs: 'admin' });
    await screen.findByText('admin@example.org');
    const query = server.requests[0]!.query;
    expect(query.get('filter[search]')).toBe('admin');
    expect([...query.keys()].filter((key) => key.startsWith('filter[id]'))).toEqual([]);
  });

  it('offers View and Edit Details but no Delete User on the admin’s own row', async () => {
    serveWithAdmin();
    const { user } = renderWithApp(<UsersPage />, { url: '/users', signedInAs: 'admin' });
    await screen.findByText('admin@example.org');
    await user.click(screen.getByRole('button', { name: 'Actions for Demo admin' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Details' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete User' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Other Person' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete User' })).toBeTruthy();
  });
});
