// @vitest-environment jsdom
/**
 * The organization's Coalitions tab (001 §2; admins) against a fake API at fetch: the organization's
 * coalitions with its membership status label and sharing, and Add Organization to Coalition, which
 * searches active coalitions and adds the organization directly (status active).
 */
import { Notifications, notifications } from '@mantine/notifications';
import { MEMBERSHIP_MESSAGES } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import OrganizationCoalitionAddPage from './organization-coalition-add-page';
import OrganizationCoalitionsPage from './organization-coalitions-page';

// Toasts live in a store shared by the worker's test files: none may stay to fill another file's screen.
afterEach(() => notifications.clean());

const organization = {
  body: {
    data: {
      id: '10',
      type: 'organizations',
      attributes: { name: 'Riverbend Animal Shelter', status: 'confirmed' },
    },
  },
};

type Row = { id: string; name: string; membership?: { status: string; actor: string; intake?: boolean } };

const coalitions = (rows: Row[]) => ({
  body: {
    data: rows.map((row) => ({
      id: row.id,
      type: 'coalitions',
      attributes: {
        name: row.name,
        status: 'active',
        operating_region_type: 'Statewide',
        operating_region: ['TX'],
        organizations_count: 3,
      },
      relationships: {
        coalition_memberships: {
          data: row.membership ? [{ id: `m${row.id}`, type: 'coalition_memberships' }] : [],
        },
      },
    })),
    included: rows.flatMap((row) =>
      row.membership
        ? [
            {
              id: `m${row.id}`,
              type: 'coalition_memberships',
              attributes: {
                organization_id: 10,
                coalition_id: Number(row.id),
                status: row.membership.status,
                status_actor: row.membership.actor,
                intake_outcome_data_sharing: row.membership.intake ?? false,
                community_service_data_sharing: false,
              },
            },
          ]
        : [],
    ),
    meta: { stats: { total: { count: rows.length } } },
  },
});

describe('the organization’s Coalitions tab', () => {
  it('lists its coalitions with its membership status and sharing', async () => {
    const server = fakeApi({
      'GET /api/v1/organizations/10': () => organization,
      'GET /api/v1/coalitions': () =>
        coalitions([
          {
            id: '7',
            name: 'Central Texas Coalition',
            membership: { status: 'active', actor: 'Coalition', intake: true },
          },
          {
            id: '8',
            name: 'Hill Country Coalition',
            membership: { status: 'requested', actor: 'Organization' },
          },
        ]),
    });
    renderWithApp(<OrganizationCoalitionsPage />, {
      url: '/organizations/10/coalitions',
      path: '/organizations/:orgId/coalitions',
      signedInAs: 'admin',
    });
    const table = await screen.findByRole('table', { name: 'Coalitions of the organization' });
    await within(table).findByText('Central Texas Coalition');
    const cells = (name: string) =>
      within(
        within(table)
          .getAllByRole('row')
          .find((row) => row.textContent?.includes(name))!,
      )
        .getAllByRole('cell')
        .slice(3)
        .map((cell) => cell.textContent);
    expect(cells('Central Texas Coalition')).toEqual(['Active', 'Active', 'Yes', 'No']);
    expect(cells('Hill Country Coalition')).toEqual(['Active', 'Coalition Approval Pending', 'No', 'No']);
    const query = server.requests.find((r) => r.path === '/api/v1/coalitions')!.query;
    expect(query.get('filter[for_organization][eq]')).toBe('10');
    expect(query.get('filter[coalition_memberships.organization_id][eq]')).toBe('10');
    expect(screen.getByRole('link', { name: 'Add Organization to Coalition' }).getAttribute('href')).toBe(
      '/organizations/10/coalitions/add',
    );
  });

  it('adds the organization to an active coalition directly and says so', async () => {
    const server = fakeApi({
      'GET /api/v1/organizations/10': () => organization,
      'GET /api/v1/coalitions': () =>
        coalitions([
          { id: '7', name: 'Central Texas Coalition', membership: { status: 'active', actor: 'Coalition' } },
          { id: '9', name: 'Prairie Coalition' },
        ]),
      'POST /api/v1/coalition_memberships': () => ({
        status: 201,
        body: { data: { id: '500', type: 'coalition_memberships', attributes: { status: 'active' } } },
      }),
    });
    const { user, router } = renderWithApp(
      <>
        <Notifications />
        <OrganizationCoalitionAddPage />
      </>,
      {
        url: '/organizations/10/coalitions/add',
        path: '/organizations/:orgId/coalitions/add',
        signedInAs: 'admin',
      },
    );
    await screen.findByText('Prairie Coalition');
    const query = server.requests.find((r) => r.path === '/api/v1/coalitions')!.query;
    expect(query.get('filter[status][eq]')).toBe('active');
    // Already a contributor: its status instead of Add.
    expect(screen.queryByRole('button', { name: 'Add to Central Texas Coalition' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add to Prairie Coalition' }));
    expect(
      await screen.findByText(
        MEMBERSHIP_MESSAGES.nowActiveContributor('Riverbend Animal Shelter', 'Prairie Coalition'),
      ),
    ).toBeTruthy();
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      data: {
        type: 'coalition_memberships',
        attributes: { organization_id: 10, coalition_id: 9, status_actor: 'Organization', status: 'active' },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/10/coalitions'));
  });
});
