// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { ApiError } from '../api/client';
import { LoadError } from './load-error';

afterEach(() => vi.restoreAllMocks());

describe('LoadError (issue 14 §7)', () => {
  it('shows the spec message given for the read and runs the read again on Try Again', async () => {
    const retry = vi.fn();
    const { user } = renderWithApp(
      <LoadError error={new ApiError(500, {})} message="No data available" onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('No data available');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message when the read has no fixed text", () => {
    renderWithApp(
      <LoadError
        error={new ApiError(422, { errors: [{ title: 'Invalid', detail: 'Bad year' }] })}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Invalid: Bad year');
  });

  it('says the browser is offline rather than blaming the server', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(
      <LoadError error={new TypeError('Failed to fetch')} message="No data available" onRetry={() => {}} />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'You appear to be offline. Check your connection, then try again.',
    );
  });
});
