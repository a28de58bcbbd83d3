import { describe, expect, it } from 'vitest';
import { ApiError } from './api/client';
import { errorMessage } from './errors';

describe('errorMessage (000 §8)', () => {
  it('shows devise_token_auth string errors as they are', () => {
    const error = new ApiError(401, {
      success: false,
      errors: ['Invalid login credentials. Please try again.'],
    });
    expect(errorMessage(error)).toBe('Invalid login credentials. Please try again.');
  });

  it('shows JSON:API errors as title: detail joined by commas', () => {
    const error = new ApiError(422, {
      errors: [
        { title: 'Invalid', detail: 'Name is required' },
        { title: 'Invalid', detail: 'EIN is required' },
      ],
    });
    expect(errorMessage(error)).toBe('Invalid: Name is required, Invalid: EIN is required');
  });

  it('falls back to the spec texts', () => {
    expect(errorMessage(new ApiError(502, { unreadable: true }))).toBe(
      "There was an error making the request. We've notified our engineers and hope to address this issue shortly.",
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toContain(
      'There was an error making the request.',
    );
    expect(errorMessage(new ApiError(422, { errors: [] }))).toBe(
      'An unexpected error occurred. Please check your input.',
    );
    expect(errorMessage(undefined)).toBe(
      'There was an error loading the application. Please contact the provider for support.',
    );
  });
});
