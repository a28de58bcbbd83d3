// @vitest-environment jsdom
/**
 * The prerendered /login (prerender.tsx, served by the server for /login without a query) is hydrated, not
 * replaced: no mismatch between the build's markup and the app's first render, and what a visitor typed
 * before the scripts ran stays typed. A container that is not this address's page is rendered afresh.
 */
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/auth/session-store';
import { renderPage } from '../prerender';
import { fakeApi } from '../test/fake-api';
import { startApp } from './start-app';

describe('starting the app on a prerendered page', () => {
  let root: Root | null = null;
  let container: HTMLElement;
  const consoleError = vi.spyOn(console, 'error');

  beforeEach(async () => {
    sessionStore.end();
    fakeApi({});
    window.history.replaceState(null, '', '/login');
    container = document.createElement('div');
    container.innerHTML = await renderPage('/login');
    document.body.append(container);
    consoleError.mockClear();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
  });

  const startOn = async (prerendered: string) => {
    container.dataset.prerendered = prerendered;
    const recoverable = vi.fn();
    await act(async () => {
      root = await startApp(container, { onRecoverableError: recoverable });
    });
    // The root layout names the page once it has rendered.
    await waitFor(() => expect(document.title).toBe('Log In | Shelter Animals Count'));
    return recoverable;
  };

  it('hydrates /login: the same elements, what was typed kept, no mismatch reported', async () => {
    document.title = '';
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    expect(email).not.toBeNull();
    email!.value = 'early@example.org';
    // Until the scripts run, the browser would submit the form itself: its button waits for them.
    const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit()?.disabled).toBe(true);
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');

    const recoverable = await startOn('/login');
    await waitFor(() => expect(submit()?.disabled).toBe(false));

    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toBe(email);
    expect((field as HTMLInputElement).value).toBe('early@example.org');
    expect(recoverable).not.toHaveBeenCalled();
    const hydrationErrors = consoleError.mock.calls.filter((call) => /hydrat/i.test(String(call[0])));
    expect(hydrationErrors).toEqual([]);
  });

  it('renders afresh when the markup is another address’s page', async () => {
    document.title = '';
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');

    await startOn('/register');

    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).not.toBe(email);
    expect(email!.isConnected).toBe(false);
  });
});
