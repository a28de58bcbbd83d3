/** The message a failed call shows (000 §8): the shared extraction of `@sac/domain`, fed the server's body. */
import { ERROR_FALLBACKS, extractErrorMessage } from '@sac/domain';
import { ApiError } from './api/client';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return extractErrorMessage(error.body);
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return ERROR_FALLBACKS.unreadable;
  return extractErrorMessage(error);
}
