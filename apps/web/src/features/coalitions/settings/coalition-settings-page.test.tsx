// @vitest-environment jsdom
/**
 * An admin's coalition settings (002 §2.7, §4) against a fake API at fetch: the title, the button by
 * status, the confirmation text, activation (PUT status active) and deletion (an archive request).
 */
import { Notifications, notifications } from '@mantine/notifications';
import { COALITION_MESSAGES, COMMON_MESSAGES } from '@sac/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CoalitionSettingsPage from './coalition-settings-page';

// Toasts live in a store shared by the worker's test files: none may stay to fill another file's screen.
afterEach(() => notifications.clean());

const NAME = 'Central Texas Coalition';

function serve(status: string, extra: Parameters<typeof fakeApi>[0] = {}) {
  let current = status;
  const server = fakeApi({
    'GET /api/v1/coalitions/7': () => ({
      body: { data: { id: '7', type: 'coalitions', attributes: { name: NAME, status: current } } },
    }),
    'PUT /api/v1/coalitions/7': () => {
      current = 'active';
      return { body: { data: { id: '7', type: 'coalitions', attributes: { name: NAME, status: current } } } };
    },
    'POST /api/v1/resource_archivers': () => {
      current = 'closed';
      return { status: 201, body: { data: { id: '1', type: 'resource_archivers', attributes: {} } } };
    },
    ...extra,
  });
  return server;
}

const renderSettings = () =>
  renderWithApp(
    <>
      <Notifications />
      <CoalitionSettingsPage />
    </>,
    { url: '/coalitions/7/settings', path: '/coalitions/:coalitionId/settings', signedInAs: 'admin' },
  );

describe('coalition settings', () => {
  it.each([
    ['draft', 'Activate Coalition'],
    ['active', 'Delete Coalition'],
    ['closed', 'Activate Coalition'],
  ])('a %s coalition offers %s under the title', async (status, label) => {
    serve(status);
    renderSettings();
    expect(await screen.findByRole('heading', { name: COALITION_MESSAGES.settingsTitle(NAME) })).toBeTruthy();
    expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect(
      screen.queryByRole('button', {
        name: label === 'Delete Coalition' ? 'Activate Coalition' : 'Delete Coalition',
      }),
    ).toBeNull();
  });

  it('activating a draft asks first, sends status active and the page follows the new status', async () => {
    const server = serve('draft');
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Activate Coalition' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(COALITION_MESSAGES.updateConfirm(NAME))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Activate Coalition' }));

    expect(await screen.findByText(COMMON_MESSAGES.updatedSuccessfully(NAME))).toBeTruthy();
    const put = server.requests.find((r) => r.method === 'PUT')!;
    expect(put.body).toEqual({ data: { id: '7', type: 'coalitions', attributes: { status: 'active' } } });
    // The coalition is read again: now active, it offers deletion.
    expect(await screen.findByRole('button', { name: 'Delete Coalition' })).toBeTruthy();
  });

  it('deleting an active coalition sends an archive request for it', async () => {
    const server = serve('active');
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete Coalition' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(COALITION_MESSAGES.updateConfirm(NAME))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete Coalition' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'POST')).toBe(true));
    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/v1/resource_archivers');
    expect(post.body).toEqual({
      data: { type: 'resource_archivers', attributes: { resource_id: 7, resource_type: 'coalition' } },
    });
    expect(await screen.findByRole('button', { name: 'Activate Coalition' })).toBeTruthy();
  });

  it('a refusal stays in the dialog with the server’s message', async () => {
    serve('draft', {
      'PUT /api/v1/coalitions/7': () => ({
        status: 403,
        body: { errors: [{ title: 'Forbidden', detail: 'Not allowed' }] },
      }),
    });
    const { user } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Activate Coalition' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Activate Coalition' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not allowed');
    expect(screen.getByRole('button', { name: COMMON_MESSAGES.tryAgain })).toBeTruthy();
  });
});
