// @vitest-environment jsdom
/**
 * The options screen's form (000 §2, §5): the month picker offers months up to the current one, Continue
 * opens the picked month (or the upload screen), and says so when no month is picked. The clock is pinned
 * to 15 June 2025 (only `Date`; timers run as usual).
 */
import { VALIDATION_MESSAGES } from '@sac/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { EntryOptionsForm } from './entry-options-form';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2025, 5, 15, 12) });
});
afterEach(() => {
  vi.useRealTimers();
});

const openPicker = async (user: ReturnType<typeof renderWithApp>['user']) => {
  await user.click(screen.getByRole('button', { name: /Month of Record/ }));
  return screen.findByRole('dialog');
};

describe('the entry options form', () => {
  it('offers the months of this year up to the current one, and no later year', async () => {
    const { user } = renderWithApp(<EntryOptionsForm action="data-entry" canUpload />);
    await openPicker(user);
    expect(screen.getByRole('button', { name: '2025' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jan' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Jun' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Jul' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Dec' })).toHaveProperty('disabled', true);
  });

  it('shows the picked month and Continue opens its matrix', async () => {
    const { user, router } = renderWithApp(<EntryOptionsForm action="data-entry" canUpload />);
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Mar' }));
    expect(screen.getByRole('button', { name: /Month of Record/ }).textContent).toBe('March 2025');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/data-entry/2025/3');
  });

  it("an administrator's Continue opens the month of the location and organization in the address", async () => {
    const { user, router } = renderWithApp(
      <EntryOptionsForm action="services" target={{ location: 51, organizationId: 10 }} canUpload />,
    );
    await openPicker(user);
    await user.click(screen.getByRole('button', { name: 'Jun' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/services/2025/6/51/10');
  });

  it('Continue without a month says a date is required and stays', async () => {
    const { user, router } = renderWithApp(<EntryOptionsForm action="data-entry" canUpload />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.dateRequired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('Upload CSV hides the month and Continue opens the upload screen', async () => {
    const { user, router } = renderWithApp(<EntryOptionsForm action="data-entry" canUpload />);
    await user.click(screen.getByRole('radio', { name: 'Upload CSV' }));
    expect(screen.queryByRole('button', { name: /Month of Record/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/data-entry/upload');
  });

  it('a user who may not upload finds Upload CSV disabled, with the reason', () => {
    renderWithApp(<EntryOptionsForm action="data-entry" canUpload={false} />);
    expect(screen.getByRole('radio', { name: 'Upload CSV' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Only organization managers can upload CSV files.')).toBeTruthy();
  });
});
