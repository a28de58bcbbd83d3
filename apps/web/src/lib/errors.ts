/** The message a failed call shows (000 §8): the shared extraction of `@sac/domain`, fed the server's body. */
import { ERROR_FALLBACKS, extractErrorMessage } from '@sac/domain';
import { ApiError } from './api/client';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return extractErrorMessage(error.body);
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return ERROR_FALLBACKS.unreadable;
  return extractErrorMessage(error);
}

/** The browser has no connection: a save keeps what was typed, a read can be tried again. */
export const OFFLINE_READ_MESSAGE = 'You appear to be offline. Check your connection, then try again.';
export const OFFLINE_SAVE_MESSAGE =
  'You appear to be offline, so nothing was saved. Your entries are kept on this page: save again when you are back online.';

/** True when the call failed because the network is down (fetch rejects with a TypeError), or the browser says it is offline. */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}

/** The message of a failed save: the offline text when there is no connection, else the server's (000 §8). */
export function saveErrorMessage(error: unknown): string {
  return isOffline(error) ? OFFLINE_SAVE_MESSAGE : errorMessage(error);
}
