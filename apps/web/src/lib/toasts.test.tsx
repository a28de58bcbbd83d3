// @vitest-environment jsdom
import { Notifications, notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { showError, showSuccess } from './toasts';

describe('toasts', () => {
  it('name their close button, for a screen reader (axe button-name)', async () => {
    renderWithApp(<Notifications />);
    act(() => {
      showSuccess('Saved successfully');
      showError('Validation Error: Month must be between 1 and 12');
    });
    expect(await screen.findByText('Saved successfully')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Close notification' })).toHaveLength(2);
    act(() => notifications.clean());
  });
});
