// @vitest-environment jsdom
/**
 * The options screen's form (000 §2, §5): the month picker offers months up to the current one, starts on
 * last month, shows each month's status as the location's statuses say, Continue opens the picked month
 * (or the upload screen), and says so when no month is picked. The clock is pinned to 15 June 2025 (only
 * `Date`; timers run as usual) and handed to the form.
 */
import { VALIDATION_MESSAGES } from '@sac/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render';
import { EntryOptionsForm } from './entry-options-form';

const NOW = new Date(2025, 5, 15, 12);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The statuses the server stores for location 7: 2025 has March complete and May in progress. */
function fakeStatuses(status = 200) {
  return fakeApi({
    'GET /api/v1/data_entry_status': ({ query }) => {
      if (status !== 200) return { status, body: { errors: [{ status: String(status), title: 'boom' }] } };
      const year = Number(query.get('filter[year][eq]'));
      const stored: Record<number, string> =
        year === 2025 ? { 3: 'complete', 5: 'incomplete' } : { 1: 'complete' };
      return {
        body: {
          data: Array.from({ length: 12 }, (_, i) => ({
            type: 'data_entry_statuses',
            id: `${year}-${i + 1}`,
            attributes: { month: i + 1, year, status: stored[i + 1] ?? null },
          })),
        },
      };
    },
  });
}

const renderForm = (props: Partial<Parameters<typeof EntryOptionsForm>[0]> = {}) =>
  renderWithApp(<EntryOptionsForm action="data-entry" canUpload locationId="7" now={NOW} {...props} />);

const openPicker = async (user: ReturnType<typeof renderWithApp>['user']) => {
  await user.click(screen.getByRole('button', { name: /Month of Record/ }));
  return screen.findByRole('dialog');
};

describe('the entry options form', () => {
  beforeEach(() => {
    fakeStatuses();
  });

  it('starts on last month by the clock it is given', () => {
    renderForm({ now: new Date(2026, 0, 10, 9) });
    expect(screen.getByRole('button', { name: /Month of Record/ }).textContent).toBe('December 2025');
  });

  it('offers the months of this year up to the current one, and no later year', async () => {
    const { user } = renderForm();
    await openPicker(user);
    expect(screen.getByRole('button', { name: '2025' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Jan/ })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: /^Jun/ })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Jul' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Dec' })).toHaveProperty('disabled', true);
  });

  it("shows each month's status of the shown year, and of another year when stepping to it", async () => {
    const { user } = renderForm();
    await openPicker(user);
    expect(await screen.findByRole('button', { name: 'Mar, Complete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'May, Incomplete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apr, Unbegun' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jun, Unbegun' }).textContent).toBe('JunUnbegun');
    // Future months have no status yet.
    expect(screen.getByRole('button', { name: 'Jul' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(await screen.findByRole('button', { name: 'Jan, Complete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mar, Unbegun' })).toBeTruthy();
  });

  it('a failed read of the statuses offers Try Again and the picker still works', async () => {
    const api = fakeStatuses(500);
    const { user } = renderForm();
    expect(await screen.findByText('Unable to load the month statuses.', {}, { timeout: 5000 })).toBeTruthy();
    const reads = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(reads));
    await openPicker(user);
    expect(screen.getByRole('button', { name: 'Mar' })).toHaveProperty('disabled', false);
  });

  it('shows the picked month and Continue opens its matrix', async () => {
    const { user, router } = renderForm();
    await openPicker(user);
    await user.click(await screen.findByRole('button', { name: /^Mar/ }));
    expect(screen.getByRole('button', { name: /Month of Record/ }).textContent).toBe('March 2025');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/data-entry/2025/3');
  });

  it('Continue with the starting month opens last month', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/data-entry/2025/5');
  });

  it("an administrator's Continue opens the month of the location and organization in the address", async () => {
    const { user, router } = renderForm({ action: 'services', target: { location: 51, organizationId: 10 } });
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: /^Jun/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/services/2025/6/51/10');
  });

  it('Continue without a month says a date is required and stays', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Clear the month' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.dateRequired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Upload CSV hides the month and Continue opens the upload screen', async () => {
    const { user, router } = renderForm();
    await user.click(screen.getByRole('radio', { name: 'Upload CSV' }));
    expect(screen.queryByRole('button', { name: /Month of Record/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/data-entry/upload');
  });

  it('a user who may not upload finds Upload CSV disabled, with the reason', () => {
    renderForm({ canUpload: false });
    expect(screen.getByRole('radio', { name: 'Upload CSV' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Only organization managers can upload CSV files.')).toBeTruthy();
  });
});
