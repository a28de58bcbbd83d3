// @vitest-environment jsdom
/** Invite User (002 §2.6, §5): the domain's validation texts, the request, success and failure. */
import { Notifications } from '@mantine/notifications';
import { COMMON_MESSAGES, VALIDATION_MESSAGES as M } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, type FakeRoutes, fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import InviteUserPage from './invite-user-page';

const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

function setup(routes: FakeRoutes = {}) {
  fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalition }), ...routes });
  return renderWithApp(
    <>
      <Notifications />
      <InviteUserPage />
    </>,
    { url: '/coalitions/7/users/add', path: '/coalitions/:coalitionId/users/add', signedInAs: 'coalition' },
  );
}

describe('Invite User (002 §2.6)', () => {
  it('shows the domain messages for an empty or mismatched form and sends nothing', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(M.nameRequired)).toBeTruthy();
    expect(screen.getByText(M.roleRequired)).toBeTruthy();
    expect(screen.getByText(M.emailRequired)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Confirm Email' }), 'other@example.org');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(M.emailInvalid)).toBeTruthy();
    expect(screen.getByText(M.emailsDoNotMatch)).toBeTruthy();
  });

  it('invites the user to the coalition, toasts and returns to the users', async () => {
    const posts: FakeRequest[] = [];
    const { user, router } = setup({
      'POST /api/v1/user_membership_invites': (request) => {
        posts.push(request);
        return { status: 201, body: { data: { id: '1', type: 'user_membership_invites', attributes: {} } } };
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Cara Diaz');
    await user.click(screen.getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'cara@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Confirm Email' }), 'cara@example.org');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(COMMON_MESSAGES.savedSuccessfully)).toBeTruthy();
    expect(posts[0]?.body).toEqual({
      data: {
        type: 'user_membership_invites',
        attributes: {
          resource_id: '7',
          resource_type: 'coalition',
          name: 'Cara Diaz',
          email: 'cara@example.org',
          role: 'coalition_viewer',
        },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/coalitions/7/users'));
  });

  it("shows the server's message when the invitation is refused and stays", async () => {
    const { user, router } = setup({
      'POST /api/v1/user_membership_invites': () => ({
        status: 422,
        body: { errors: [{ detail: 'The user is already a member of this coalition' }] },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Cara Diaz');
    await user.click(screen.getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'cara@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Confirm Email' }), 'cara@example.org');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('The user is already a member of this coalition')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/coalitions/7/users/add');
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Cara Diaz');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(COMMON_MESSAGES.unsavedChanges)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/coalitions/7/users/add');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/coalitions/7/users'));
  });

  it('Invite is disabled while the invitation is being sent', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    const { user } = setup({
      'POST /api/v1/user_membership_invites': () => new Promise((resolve) => (answer = resolve)),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Full Name' }), 'Cara Diaz');
    await user.click(screen.getByRole('textbox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Viewer' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'cara@example.org');
    await user.type(screen.getByRole('textbox', { name: 'Confirm Email' }), 'cara@example.org');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Invite' })).toHaveProperty('disabled', true),
    );
    answer({ status: 201, body: { data: { id: '1', type: 'user_membership_invites', attributes: {} } } });
    expect(await screen.findByText(COMMON_MESSAGES.savedSuccessfully)).toBeTruthy();
  });
});
