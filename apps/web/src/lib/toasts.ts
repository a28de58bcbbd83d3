/** Toasts (000 §8): success closes after 3 seconds, errors after 5. */
import { notifications } from '@mantine/notifications';
import { TOAST_DURATION } from '@sac/domain';
import { errorMessage } from './errors';

export const SUCCESS_TOAST_MS = TOAST_DURATION.success;
export const ERROR_TOAST_MS = TOAST_DURATION.error;

export function showSuccess(message: string) {
  notifications.show({ message, color: 'teal', autoClose: SUCCESS_TOAST_MS });
}

/** Shows a text, or the message extracted from a failed call. */
export function showError(error: unknown) {
  const message = typeof error === 'string' ? error : errorMessage(error);
  notifications.show({ message, color: 'red', autoClose: ERROR_TOAST_MS });
}

/** Closes every toast and drops the queued ones: a session that ends takes its messages with it. */
export function clearToasts() {
  notifications.clean();
}
