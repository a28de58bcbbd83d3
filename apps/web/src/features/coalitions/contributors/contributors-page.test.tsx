// @vitest-environment jsdom
/**
 * The contributor lists (002 §2.5): each tab's request parameters, the filters and their rule, the columns,
 * Accept / Decline / Resend Invite (with the days remaining) / Remove and their toasts, the empty text.
 */
import { Notifications } from '@mantine/notifications';
import { COALITION_MESSAGES, MEMBERSHIP_MESSAGES } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, type FakeRoutes, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import ContributorsPage from './contributors-page';

const NOW = new Date('2026-06-15T12:00:00Z');

const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

type MembershipAttrs = {
  status: string;
  status_actor: string;
  reminded_at?: string | null;
  status_updated_at?: string | null;
  intake_outcome_data_sharing?: boolean;
  community_service_data_sharing?: boolean;
};

const organization = (id: string, name: string, membership: MembershipAttrs) => ({
  data: {
    id,
    type: 'organizations',
    attributes: { name, organization_type: 'Government Animal Services', locations_us_states: ['TX', 'OK'] },
    relationships: {
      coalition_memberships: { data: [{ id: `5${id}`, type: 'coalition_memberships' }] },
      data_entry_statuses: { data: [{ id: `9${id}`, type: 'organization_data_entry_statuses' }] },
    },
  },
  included: [
    {
      id: `5${id}`,
      type: 'coalition_memberships',
      attributes: { organization_id: Number(id), coalition_id: 7, ...membership },
    },
    {
      id: `9${id}`,
      type: 'organization_data_entry_statuses',
      attributes: { organization_id: Number(id), year: 2026, month: 3, status: 'completeServicesProvided' },
    },
  ],
});

const list = (...orgs: ReturnType<typeof organization>[]) => ({
  data: orgs.map((o) => o.data),
  included: orgs.flatMap((o) => o.included),
  meta: { stats: { total: { count: orgs.length } } },
});

function setup(
  status: 'active' | 'pending' | 'declined',
  orgs: ReturnType<typeof organization>[],
  extra: FakeRoutes = {},
) {
  const api = fakeApi({
    'GET /api/v1/coalitions/7': () => ({ body: coalition }),
    'GET /api/v1/organizations': () => ({ body: list(...orgs) }),
    ...extra,
  });
  const view = renderWithApp(
    <>
      <Notifications />
      <ContributorsPage now={NOW} />
    </>,
    {
      url: `/coalitions/7/contributors/${status}`,
      path: '/coalitions/:coalitionId/contributors/*',
      signedInAs: 'coalition',
    },
  );
  return { ...api, ...view };
}

const listRequests = (requests: FakeRequest[]) => requests.filter((r) => r.path === '/api/v1/organizations');
const params = (request: FakeRequest | undefined) => Object.fromEntries(request?.query ?? []);

const COMMON_PARAMS = {
  'filter[status][not_eq]': 'closed',
  'filter[coalition_id][eq]': '7',
  'filter[coalition_memberships.coalition_id][eq]': '7',
  include: 'data_entry_statuses,coalition_memberships',
  'filter[data_entry_statuses.year][eq]': '2026',
  'extra_fields[organizations]': 'locations_us_states',
  'stats[total]': 'count',
  sort: 'name',
  'page[number]': '1',
};

describe('contributors (002 §2.5)', () => {
  it('the active tab loads on entry with the active status and shows the columns', async () => {
    const { requests } = setup('active', [
      organization('11', 'Austin Animal Center', {
        status: 'active',
        status_actor: 'Organization',
        intake_outcome_data_sharing: true,
        community_service_data_sharing: false,
      }),
    ]);
    const row = (await screen.findByText('Austin Animal Center')).closest('tr') as HTMLElement;
    expect(params(listRequests(requests)[0])).toMatchObject({
      ...COMMON_PARAMS,
      'filter[coalition_membership_status][eq]': 'active',
    });
    expect(
      params(listRequests(requests)[0])['filter[coalition_membership_status_actor][eq]'],
    ).toBeUndefined();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'States',
      'Organization Type',
      'Status',
      'Intake/outcome Data Sharing',
      'Community Service Data Sharing',
      'Data Status 2026',
      'Actions',
    ]);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Austin Animal Center',
      'TX, OK',
      'Government Animal Services',
      'Active',
      'Yes',
      'No',
    ]);
    expect(within(row).getByRole('img', { name: 'March 2026: Entry is Complete' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'April 2026: Entry is Unbegun' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite Contributor' }).getAttribute('href')).toBe(
      '/coalitions/7/contributors/add',
    );
  });

  it('pending and declined tabs ask for their statuses; the pending status filter narrows with the actor', async () => {
    const { requests, user } = setup('pending', []);
    expect(await screen.findByText('No contributors found')).toBeTruthy();
    expect(params(listRequests(requests)[0])).toMatchObject({
      ...COMMON_PARAMS,
      'filter[coalition_membership_status][eq]': 'requested,reminded,invited',
    });
    await user.click(screen.getByRole('textbox', { name: 'Pending Status' }));
    await user.click(await screen.findByRole('option', { name: 'Coalition Invite Resent' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listRequests(requests)).toHaveLength(2));
    expect(params(listRequests(requests)[1])).toMatchObject({
      'filter[coalition_membership_status][eq]': 'reminded',
      'filter[coalition_membership_status_actor][eq]': 'Coalition',
    });
  });

  it('declined tab asks for rejected memberships', async () => {
    const { requests } = setup('declined', [
      organization('12', 'Bastrop Rescue', { status: 'rejected', status_actor: 'Coalition' }),
    ]);
    const row = (await screen.findByText('Bastrop Rescue')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Coalition Declined')).toBeTruthy();
    expect(params(listRequests(requests)[0])['filter[coalition_membership_status][eq]']).toBe('rejected');
  });

  it('search needs at least one filter, then sends search, state and organization type', async () => {
    const { requests, user } = setup('active', []);
    await screen.findByText('No contributors found');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(COALITION_MESSAGES.selectAtLeastOneFilter);
    expect(listRequests(requests)).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), '  Austin ');
    await user.click(screen.getByRole('textbox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'Texas' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listRequests(requests)).toHaveLength(2));
    expect(params(listRequests(requests)[1])).toMatchObject({
      'filter[search]': 'Austin',
      'filter[locations_us_state][eq]': 'TX',
      'filter[coalition_membership_status][eq]': 'active',
    });
    expect(screen.queryByText(COALITION_MESSAGES.selectAtLeastOneFilter)).toBeNull();
  });

  it("accepts and declines an organization's request", async () => {
    const patches: FakeRequest[] = [];
    const { user } = setup(
      'pending',
      [
        organization('11', 'Austin Animal Center', { status: 'requested', status_actor: 'Organization' }),
        organization('12', 'Bastrop Rescue', { status: 'requested', status_actor: 'Organization' }),
      ],
      {
        'PATCH /api/v1/coalition_memberships/511': (request) => {
          patches.push(request);
          return {
            body: { data: { id: '511', type: 'coalition_memberships', attributes: { status: 'active' } } },
          };
        },
        'PATCH /api/v1/coalition_memberships/512': (request) => {
          patches.push(request);
          return {
            body: { data: { id: '512', type: 'coalition_memberships', attributes: { status: 'rejected' } } },
          };
        },
      },
    );
    const row = (await screen.findByText('Austin Animal Center')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Coalition Approval Pending')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept Austin Animal Center' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.acceptedRequest)).toBeTruthy();
    expect(patches[0]?.body).toEqual({
      data: {
        id: '511',
        type: 'coalition_memberships',
        attributes: { status_change_action: 'accept', status_actor: 'Coalition' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Decline Bastrop Rescue' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.declinedRequest)).toBeTruthy();
    expect(patches[1]?.body).toMatchObject({
      data: { attributes: { status_change_action: 'reject', status_actor: 'Coalition' } },
    });
    expect(screen.queryByRole('button', { name: /Resend Invite/ })).toBeNull();
  });

  it('resends an invitation; a second one waits for 60 days and shows the days remaining', async () => {
    const patches: FakeRequest[] = [];
    const { user } = setup(
      'pending',
      [
        organization('11', 'Austin Animal Center', { status: 'requested', status_actor: 'Coalition' }),
        organization('12', 'Bastrop Rescue', {
          status: 'reminded',
          status_actor: 'Coalition',
          reminded_at: '2026-05-01T12:00:00Z',
        }),
      ],
      {
        'PATCH /api/v1/coalition_memberships/511': (request) => {
          patches.push(request);
          return {
            body: { data: { id: '511', type: 'coalition_memberships', attributes: { status: 'reminded' } } },
          };
        },
      },
    );
    const waiting = (await screen.findByText('Bastrop Rescue')).closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Coalition Invite Accept Pending')).toBeTruthy();
    // Sent again on May 1st: 45 days ago on June 15th, 15 days to go.
    expect(within(waiting).getByRole('button', { name: 'Resend Invite to Bastrop Rescue' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(waiting).getByText('Available in 15 days')).toBeTruthy();
    const invited = screen.getByText('Austin Animal Center').closest('tr') as HTMLElement;
    expect(within(invited).getByText('Organization Invite Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Austin Animal Center' })).toBeNull();
    await user.click(within(invited).getByRole('button', { name: 'Resend Invite to Austin Animal Center' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.reinvited)).toBeTruthy();
    expect(patches[0]?.body).toMatchObject({
      data: { attributes: { status_change_action: 'remind', status_actor: 'Coalition' } },
    });
  });

  it('removes an active contributor after confirming (status rejected, actor Organization)', async () => {
    const patches: FakeRequest[] = [];
    const { user } = setup(
      'active',
      [organization('11', 'Austin Animal Center', { status: 'active', status_actor: 'Organization' })],
      {
        'PATCH /api/v1/coalition_memberships/511': (request) => {
          patches.push(request);
          return {
            body: { data: { id: '511', type: 'coalition_memberships', attributes: { status: 'rejected' } } },
          };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Austin Animal Center' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(COALITION_MESSAGES.removeUserConfirm('Austin Animal Center')),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.contributorRemoved)).toBeTruthy();
    expect(patches[0]?.body).toMatchObject({
      data: { id: '511', attributes: { status: 'rejected', status_actor: 'Organization' } },
    });
  });

  it("a refused removal shows 'Failed to remove contributor'", async () => {
    const { user } = setup(
      'active',
      [organization('11', 'Austin Animal Center', { status: 'active', status_actor: 'Organization' })],
      {
        'PATCH /api/v1/coalition_memberships/511': () => ({
          status: 403,
          body: { errors: [{ detail: 'Forbidden' }] },
        }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove Austin Animal Center' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MEMBERSHIP_MESSAGES.failedToRemoveContributor)).toBeTruthy();
  });
});
