/**
 * A local fake of the ShelterBuddy API v2 (issue 16) on a loopback port, answering as the vendor documents:
 * `GET authenticate?username&password` answers a token (401 for wrong credentials); every other request needs
 * it as `sb-auth-token` (401 without, or once it is expired); `POST animal/list`, `animal/statushistory/list`
 * (`DateRange`) and `location/list` page with `page` and `pageSize` and answer `{ Data, Paging }`. Scripted
 * failures are answered before the next real answers, and every request is logged.
 */
import { createServer } from 'node:http';
import { listenOnLoopback, type ScriptedFailure, sendJson } from './fake-http';

export type FakeStatusChange = { AnimalId: string; Status: string; StatusCategory: string; DateUtc: string };

export async function startShelterbuddyFake(fixtures: {
  username: string;
  password: string;
  statusChanges?: FakeStatusChange[];
  animals?: Array<{ Id: string; AnimalType: string; Status: string; DateOfBirthUtc?: string }>;
  locations?: Array<{ Id: string; Name: string; UtcOffset: number }>;
}) {
  const failures: ScriptedFailure[] = [];
  const requests: Array<{ method: string; path: string; query: Record<string, string>; body: unknown }> = [];
  const tokens = new Set<string>();
  let issued = 0;
  const server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const url = new URL(request.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const body = text === '' ? undefined : (JSON.parse(text) as Record<string, unknown>);
    // The API root may sit under the shelter's site name, as SHELTERBUDDY_BASE_URL's {site} puts it in tests.
    const path = url.pathname.replace(/^\/(?:[^/]+\/)?api\/v2\//, '');
    requests.push({ method: request.method ?? '', path, query, body });
    const failure = failures.shift();
    if (failure) {
      sendJson(response, failure.status, failure.body ?? { Message: 'failure' }, failure.headers);
      return;
    }
    if (path === 'authenticate') {
      if (query.username !== fixtures.username || query.password !== fixtures.password) {
        sendJson(response, 401, { Message: 'Invalid username or password' });
        return;
      }
      issued += 1;
      const token = `token-${issued}`;
      tokens.add(token);
      sendJson(response, 200, JSON.stringify(token)); // a JSON string
      return;
    }
    if (!tokens.has(String(request.headers['sb-auth-token']))) {
      sendJson(response, 401, { Message: 'Authorization has been denied for this request.' });
      return;
    }
    const page = Number(query.page ?? 1);
    const pageSize = Math.min(100, Number(query.pageSize ?? 100));
    const pageOf = (items: unknown[]) =>
      sendJson(response, 200, {
        Data: items.slice((page - 1) * pageSize, page * pageSize),
        Paging: {
          Page: page,
          PageSize: pageSize,
          TotalCount: items.length,
          TotalPages: Math.max(1, Math.ceil(items.length / pageSize)),
        },
      });
    if (path === 'animal/statushistory/list') {
      const range = (body?.DateRange ?? {}) as { From?: string; To?: string };
      const from = Date.parse(range.From ?? '1970-01-01T00:00:00Z');
      const to = Date.parse(range.To ?? '9999-12-31T00:00:00Z');
      pageOf(
        (fixtures.statusChanges ?? []).filter(
          (c) => Date.parse(c.DateUtc) >= from && Date.parse(c.DateUtc) < to,
        ),
      );
    } else if (path === 'animal/list') pageOf(fixtures.animals ?? []);
    else if (path === 'location/list') pageOf(fixtures.locations ?? []);
    else sendJson(response, 404, { Message: 'No HTTP resource was found' });
  });
  const { origin, close } = await listenOnLoopback(server);
  return {
    baseUrl: `${origin}/api/v2`,
    /** SHELTERBUDDY_BASE_URL pointing at this fake, the site name in the path. */
    siteTemplate: `${origin}/{site}/api/v2`,
    requests,
    failNext: (...scripted: ScriptedFailure[]) => failures.push(...scripted),
    /** Every token issued so far stops working, as when they expire. */
    expireTokens: () => tokens.clear(),
    close,
  };
}
