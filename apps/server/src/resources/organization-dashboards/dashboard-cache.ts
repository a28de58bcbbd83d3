/**
 * The organization dashboards' answers, cached per database, organization and query (its period, location,
 * species) in this API process, under the organization's records_version. A save or an upload of the organization's
 * records bumps that version in its own transaction (month-statuses/refresh-month-statuses.ts), so the next
 * read computes afresh — in every API process, since each reads the version with the organization. Entries
 * also expire after CACHE_TTL_MS, for the rarer writes that do not go through a status refresh (archiving a
 * location). The cache is bounded by the size of the answers (their JSON, and their document's), not their
 * number. Each answer's JSON:API document is serialized once (`cachedDocument`) and that text is sent to
 * every request that reads the answer: a cached ten-year Rehome answer is 80 KB of JSON, serialized afresh
 * on every request before. (Kept as text: sent as a Buffer, the paced benchmark's answers had a longer tail;
 * docs/performance.md, "Cached dashboards".)
 *
 * A request with `Cache-Control: no-cache` (RFC 9111 §5.2.1.4: the client prefers a stored response not be
 * used) is computed afresh, and its answer replaces the cached one. It costs no more than a query nobody
 * asked before, which anyone may send; the benchmark's cold reads use it.
 */
import { LRUCache } from 'lru-cache';
import type { ResourceContext } from '../../http/jsonapi/index';
import { getOrInsertComputed } from '../../lib/get-or-insert';

export const CACHE_TTL_MS = 15 * 60_000;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

/** What computes an answer that is not cached, passed to the cache's fetch. */
type Read = () => Promise<object>;

/** One cache per database (an app serves one; tests run several apps in one process). */
const caches = new WeakMap<object, LRUCache<string, object, Read>>();

function cacheOf(database: object): LRUCache<string, object, Read> {
  return getOrInsertComputed(
    caches,
    database,
    () =>
      new LRUCache<string, object, Read>({
        maxSize: CACHE_MAX_BYTES,
        // The answer and its serialized document (cachedDocument), about as large.
        sizeCalculation: (value) => Math.max(1, 2 * JSON.stringify(value).length),
        ttl: CACHE_TTL_MS,
        fetchMethod: (_key, _stale, { context }) => context(),
      }),
  );
}

/** Whether the request asks for an answer computed afresh (`Cache-Control: no-cache`). */
function wantsFresh(ctx: ResourceContext): boolean {
  const directives = ctx.request?.headers['cache-control'];
  return typeof directives === 'string' && /(^|,)\s*no-cache\s*(,|$)/i.test(directives);
}

/**
 * The answer of `read` for `key` at `version` of the records it reads in the context's database: cached, or
 * read and kept. Requests that want the same answer while it is being computed wait for that computation
 * (lru-cache's fetch), instead of each starting its own: when a group of 500 changes, its members' next
 * reads sum it once. A fresh request joins such a computation too (it reads the same version). Answers are
 * shared between requests: presenters must not change them.
 */
export async function cachedDashboardRead<T extends object>(
  ctx: ResourceContext,
  key: string,
  version: number | string,
  read: () => Promise<T>,
): Promise<T> {
  const answer = await cacheOf(ctx.db).fetch(`${version}:${key}`, {
    context: read,
    forceRefresh: wantsFresh(ctx),
  });
  return answer as T;
}

/** A cached answer's serialized document, with the part `present` adds to the answer on each request. */
type CachedDocument = { variant: string; body: string };

/** By answer: an answer's document lives as long as the cached answer does. */
const documents = new WeakMap<object, CachedDocument>();

/**
 * The JSON:API document `present` makes of `answer` (one that cachedDashboardRead gave), serialized: the
 * text kept from an earlier request for the same answer, or serialized now and kept. `variant`: what the
 * document holds besides the cached answer, in a form that tells whether it changed (the Rehome's
 * organizations, read on every request); the document is serialized again when it differs.
 */
export function cachedDocument(answer: object, present: () => unknown, variant = ''): string {
  const kept = documents.get(answer);
  if (kept?.variant === variant) return kept.body;
  const body = JSON.stringify(present());
  documents.set(answer, { variant, body });
  return body;
}

/** Empties the cache of `database` (tests that count reads). */
export function clearDashboardCache(database: object): void {
  caches.get(database)?.clear();
}
