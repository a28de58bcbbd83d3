/** What the vendor fakes share: JSON answers, scripted failures, and a server on a free loopback port. */
import { once } from 'node:events';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer given before the next real ones: a 429 with Retry-After, a 500, a page of HTML. */
export type ScriptedFailure = { status: number; headers?: Record<string, string>; body?: string };

/** `body` as JSON, or as it is when it is text already. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Listens on 127.0.0.1 on `port` (a free one by default); its origin, and how to close it. */
export async function listenOnLoopback(server: Server, port = 0) {
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
