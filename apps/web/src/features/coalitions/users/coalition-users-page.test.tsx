// @vitest-environment jsdom
/** Coalition users (002 §2.6): the table and its query, the role edit (Edit → Save) and removal with their texts. */
import { Notifications } from '@mantine/notifications';
import { COALITION_MESSAGES, COMMON_MESSAGES } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, type FakeRoutes, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CoalitionUsersPage from './coalition-users-page';

const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

const user = (id: string, name: string, role: string, agreement: boolean) => ({
  user: {
    id,
    type: 'users',
    attributes: { full_name: name, email: `${id}@example.org` },
    relationships: { user_memberships: { data: [{ id: `8${id}`, type: 'user_memberships' }] } },
  },
  membership: {
    id: `8${id}`,
    type: 'user_memberships',
    attributes: {
      user_id: Number(id),
      resource_id: 7,
      resource_type: 'Coalition',
      role,
      status: 'active',
      data_use_agreement: agreement,
    },
  },
});

const users = [
  user('21', 'Ana Lopez', 'coalition_manager', true),
  user('22', 'Ben Ortiz', 'coalition_viewer', false),
];

function setup(records: typeof users, routes: FakeRoutes = {}) {
  const api = fakeApi({
    'GET /api/v1/coalitions/7': () => ({ body: coalition }),
    'GET /api/v1/users': () => ({
      body: {
        data: records.map((r) => r.user),
        included: records.map((r) => r.membership),
        meta: { stats: { total: { count: records.length } } },
      },
    }),
    ...routes,
  });
  const view = renderWithApp(
    <>
      <Notifications />
      <CoalitionUsersPage />
    </>,
    { url: '/coalitions/7/users', path: '/coalitions/:coalitionId/users', signedInAs: 'coalition' },
  );
  return { ...api, ...view };
}

describe('coalition users (002 §2.6)', () => {
  it("lists the coalition's users with the §7 query; a user without the agreement is marked", async () => {
    const { requests } = setup(users);
    const row = (await screen.findByText('Ana Lopez')).closest('tr') as HTMLElement;
    const query = requests.find((r) => r.path === '/api/v1/users')?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      'filter[coalition_id][eq]': '7',
      include: 'user_memberships',
      'filter[user_memberships.resource_id][eq]': '7',
      sort: 'full_name',
      'stats[total]': 'count',
      'page[number]': '1',
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Name',
      'Email',
      'Role',
      'Remove from Coalition',
    ]);
    expect(within(row).getByText('21@example.org')).toBeTruthy();
    expect(within(row).getByText('Manager')).toBeTruthy();
    expect(within(row).queryByText('Agreement pending')).toBeNull();
    const ben = screen.getByText('Ben Ortiz').closest('tr') as HTMLElement;
    expect(within(ben).getByText('Viewer')).toBeTruthy();
    expect(within(ben).getByText('Agreement pending')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite User' }).getAttribute('href')).toBe(
      '/coalitions/7/users/add',
    );
  });

  it("shows 'No users found' when the coalition has none", async () => {
    setup([]);
    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('changes a role: Edit becomes Save, then the membership is patched', async () => {
    const patches: FakeRequest[] = [];
    const { user: u } = setup(users, {
      'PATCH /api/v1/user_memberships/822': (request) => {
        patches.push(request);
        return {
          body: { data: { id: '822', type: 'user_memberships', attributes: { role: 'coalition_manager' } } },
        };
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Edit role of Ben Ortiz' }));
    expect(screen.queryByRole('button', { name: 'Edit role of Ben Ortiz' })).toBeNull();
    await u.click(screen.getByRole('textbox', { name: 'Role of Ben Ortiz' }));
    await u.click(await screen.findByRole('option', { name: 'Manager' }));
    await u.click(screen.getByRole('button', { name: 'Save role of Ben Ortiz' }));
    expect(await screen.findByText(COALITION_MESSAGES.userRoleUpdated('22', 'Manager'))).toBeTruthy();
    expect(patches[0]?.body).toEqual({
      data: { id: '822', type: 'user_memberships', attributes: { role: 'coalition_manager' } },
    });
  });

  it("a refused role change says 'Failed to update user to new role!'", async () => {
    const { user: u } = setup(users, {
      'PATCH /api/v1/user_memberships/822': () => ({ status: 422, body: { errors: [{ detail: 'No' }] } }),
    });
    await u.click(await screen.findByRole('button', { name: 'Edit role of Ben Ortiz' }));
    await u.click(screen.getByRole('textbox', { name: 'Role of Ben Ortiz' }));
    await u.click(await screen.findByRole('option', { name: 'Manager' }));
    await u.click(screen.getByRole('button', { name: 'Save role of Ben Ortiz' }));
    expect(await screen.findByText(COMMON_MESSAGES.failedToUpdateRole)).toBeTruthy();
  });

  it('removes a user after the confirmation', async () => {
    const deletes: FakeRequest[] = [];
    const { user: u } = setup(users, {
      'DELETE /api/v1/user_memberships/821': (request) => {
        deletes.push(request);
        return { status: 204 };
      },
    });
    await u.click(await screen.findByRole('button', { name: 'Remove Ana Lopez from Coalition' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(COALITION_MESSAGES.removeUserConfirm('Ana Lopez'))).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(COMMON_MESSAGES.removedSuccessfully('Ana Lopez'))).toBeTruthy();
    expect(deletes).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
