// @vitest-environment jsdom
import { Notifications } from '@mantine/notifications';
import { COALITION_MESSAGES, MEMBERSHIP_MESSAGES } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import InviteContributorPage from './invite-contributor-page';

const coalition = {
  data: {
    id: '7',
    type: 'coalitions',
    attributes: { name: 'Central Texas Coalition', status: 'active', country: 'United States' },
  },
};

const organizations = {
  data: [
    {
      id: '11',
      type: 'organizations',
      attributes: {
        name: 'Austin Animal Center',
        organization_type: 'Government Animal Services',
        locations_us_states: ['TX'],
      },
    },
  ],
  meta: { stats: { total: { count: 1 } } },
};

describe('Invite Contributor (002 §2.5)', () => {
  it('needs a search term, state or organization type, searches invitable organizations and invites one', async () => {
    const posts: FakeRequest[] = [];
    const { requests } = fakeApi({
      'GET /api/v1/coalitions/7': () => ({ body: coalition }),
      'GET /api/v1/organizations': () => ({ body: organizations }),
      'POST /api/v1/coalition_memberships': (request) => {
        posts.push(request);
        return {
          status: 201,
          body: { data: { id: '600', type: 'coalition_memberships', attributes: { status: 'requested' } } },
        };
      },
    });
    const { user } = renderWithApp(
      <>
        <Notifications />
        <InviteContributorPage />
      </>,
      {
        url: '/coalitions/7/contributors/add',
        path: '/coalitions/:coalitionId/contributors/add',
        signedInAs: 'coalition',
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COALITION_MESSAGES.selectAtLeastOneFilter);
    expect(requests.some((r) => r.path === '/api/v1/organizations')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const row = (await screen.findByText('Austin Animal Center')).closest('tr') as HTMLElement;
    const search = requests.find((r) => r.path === '/api/v1/organizations');
    expect(Object.fromEntries(search?.query ?? [])).toMatchObject({
      'filter[status][eq]': 'confirmed',
      'filter[country][eq]': 'United States',
      'filter[coalition_membership_by_id_and_status][eq]': '7',
      include: 'data_entry_statuses',
      'filter[search]': 'Austin',
    });

    await user.click(within(row).getByRole('button', { name: 'Invite Austin Animal Center' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.invitationSent('Austin Animal Center'))).toBeTruthy();
    expect(posts[0]?.body).toEqual({
      data: {
        type: 'coalition_memberships',
        attributes: { organization_id: 11, coalition_id: 7, status_actor: 'Coalition' },
      },
    });
    await waitFor(() => expect(within(row).getByText('Invited')).toBeTruthy());
  });
});
