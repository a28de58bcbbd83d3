import { describe, expect, it } from 'vitest';
import { ERROR_FALLBACKS, extractErrorMessage } from './error-message';

describe('error message extraction', () => {
  it('shows a string as it is', () => {
    expect(extractErrorMessage('Invalid login credentials. Please try again.')).toBe(
      'Invalid login credentials. Please try again.',
    );
  });

  it('shows a single error object alone as title: detail', () => {
    expect(extractErrorMessage([{ title: 'Validation Error', detail: 'Email has already been taken' }])).toBe(
      'Validation Error: Email has already been taken',
    );
  });

  it('joins several error objects with commas', () => {
    const body = {
      errors: [
        { title: 'A', detail: 'first' },
        { title: 'B', detail: 'second' },
      ],
    };
    expect(extractErrorMessage(body)).toBe('A: first, B: second');
  });

  it('says Unknown error detail when an object has no detail', () => {
    expect(extractErrorMessage([{ title: 'Forbidden' }])).toBe('Forbidden: Unknown error detail');
    expect(extractErrorMessage([{}])).toBe('Unknown error detail');
  });

  it('uses the fixed fallbacks', () => {
    expect(extractErrorMessage(undefined)).toBe(
      'There was an error loading the application. Please contact the provider for support.',
    );
    expect(extractErrorMessage(null)).toBe(ERROR_FALLBACKS.noError);
    expect(extractErrorMessage([])).toBe('An unexpected error occurred. Please check your input.');
    expect(extractErrorMessage({ errors: [] })).toBe(ERROR_FALLBACKS.emptyList);
    expect(extractErrorMessage({})).toBe('An error occurred, but no specific message was provided.');
    expect(extractErrorMessage('')).toBe(ERROR_FALLBACKS.noMessage);
    expect(extractErrorMessage(42)).toBe('An unknown error occurred.');
  });

  it('reports an unreadable answer with the engineers message', () => {
    const unreadable =
      "There was an error making the request. We've notified our engineers and hope to address this issue shortly.";
    expect(extractErrorMessage(new SyntaxError('Unexpected token < in JSON'))).toBe(unreadable);
    expect(extractErrorMessage({ unreadable: true })).toBe(unreadable);
  });

  it('reads the envelope, devise_token_auth errors, wrapped responses and thrown errors', () => {
    expect(extractErrorMessage({ error: 'Not authorized' })).toBe('Not authorized');
    expect(extractErrorMessage({ errors: ['Email not found'] })).toBe('Email not found');
    expect(
      extractErrorMessage({ errors: { full_messages: ['Password is too short', 'Email is invalid'] } }),
    ).toBe('Password is too short, Email is invalid');
    expect(extractErrorMessage({ response: { data: { errors: [{ title: 'T', detail: 'D' }] } } })).toBe(
      'T: D',
    );
    expect(extractErrorMessage(new Error('Network down'))).toBe('Network down');
  });
});
