/**
 * Turns whatever a failed call produced into the one line a person reads (000 §8): a string as it is,
 * JSON:API error objects as 'title: detail' joined by commas, and fixed fallbacks for everything else.
 */
export const ERROR_FALLBACKS = {
  noError: 'There was an error loading the application. Please contact the provider for support.',
  emptyList: 'An unexpected error occurred. Please check your input.',
  noMessage: 'An error occurred, but no specific message was provided.',
  unknown: 'An unknown error occurred.',
  missingDetail: 'Unknown error detail',
  unreadable:
    "There was an error making the request. We've notified our engineers and hope to address this issue shortly.",
} as const;

export type ErrorItem = { title?: unknown; detail?: unknown; message?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** One error object: 'title: detail', the detail alone when untitled, 'Unknown error detail' when it has none. */
export function formatErrorItem(item: unknown): string {
  if (typeof item === 'string') return item;
  if (!isObject(item)) return ERROR_FALLBACKS.missingDetail;
  const title = text(item.title);
  const detail = text(item.detail) ?? text(item.message);
  if (title) return `${title}: ${detail ?? ERROR_FALLBACKS.missingDetail}`;
  return detail ?? ERROR_FALLBACKS.missingDetail;
}

function fromList(items: readonly unknown[]): string {
  if (items.length === 0) return ERROR_FALLBACKS.emptyList;
  return items.map(formatErrorItem).join(', ');
}

/** devise_token_auth answers `errors: { full_messages: [...] }` or `errors: { field: [...] }`. */
function fromErrorMap(errors: Record<string, unknown>): string {
  const full = errors.full_messages ?? errors.fullMessages;
  if (Array.isArray(full)) return fromList(full);
  const messages = Object.values(errors).flatMap((v) => (Array.isArray(v) ? v : [v]));
  const strings = messages.filter((m): m is string => typeof m === 'string');
  return strings.length > 0 ? strings.join(', ') : ERROR_FALLBACKS.noMessage;
}

function fromObject(error: Record<string, unknown>): string {
  if (error.unreadable === true) return ERROR_FALLBACKS.unreadable;
  const { errors } = error;
  if (Array.isArray(errors)) return fromList(errors);
  if (text(errors)) return errors as string;
  if (isObject(errors)) return fromErrorMap(errors);
  if (error.error !== undefined && error.error !== null) return extractErrorMessage(error.error);
  const body = isObject(error.response) ? (error.response.data ?? error.response.body) : undefined;
  if (body !== undefined && body !== null && body !== '') return extractErrorMessage(body);
  if (text(error.title) || text(error.detail)) return formatErrorItem(error);
  return text(error.message) ?? ERROR_FALLBACKS.noMessage;
}

/**
 * The message of an error of any shape: a thrown Error, a response body (`errors`, `error`), a list of
 * JSON:API error objects, or a string. A body that could not be parsed (a SyntaxError, or an object
 * marked `unreadable: true` by the API client) gives the unreadable-error text.
 */
export function extractErrorMessage(error: unknown): string {
  if (error === null || error === undefined) return ERROR_FALLBACKS.noError;
  if (error instanceof SyntaxError) return ERROR_FALLBACKS.unreadable;
  if (typeof error === 'string') return text(error) ?? ERROR_FALLBACKS.noMessage;
  if (Array.isArray(error)) return fromList(error);
  if (isObject(error)) return fromObject(error);
  return ERROR_FALLBACKS.unknown;
}
