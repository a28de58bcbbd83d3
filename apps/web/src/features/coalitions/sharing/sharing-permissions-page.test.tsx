// @vitest-environment jsdom
/**
 * An organization manager's Sharing Permissions for one coalition (002 §2.3, §4) against a fake API at
 * fetch: the stored Yes/No per data type, saved with PATCH of the membership and the §8 toast.
 */
import { Notifications, notifications } from '@mantine/notifications';
import { COMMON_MESSAGES, DATA_SHARING_TYPES } from '@sac/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import SharingPermissionsPage, { NOT_CONTRIBUTING_TEXT } from './sharing-permissions-page';

// Toasts live in a store shared by the worker's test files: none may stay to fill another file's screen.
afterEach(() => notifications.clean());

const coalition = (status = 'active') => ({
  body: { data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status } } },
});

const membership = (status = 'active') => ({
  id: '300',
  type: 'coalition_memberships',
  attributes: {
    organization_id: 10,
    coalition_id: 7,
    status,
    status_actor: 'Coalition',
    intake_outcome_data_sharing: false,
    community_service_data_sharing: true,
  },
});

const renderPage = () =>
  renderWithApp(
    <>
      <Notifications />
      <SharingPermissionsPage />
    </>,
    {
      url: '/coalitions/7/sharing-permissions',
      path: '/coalitions/:coalitionId/sharing-permissions',
      signedInAs: 'manager',
    },
  );

describe('sharing permissions for a coalition', () => {
  it('shows the stored choices and saves Yes/No per data type', async () => {
    const server = fakeApi({
      'GET /api/v1/coalitions/7': () => coalition(),
      'GET /api/v1/coalition_memberships': ({ query }) => {
        expect(query.get('filter[organization_id][eq]')).toBe('10');
        expect(query.get('filter[coalition_id][eq]')).toBe('7');
        return { body: { data: [membership()] } };
      },
      'PATCH /api/v1/coalition_memberships/300': () => ({ body: { data: membership() } }),
    });
    const { user } = renderPage();
    const [intake, community] = await Promise.all(
      DATA_SHARING_TYPES.map((type) => screen.findByRole('radiogroup', { name: type.label })),
    );
    expect(within(intake!).getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(within(community!).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);

    await user.click(within(intake!).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COMMON_MESSAGES.sharingPermissionsUpdated)).toBeTruthy();
    const patch = server.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({
      data: {
        id: '300',
        type: 'coalition_memberships',
        attributes: { intake_outcome_data_sharing: true, community_service_data_sharing: true },
      },
    });
  });

  it('says so when the organization is not an active contributor', async () => {
    fakeApi({
      'GET /api/v1/coalitions/7': () => coalition(),
      'GET /api/v1/coalition_memberships': () => ({ body: { data: [membership('requested')] } }),
    });
    renderPage();
    expect(await screen.findByText(NOT_CONTRIBUTING_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('is read-only while the coalition is not active', async () => {
    fakeApi({
      'GET /api/v1/coalitions/7': () => coalition('draft'),
      'GET /api/v1/coalition_memberships': () => ({ body: { data: [membership()] } }),
    });
    renderPage();
    const intake = await screen.findByRole('radiogroup', { name: DATA_SHARING_TYPES[0].label });
    expect(within(intake).getByRole('radio', { name: 'Yes' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
