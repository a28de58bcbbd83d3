/**
 * The HTTP side every shelter-software client shares (issue 16): JSON requests to the vendor's base URL,
 * at most `requestsPerSecond` (p-throttle), each bounded by a timeout, retried with exponential backoff on
 * the answers that say "later" — 429 (after its Retry-After when it gives one), 5xx, a timeout or a broken
 * connection — and never on the ones that say "no": 401/403 (the credentials), 404, other 4xx, or an answer
 * that is not JSON (p-retry). Failures are VendorErrors whose message says plainly what failed, for the
 * organization's "Test connection" and an aggregation run's record; no credential is ever in one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import pRetry, { AbortError } from 'p-retry';
import pThrottle from 'p-throttle';

export type VendorName = 'ShelterLuv' | 'ShelterBuddy';

/** unauthorized: the credentials were refused; unavailable: the vendor did not answer in time or kept failing. */
export type VendorErrorKind = 'unauthorized' | 'not-found' | 'refused' | 'unavailable' | 'bad-response';

export class VendorError extends Error {
  constructor(
    readonly vendor: VendorName,
    readonly kind: VendorErrorKind,
    message: string,
    /** The HTTP status of the last answer, when there was one. */
    readonly status?: number,
    /** How long a 429 asked to wait, in ms. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'VendorError';
  }
}

export type VendorHttpOptions = {
  vendor: VendorName;
  /** The vendor's API root, e.g. https://www.shelterluv.com/api/v1 (a setting; a local fake in tests). */
  baseUrl: string;
  /** Requests started per second at most; 5 by default. */
  requestsPerSecond?: number;
  /** Retries after the first attempt; 5 by default. */
  retries?: number;
  /** The first backoff, doubled at each retry; 500 ms by default. */
  minBackoffMs?: number;
  /** The longest Retry-After honoured (a longer one fails the request); 60 s by default. */
  maxRetryAfterMs?: number;
  /** Each attempt's timeout; 30 s by default. */
  timeoutMs?: number;
};

export type VendorRequest = {
  method?: 'GET' | 'POST';
  /** Relative to the base URL: `events`. */
  path: string;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  body?: unknown;
};

/** Retry-After as seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export function createVendorHttp(options: VendorHttpOptions) {
  const {
    vendor,
    requestsPerSecond = 5,
    retries = 5,
    minBackoffMs = 500,
    maxRetryAfterMs = 60_000,
    timeoutMs = 30_000,
  } = options;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const throttled = pThrottle({ limit: requestsPerSecond, interval: 1000 })(
    (url: string, init: RequestInit) => fetch(url, init),
  );

  async function attempt(request: VendorRequest): Promise<unknown> {
    const url = new URL(request.path, base);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    let response: Response;
    try {
      response = await throttled(url.toString(), {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new VendorError(
        vendor,
        'unavailable',
        timedOut
          ? `${vendor} did not answer within ${timeoutMs / 1000} s.`
          : `${vendor} could not be reached (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
    const { status } = response;
    if (status === 401 || status === 403) {
      await response.body?.cancel();
      throw new AbortError(
        new VendorError(
          vendor,
          'unauthorized',
          `${vendor} refused the credentials (HTTP ${status}).`,
          status,
        ),
      );
    }
    if (status === 429) {
      await response.body?.cancel();
      const wait = retryAfterMs(response.headers.get('retry-after'));
      throw new VendorError(vendor, 'unavailable', `${vendor} asked to slow down (HTTP 429).`, status, wait);
    }
    if (status >= 500) {
      await response.body?.cancel();
      throw new VendorError(vendor, 'unavailable', `${vendor} failed to answer (HTTP ${status}).`, status);
    }
    if (status === 404) {
      await response.body?.cancel();
      throw new AbortError(new VendorError(vendor, 'not-found', `${vendor} has no ${url.pathname}.`, status));
    }
    if (status >= 400) {
      await response.body?.cancel();
      throw new AbortError(
        new VendorError(vendor, 'refused', `${vendor} refused the request (HTTP ${status}).`, status),
      );
    }
    const text = await response.text();
    try {
      return text === '' ? null : (JSON.parse(text) as unknown);
    } catch {
      throw new AbortError(
        new VendorError(vendor, 'bad-response', `${vendor} answered with something other than JSON.`, status),
      );
    }
  }

  /** The JSON of a request, retried as above; a VendorError when it cannot be had. */
  async function requestJson(request: VendorRequest): Promise<unknown> {
    return pRetry(() => attempt(request), {
      retries,
      factor: 2,
      minTimeout: minBackoffMs,
      maxTimeout: minBackoffMs * 32,
      randomize: true,
      async onFailedAttempt(error) {
        const wait = error instanceof VendorError ? error.retryAfterMs : undefined;
        if (wait === undefined || error.retriesLeft === 0) return;
        if (wait > maxRetryAfterMs) {
          // Thrown here, the error ends the retries and is what the request fails with.
          throw new VendorError(
            vendor,
            'unavailable',
            `${vendor} asked to wait ${Math.ceil(wait / 1000)} s before the next request.`,
            429,
          );
        }
        await sleep(wait);
      },
    });
  }

  return { vendor, requestJson };
}

export type VendorHttp = ReturnType<typeof createVendorHttp>;
