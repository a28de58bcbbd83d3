/**
 * The one way the browser talks to the API (000 §7): same-origin URLs, devise_token_auth headers,
 * token rotation from response headers, snake_case bodies out and camelCase bodies in.
 */

import { camelizeKeys, snakeizeKeys } from '@sac/domain';
import { type SessionStore, sessionStore } from '../auth/session-store';
import { authHeaders, readTokenHeaders } from './token';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Send the session's token (default). Public calls such as sign-in pass false. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob': a successful answer is a file (a CSV, say), handed back whole instead of read as JSON. */
  responseType?: 'json' | 'blob';
};

export type ApiResponse<T> = { status: number; headers: Headers; body: T };

/** One JSON:API error object of a failed call, as sent (each member unchecked). */
export type ApiErrorObject = {
  code?: unknown;
  title?: unknown;
  detail?: unknown;
  meta?: Record<string, unknown>;
  source?: { pointer?: unknown };
};

/** A failed call: the HTTP status and the server's body, camelized, for error extraction. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status ${status}`);
    this.name = 'ApiError';
  }

  /** The body's `errors[]`; empty when the body has none. */
  get errors(): ApiErrorObject[] {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as ApiErrorObject[]) : [];
  }
}

/** Graphiti query keys are written as the spec writes them (`filter[organization_id][eq]`); brackets stay readable. */
export function buildQueryString(query: Query = {}): string {
  const encode = (text: string) => encodeURIComponent(text).replace(/%5B/gi, '[').replace(/%5D/gi, ']');
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    parts.push(`${encode(key)}=${encode(text)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // An HTML error page of a proxy, say: the error extraction shows its "unreadable" text.
    return { unreadable: true };
  }
}

export type ApiClientDeps = { store: SessionStore; fetch: typeof fetch; baseUrl?: string };

export function createApiClient({ store, fetch: doFetch, baseUrl = '' }: ApiClientDeps) {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const { method = 'GET', query, body, auth = true, signal, responseType = 'json' } = options;
    const token = auth ? store.get().token : null;
    const isJsonApi = path.startsWith('/api/');
    const headers: Record<string, string> = {
      accept: 'application/vnd.api+json, application/json',
      ...(token ? authHeaders(token) : {}),
      ...options.headers,
    };
    if (body !== undefined)
      headers['content-type'] = isJsonApi ? 'application/vnd.api+json' : 'application/json';

    const response = await doFetch(`${baseUrl}${path}${buildQueryString(query)}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(snakeizeKeys(body)),
      signal,
    });
    if (token) store.rotate(readTokenHeaders(response.headers));
    if (response.ok && responseType === 'blob') {
      return { status: response.status, headers: response.headers, body: (await response.blob()) as T };
    }
    const parsed = camelizeKeys(await readBody(response));

    if (!response.ok) {
      const error = new ApiError(response.status, parsed);
      // A refused token means the session is over, wherever the call came from.
      if (token && response.status === 401 && store.get().token?.client === token.client) store.end();
      throw error;
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  return {
    request,
    get: <T>(path: string, query?: Query, options?: RequestOptions) =>
      request<T>(path, { ...options, query }).then((r) => r.body),
    /** A file behind the session's token: the body whole, errors read as JSON:API like any call. */
    getBlob: (path: string, query?: Query, options?: RequestOptions) =>
      request<Blob>(path, { ...options, query, responseType: 'blob' }).then((r) => r.body),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'POST', body }).then((r) => r.body),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'PATCH', body }).then((r) => r.body),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'PUT', body }).then((r) => r.body),
    delete: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>(path, { ...options, method: 'DELETE', body }).then((r) => r.body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api: ApiClient = createApiClient({
  store: sessionStore,
  fetch: (...args) => globalThis.fetch(...args),
});
