// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render';
import CoalitionHomePage from './coalition-home-page';

const coalition = {
  data: { id: '7', type: 'coalitions', attributes: { name: 'Central Texas Coalition', status: 'active' } },
};

describe('coalition home (002 §2.3)', () => {
  it("shows the Home tab to the coalition's users", async () => {
    fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalition }) });
    renderWithApp(<CoalitionHomePage />, {
      url: '/coalitions/7',
      path: '/coalitions/:coalitionId',
      signedInAs: 'coalition',
    });
    expect(await screen.findByText('Coming soon')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends anyone else to the Detail tab', async () => {
    fakeApi({ 'GET /api/v1/coalitions/7': () => ({ body: coalition }) });
    const { router } = renderWithApp(<CoalitionHomePage />, {
      url: '/coalitions/7',
      path: '/coalitions/:coalitionId',
      signedInAs: 'manager',
    });
    expect(await screen.findByText('Left for another page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/coalitions/7/detail');
  });
});
