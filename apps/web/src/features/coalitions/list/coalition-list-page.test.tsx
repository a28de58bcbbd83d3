// @vitest-environment jsdom
/**
 * The coalition lists (002 §2.2) as users meet them, against a fake API at fetch: the at-least-one-filter
 * rule, the columns of both tabs, each row's actions by the user's relationship, the request to join
 * and the sharing modal with their toasts, the pending-requests box and the next page read ahead.
 */
import { Notifications, notifications } from '@mantine/notifications';
import {
  COALITION_MESSAGES,
  COMMON_MESSAGES,
  DATA_SHARING_TYPES,
  LIST_PAGE_SIZE,
  MEMBERSHIP_MESSAGES,
} from '@sac/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import AllCoalitionsPage from './all-coalitions-page';
import MyCoalitionsPage from './my-coalitions-page';

// Toasts live in a store shared by the worker's test files: none may stay to fill another file's screen.
afterEach(() => notifications.clean());

type Row = {
  id: string;
  name: string;
  status?: string;
  userRole?: string | null;
  /** The demo organization's (id 10) membership, included as the list includes it. */
  membership?: {
    id: string;
    status: string;
    actor: string;
    intake?: boolean;
    community?: boolean;
  };
};

function coalitionsDocument(rows: Row[], total = rows.length) {
  const included = rows.flatMap((row) =>
    row.membership
      ? [
          {
            id: row.membership.id,
            type: 'coalition_memberships',
            attributes: {
              organization_id: 10,
              coalition_id: Number(row.id),
              status: row.membership.status,
              status_actor: row.membership.actor,
              intake_outcome_data_sharing: row.membership.intake ?? false,
              community_service_data_sharing: row.membership.community ?? false,
            },
          },
        ]
      : [],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: 'coalitions',
      attributes: {
        name: row.name,
        country: 'United States',
        description: `About ${row.name}`,
        operating_region_type: 'Multi-State (2 or more)',
        operating_region: ['TX', 'OK'],
        status: row.status ?? 'active',
        organizations_count: 12,
        user_role: row.userRole ?? null,
        user_status: row.membership?.status ?? null,
      },
      relationships: {
        coalition_memberships: {
          data: row.membership ? [{ id: row.membership.id, type: 'coalition_memberships' }] : [],
        },
      },
    })),
    included,
    meta: { stats: { total: { count: total } } },
  };
}

const ROWS: Row[] = [
  { id: '9', name: 'Prairie Coalition' },
  {
    id: '8',
    name: 'Hill Country Coalition',
    membership: { id: '301', status: 'requested', actor: 'Coalition' },
  },
  {
    id: '7',
    name: 'Central Texas Coalition',
    userRole: 'coalition_manager',
    membership: { id: '300', status: 'active', actor: 'Organization', intake: true, community: false },
  },
  {
    id: '11',
    name: 'Draft Coalition',
    status: 'draft',
    membership: { id: '302', status: 'active', actor: 'Coalition' },
  },
];

function serve(rows: Row[] = ROWS, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/v1/coalitions': () => ({ body: coalitionsDocument(rows) }),
    ...extra,
  });
}

const listRequests = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/coalitions');

const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent)
    .filter(Boolean);

const rowOf = (table: string, coalition: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(coalition)) as HTMLElement;

async function menuItems(user: ReturnType<typeof renderWithApp>['user'], coalition: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${coalition}` }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menuitem')).toBeNull());
  return items;
}

describe('the coalition lists', () => {
  it('refuses a search with no filter, saying so, and searches by name once one is given', async () => {
    const server = serve();
    const { user, router } = renderWithApp(<AllCoalitionsPage />, {
      url: '/coalitions',
      signedInAs: 'manager',
    });
    await screen.findByText('Prairie Coalition');
    const before = listRequests(server.requests).length;

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COALITION_MESSAGES.selectAtLeastOneFilter);
    expect(listRequests(server.requests)).toHaveLength(before);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Prairie');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=Prairie'));
    await waitFor(() =>
      expect(listRequests(server.requests).at(-1)?.query.get('filter[search]')).toBe('Prairie'),
    );
    expect(screen.queryByText(COALITION_MESSAGES.selectAtLeastOneFilter)).toBeNull();
  });

  it('searches by country, states and region; a general region type also finds the country’s own names', async () => {
    const server = serve();
    const { user } = renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'manager' });
    await screen.findByText('Prairie Coalition');
    await user.click(screen.getByRole('textbox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Statewide/Provincewide' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listRequests(server.requests).at(-1)?.query.get('filter[operating_region_type][eq]')).toBe(
        'Statewide/Provincewide,Statewide,Provincewide',
      ),
    );

    await user.click(screen.getByRole('textbox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('textbox', { name: 'State or Province/Territory' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.click(await screen.findByRole('option', { name: 'Oklahoma' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const query = listRequests(server.requests).at(-1)!.query;
      expect(query.get('filter[country][eq]')).toBe('United States');
      expect(query.get('filter[operating_regions][eq]')).toBe('TX,OK');
    });
  });

  it('asks for open coalitions with their shelter count, total and the organization’s memberships', async () => {
    const server = serve();
    renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'manager' });
    await screen.findByText('Prairie Coalition');
    const query = listRequests(server.requests)[0]!.query;
    expect(query.get('filter[status][not_eq]')).toBe('closed');
    expect(query.get('extra_fields[coalitions]')).toBe('organizations_count');
    expect(query.get('stats[total]')).toBe('count');
    expect(query.get('page[number]')).toBe('1');
    expect(query.get('include')).toBe('coalition_memberships');
    expect(query.get('filter[coalition_memberships.organization_id][eq]')).toBe('10');
    expect(query.get('filter[for_user][eq]')).toBeNull();
  });

  it('an admin may show closed coalitions too (to activate one again); others never ask for them', async () => {
    const server = serve();
    const { user } = renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'admin' });
    await screen.findByText('Prairie Coalition');
    expect(listRequests(server.requests).at(-1)!.query.get('filter[status][not_eq]')).toBe('closed');
    await user.click(screen.getByRole('switch', { name: 'Show closed coalitions' }));
    await waitFor(() =>
      expect(listRequests(server.requests).at(-1)!.query.get('filter[status][not_eq]')).toBeNull(),
    );
  });

  it('a manager is not offered closed coalitions', async () => {
    const server = serve();
    renderWithApp(<AllCoalitionsPage />, { url: '/coalitions?closed=1', signedInAs: 'manager' });
    await screen.findByText('Prairie Coalition');
    expect(screen.queryByRole('switch', { name: 'Show closed coalitions' })).toBeNull();
    expect(listRequests(server.requests).at(-1)!.query.get('filter[status][not_eq]')).toBe('closed');
  });

  it('All Coalitions shows Name, States/Provinces, Region Type, Shelters, Description and Status', async () => {
    serve();
    renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'manager' });
    await screen.findByText('Prairie Coalition');
    expect(headers('All Coalitions')).toEqual([
      'Name',
      'States/Provinces',
      'Region Type',
      'Shelters',
      'Description',
      'Status',
      'Actions',
    ]);
    const cells = within(rowOf('All Coalitions', 'Draft Coalition'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Draft Coalition',
      'TX, OK',
      'Multi-State (2 or more)',
      '12',
      'About Draft Coalition',
      'Draft',
    ]);
    expect(screen.getByRole('tab', { name: 'My Coalitions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Coalition' }).getAttribute('href')).toBe(
      '/coalitions/add',
    );
  });

  it('My Coalitions asks for the user’s coalitions and adds My Role and both sharing columns', async () => {
    const server = serve();
    renderWithApp(<MyCoalitionsPage />, { url: '/coalitions/mine', signedInAs: 'manager' });
    await screen.findByText('Central Texas Coalition');
    expect(listRequests(server.requests)[0]!.query.get('filter[for_user][eq]')).toBe('1');
    expect(headers('My Coalitions').slice(6)).toEqual([
      'My Role',
      'Community Service Data Sharing',
      'Intake/outcome Data Sharing',
      'Actions',
    ]);
    const cells = (name: string) =>
      within(rowOf('My Coalitions', name))
        .getAllByRole('cell')
        .slice(6, 9)
        .map((cell) => cell.textContent);
    expect(cells('Central Texas Coalition')).toEqual(['Coalition Manager', 'No', 'Yes']);
    expect(cells('Prairie Coalition')).toEqual(['Coalition Contributor', 'No', 'No']);
  });

  it('the My Coalitions tab is hidden from a user with no coalitions', async () => {
    serve([{ id: '9', name: 'Prairie Coalition' }]);
    renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'admin' });
    await screen.findByText('Prairie Coalition');
    expect(screen.getByRole('tab', { name: 'All Coalitions' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'My Coalitions' })).toBeNull();
  });

  it('offers each row the actions of the organization manager’s relationship to it', async () => {
    serve();
    const { user } = renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'manager' });
    await screen.findByText('Prairie Coalition');
    // Not a contributor yet.
    expect(await menuItems(user, 'Prairie Coalition')).toEqual([
      'View Details',
      'Request to Join as Contributor',
    ]);
    // Invited by the coalition.
    expect(await menuItems(user, 'Hill Country Coalition')).toEqual([
      'View Details',
      'Accept Invitation to Join as Contributor',
      'Decline Invitation to Join as Contributor',
    ]);
    // A contributor of an active coalition.
    expect(await menuItems(user, 'Central Texas Coalition')).toEqual([
      'View Details',
      'Leave Coalition as Contributor',
      'Sharing Permissions',
    ]);
    // A contributor of a coalition that is not active: no Sharing Permissions.
    expect(await menuItems(user, 'Draft Coalition')).toEqual([
      'View Details',
      'Leave Coalition as Contributor',
    ]);
  });

  it('an organization viewer can only view details', async () => {
    serve();
    const viewer = renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'viewer' });
    await screen.findByText('Prairie Coalition');
    for (const name of ['Prairie Coalition', 'Hill Country Coalition', 'Central Texas Coalition'])
      expect(await menuItems(viewer.user, name)).toEqual(['View Details']);
  });

  it('a request to join is sent for the organization (actor Organization) and says so', async () => {
    const server = serve(ROWS, {
      'POST /api/v1/coalition_memberships': () => ({
        status: 201,
        body: {
          data: {
            id: '400',
            type: 'coalition_memberships',
            attributes: {
              organization_id: 10,
              coalition_id: 9,
              status: 'requested',
              status_actor: 'Organization',
            },
          },
        },
      }),
    });
    const { user } = renderWithApp(
      <>
        <Notifications />
        <AllCoalitionsPage />
      </>,
      { url: '/coalitions', signedInAs: 'manager' },
    );
    await screen.findByText('Prairie Coalition');
    await user.click(screen.getByRole('button', { name: 'Actions for Prairie Coalition' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Request to Join as Contributor' }));

    expect(await screen.findByText(MEMBERSHIP_MESSAGES.requestSent('Prairie Coalition'))).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/v1/coalition_memberships');
    expect(post.body).toEqual({
      data: {
        type: 'coalition_memberships',
        attributes: { organization_id: 10, coalition_id: 9, status_actor: 'Organization' },
      },
    });
    // The list is read again.
    await waitFor(() => expect(listRequests(server.requests).length).toBeGreaterThan(1));
  });

  it('accepting an invitation answers it for the organization and names both sides', async () => {
    const server = serve(ROWS, {
      'PATCH /api/v1/coalition_memberships/301': () => ({
        body: { data: { id: '301', type: 'coalition_memberships', attributes: { status: 'active' } } },
      }),
    });
    const { user } = renderWithApp(
      <>
        <Notifications />
        <AllCoalitionsPage />
      </>,
      { url: '/coalitions', signedInAs: 'manager' },
    );
    await screen.findByText('Hill Country Coalition');
    await user.click(screen.getByRole('button', { name: 'Actions for Hill Country Coalition' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Accept Invitation to Join as Contributor' }),
    );
    expect(
      await screen.findByText(
        MEMBERSHIP_MESSAGES.nowActiveContributor('Riverbend Animal Shelter', 'Hill Country Coalition'),
      ),
    ).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect((patch.body as { data: { attributes: unknown } }).data.attributes).toEqual({
      status_change_action: 'accept',
      status_actor: 'Organization',
    });
  });

  it('declining an invitation says so', async () => {
    serve(ROWS, {
      'PATCH /api/v1/coalition_memberships/301': () => ({
        body: { data: { id: '301', type: 'coalition_memberships', attributes: { status: 'rejected' } } },
      }),
    });
    const { user } = renderWithApp(
      <>
        <Notifications />
        <AllCoalitionsPage />
      </>,
      { url: '/coalitions', signedInAs: 'manager' },
    );
    await screen.findByText('Hill Country Coalition');
    await user.click(screen.getByRole('button', { name: 'Actions for Hill Country Coalition' }));
    await user.click(
      await screen.findByRole('menuitem', { name: 'Decline Invitation to Join as Contributor' }),
    );
    expect(
      await screen.findByText(MEMBERSHIP_MESSAGES.declinedInvitation('Hill Country Coalition')),
    ).toBeTruthy();
  });

  it('leaving asks first, then deletes the membership and says so', async () => {
    const server = serve(ROWS, { 'DELETE /api/v1/coalition_memberships/300': () => ({ status: 204 }) });
    const { user } = renderWithApp(
      <>
        <Notifications />
        <AllCoalitionsPage />
      </>,
      { url: '/coalitions', signedInAs: 'manager' },
    );
    await screen.findByText('Central Texas Coalition');
    await user.click(screen.getByRole('button', { name: 'Actions for Central Texas Coalition' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Leave Coalition as Contributor' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Leave Coalition' }));
    expect(
      await screen.findByText(MEMBERSHIP_MESSAGES.leftCoalition('Central Texas Coalition')),
    ).toBeTruthy();
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true);
  });

  it('the sharing modal shows the stored choices, saves Yes/No per data type and says so', async () => {
    const server = serve(ROWS, {
      'PATCH /api/v1/coalition_memberships/300': () => ({
        body: { data: { id: '300', type: 'coalition_memberships', attributes: { status: 'active' } } },
      }),
    });
    const { user } = renderWithApp(
      <>
        <Notifications />
        <AllCoalitionsPage />
      </>,
      { url: '/coalitions', signedInAs: 'manager' },
    );
    await screen.findByText('Central Texas Coalition');
    await user.click(screen.getByRole('button', { name: 'Actions for Central Texas Coalition' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sharing Permissions' }));
    const dialog = await screen.findByRole('dialog');
    const [intake, community] = DATA_SHARING_TYPES.map((type) =>
      within(dialog).getByRole('radiogroup', { name: type.label }),
    );
    expect(within(intake!).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    expect(within(community!).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);

    await user.click(within(intake!).getByRole('radio', { name: 'No' }));
    await user.click(within(community!).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(COMMON_MESSAGES.sharingPermissionsUpdated)).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect((patch.body as { data: { attributes: unknown } }).data.attributes).toEqual({
      intake_outcome_data_sharing: false,
      community_service_data_sharing: true,
    });
  });

  it('a coalition manager sees the coalitions with requests waiting, linked to their pending contributors', async () => {
    fakeApi({
      'GET /api/v1/coalitions': () => ({
        body: coalitionsDocument([{ id: '9', name: 'Prairie Coalition' }]),
      }),
      'GET /api/v1/coalitions/7': () => ({
        body: { data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition' } } },
      }),
      'GET /api/v1/organizations': ({ query }) => {
        expect(query.get('filter[coalition_id][eq]')).toBe('7');
        expect(query.get('filter[coalition_membership_status][eq]')).toBe('requested');
        expect(query.get('filter[coalition_membership_status_actor][eq]')).toBe('Organization');
        return {
          body: {
            data: [{ id: '55', type: 'organizations', attributes: {} }],
            meta: { stats: { total: { count: 2 } } },
          },
        };
      },
    });
    renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'coalition' });
    const box = await screen.findByRole('region', { name: 'Pending requests' });
    expect(within(box).getByRole('link', { name: 'Central Texas Coalition' }).getAttribute('href')).toBe(
      '/coalitions/7/contributors/pending',
    );
    expect(box.textContent).toContain('2 pending requests');
  });

  it('reads the list again when the window regains focus', async () => {
    const server = serve();
    renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'manager' });
    await screen.findByText('Prairie Coalition');
    await waitFor(() => expect(listRequests(server.requests)).toHaveLength(1));
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(listRequests(server.requests)).toHaveLength(2));
  });

  it('reads the next page ahead', async () => {
    const server = fakeApi({
      'GET /api/v1/coalitions': ({ query }) => {
        const page = Number(query.get('page[number]'));
        const rows = Array.from({ length: LIST_PAGE_SIZE }, (_, i) => ({
          id: String(page * 100 + i),
          name: `Coalition ${page}-${i}`,
        }));
        return { body: coalitionsDocument(rows, LIST_PAGE_SIZE * 2 + 1) };
      },
    });
    renderWithApp(<AllCoalitionsPage />, { url: '/coalitions', signedInAs: 'admin' });
    await screen.findByText('Coalition 1-0');
    await waitFor(() =>
      expect(listRequests(server.requests).map((r) => r.query.get('page[number]'))).toEqual(['1', '2']),
    );
  });
});
