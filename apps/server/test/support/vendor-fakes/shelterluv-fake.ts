/**
 * A local fake of the ShelterLuv API v1 (issue 16) on a loopback port, answering as the vendor documents:
 * `X-Api-Key` checked (401 otherwise), `GET events` with `offset`/`limit` (at most 100)/`since`/`before`,
 * `GET animals` with `offset`/`limit`/`status_type`/`since` (by `LastUpdatedUnixTime`), `GET animals/{id}`, each page
 * `{ success: 1, events | animals, has_more, total_count }`. Scripted failures (a 429 with Retry-After, a
 * 500) are answered before the next real answers, and every request is logged.
 */
import { createServer } from 'node:http';
import { listenOnLoopback, type ScriptedFailure, sendJson } from './fake-http';

export type { ScriptedFailure } from './fake-http';

export type FakeEvent = {
  Type: string;
  Subtype?: string | null;
  Time: string;
  User?: string;
  AssociatedRecords: Array<{ Type: string; Id: string }>;
};
export type FakeAnimal = {
  ID: string;
  Type: string;
  Status: string;
  DOBUnixTime?: number;
  InFoster?: boolean;
  /** Whether `status_type=in custody` lists it (the vendor's statuses in custody: in shelter, in foster). */
  InCustody?: boolean;
  LastUpdatedUnixTime?: number;
};

export async function startShelterluvFake(fixtures: {
  apiKey: string;
  events?: FakeEvent[];
  animals?: FakeAnimal[];
  /** A fixed port (the browser tests' server is told it before it starts); a free one by default. */
  port?: number;
  /** How long each page of events takes to answer (a slow vendor). */
  eventsDelayMs?: number;
}) {
  const failures: ScriptedFailure[] = [];
  const requests: Array<{ path: string; query: Record<string, string>; at: number }> = [];
  const events = fixtures.events ?? [];
  const animals = fixtures.animals ?? [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query, at: Date.now() });
    if (request.headers['x-api-key'] !== fixtures.apiKey) {
      sendJson(response, 401, { success: 0, error_message: 'Invalid API key' });
      return;
    }
    const failure = failures.shift();
    if (failure) {
      sendJson(response, failure.status, failure.body ?? { success: 0 }, failure.headers);
      return;
    }
    const offset = Number(query.offset ?? 0);
    const limit = Math.min(100, Number(query.limit ?? 100));
    const pageOf = <T>(key: string, items: T[]) =>
      sendJson(response, 200, {
        success: 1,
        [key]: items.slice(offset, offset + limit),
        has_more: offset + limit < items.length,
        total_count: items.length,
      });
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    if (path === 'events') {
      if (fixtures.eventsDelayMs) await new Promise((resolve) => setTimeout(resolve, fixtures.eventsDelayMs));
      const since = query.since === undefined ? -Infinity : Number(query.since);
      const before = query.before === undefined ? Infinity : Number(query.before);
      pageOf(
        'events',
        events.filter((e) => Number(e.Time) >= since && Number(e.Time) < before),
      );
    } else if (path === 'animals') {
      pageOf(
        'animals',
        animals.filter(
          (a) =>
            (query.status_type === undefined ||
              (query.status_type === 'in custody' ? a.InCustody === true : a.Status === query.status_type)) &&
            (query.since === undefined || (a.LastUpdatedUnixTime ?? 0) >= Number(query.since)),
        ),
      );
    } else if (path.startsWith('animals/')) {
      const animal = animals.find((a) => a.ID === decodeURIComponent(path.slice('animals/'.length)));
      if (animal) sendJson(response, 200, animal);
      else sendJson(response, 404, { success: 0, error_message: 'Animal not found' });
    } else {
      sendJson(response, 404, { success: 0 });
    }
  });
  const { origin, close } = await listenOnLoopback(server, fixtures.port);
  return {
    baseUrl: `${origin}/api/v1`,
    requests,
    /** Answers these before the next real answers, in order. */
    failNext: (...scripted: ScriptedFailure[]) => failures.push(...scripted),
    close,
  };
}
