// @vitest-environment jsdom

import { COALITION_MESSAGES } from '@sac/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELPDESK_EMAIL } from '../../../lib/site';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import { CoalitionLayout, useLayoutCoalition } from './coalition-layout';

const coalitionDocument = (status = 'active', id = '7') => ({
  data: {
    id,
    type: 'coalitions',
    attributes: {
      name: 'Central Texas Coalition',
      country: 'United States',
      status,
      description: 'Shelters of central Texas',
      operating_region_type: 'Statewide/Provincewide',
      operating_region: ['TX'],
      user_role: null,
      user_status: null,
    },
  },
});

function Inside() {
  const coalition = useLayoutCoalition();
  return <p>Page of {coalition.name}</p>;
}

const renderLayout = (signedInAs: 'admin' | 'coalition' | 'manager', url = '/coalitions/7/detail') =>
  renderWithApp(
    <CoalitionLayout>
      <Inside />
    </CoalitionLayout>,
    { url, path: '/coalitions/:coalitionId/*', signedInAs },
  );

describe('CoalitionLayout (002 §2.3)', () => {
  it("shows the coalition's name, the user's tabs and the page, loading the coalition once", async () => {
    const { requests } = fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalitionDocument() }) });
    renderLayout('coalition');
    expect(screen.getByText(COALITION_MESSAGES.loading)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Central Texas Coalition' })).toBeTruthy();
    expect(screen.getByText('Page of Central Texas Coalition')).toBeTruthy();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Home',
      'Detail',
      'Data Status Table',
      'Coalition Analytics',
      'Export Data',
      'Active Contrib.',
      'Pending Contrib.',
      'Declined Contrib.',
      'Users',
    ]);
    expect(screen.getByRole('tab', { name: 'Detail' }).getAttribute('aria-selected')).toBe('true');
    expect(requests.filter((r) => r.path === '/api/v1/coalitions/7')).toHaveLength(1);
  });

  it('a tab opens its page', async () => {
    fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalitionDocument() }) });
    const { user, router } = renderLayout('admin');
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    expect(router.state.location.pathname).toBe('/coalitions/7/settings');
  });

  it('a closed coalition shows its closed message to everyone but admins', async () => {
    fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalitionDocument('closed') }) });
    renderLayout('coalition');
    expect(await screen.findByText(COALITION_MESSAGES.closed(HELPDESK_EMAIL))).toBeTruthy();
    expect(screen.queryByText('Page of Central Texas Coalition')).toBeNull();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
  });

  it('admins see a closed coalition with its pages', async () => {
    fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalitionDocument('closed') }) });
    renderLayout('admin');
    expect(await screen.findByText('Page of Central Texas Coalition')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByText(COALITION_MESSAGES.closed(HELPDESK_EMAIL))).toBeNull();
  });

  it('a load error shows in an error box', async () => {
    fakeApi({
      'GET /api/v1/coalitions/7': () => ({
        status: 500,
        body: { errors: [{ detail: 'The database is down' }] },
      }),
    });
    renderLayout('coalition');
    expect((await screen.findByRole('alert')).textContent).toContain('The database is down');
  });
});
