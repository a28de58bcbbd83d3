import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { applyServerFieldErrors, serverFieldErrors } from './server-field-errors';

const error = new ApiError(422, {
  errors: [
    { title: 'Invalid', detail: 'Invalid zip code', source: { pointer: '/data/attributes/zip_code' } },
    {
      title: 'Invalid',
      detail: 'Address is required',
      source: { pointer: '/data/attributes/address_line_1' },
    },
    { title: 'Forbidden', detail: 'Not yours' },
  ],
});

describe('server field errors', () => {
  it('names the fields in the form’s camelCase', () => {
    expect(serverFieldErrors(error)).toEqual([
      { field: 'zipCode', message: 'Invalid zip code' },
      { field: 'addressLine_1', message: 'Address is required' },
    ]);
  });

  it('sets the known fields and says when some error found no field', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(error, setError, ['zipCode'])).toBe(false);
    expect(setError).toHaveBeenCalledWith('zipCode', { type: 'server', message: 'Invalid zip code' });
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('renames server fields to form fields', () => {
    const setError = vi.fn();
    const renamed = new ApiError(422, {
      errors: [{ detail: 'Taken', source: { pointer: '/data/attributes/unconfirmed_email' } }],
    });
    expect(applyServerFieldErrors(renamed, setError, ['email'], { unconfirmedEmail: 'email' })).toBe(true);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken' });
  });

  it('finds nothing in other failures', () => {
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});
