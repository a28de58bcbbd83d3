/**
 * A fake of the API server at the network boundary: `globalThis.fetch` answers from the handlers a test
 * gives (method and path, the query string apart), records every request, and answers 404 otherwise.
 * Nothing of our own code is replaced: the API client, its headers and its case conversion all run.
 * `test/setup.ts` takes the fake away after each test.
 */
import { vi } from 'vitest';

export type FakeRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type FakeReply = { status?: number; body?: unknown };
type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** `'GET /api/v1/things'` → handler. */
export type FakeRoutes = Record<string, Handler>;

export function fakeApi(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : null;
    const request = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const reply = handler
      ? await handler(request)
      : { status: 404, body: { errors: [{ title: 'Not found' }] } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch };
}
