/**
 * Issue 10 item 4: a query cannot make the server do unbounded work. Include chains are at most
 * MAX_INCLUDE_DEPTH relationships deep and MAX_INCLUDE_PATHS paths long, refused with a 400 naming
 * `include` before any SQL runs; an over-long query string is refused by the HTTP parser.
 */
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIntake, createLocation, createOrganization } from '../../../test/support/factories';
import { createJsonApiTestApp, type JsonApiTestApp } from '../../../test/support/jsonapi-app';
import { MAX_INCLUDE_DEPTH, MAX_INCLUDE_PATHS } from './query/parse-query';

describe('query limits', () => {
  let t: JsonApiTestApp;
  let organizationId = 0;
  beforeAll(async () => {
    t = await createJsonApiTestApp();
    organizationId = (await createOrganization(t.db, { name: 'Limits' })).id;
    const location = await createLocation(t.db, organizationId, { name: 'Limits Main' });
    await createIntake(t.db, location);
  });
  afterAll(() => t.close());

  /** The answer, and the SQL statements the request ran. */
  async function get(query: string) {
    t.resetQueries();
    const response = await t.request({ method: 'GET', url: `/test/v1/organizations?${query}`, as: 'admin' });
    return { response, queries: [...t.queries] };
  }

  const chain = (levels: number) =>
    Array.from({ length: levels }, (_, i) => (i % 2 === 0 ? 'locations' : 'organization')).join('.');

  it('the limits are 3 levels and 10 paths', () => {
    expect([MAX_INCLUDE_DEPTH, MAX_INCLUDE_PATHS]).toEqual([3, 10]);
  });

  it('includes up to 3 levels deep and 10 paths are served', async () => {
    const deep = await get(`include=${chain(3)}&filter[name]=Limits`);
    expect(deep.response.statusCode, deep.response.body).toBe(200);
    expect(deep.response.json().included.map((r: { type: string }) => r.type)).toEqual(['locations']);
    const paths = [
      'locations',
      'locations.animal_intakes',
      'locations.animal_intakes.location',
      'locations.us_county',
      'locations.organization',
      'primary_location',
      'coalition_memberships',
      'coalition_memberships.coalition',
      'coalitions',
      'us_counties',
    ];
    const many = await get(`include=${paths.join(',')}&filter[name]=Limits`);
    expect(many.response.statusCode, many.response.body).toBe(200);
  });

  it('refuses an include chain 4 levels deep with a 400 naming include, before any SQL', async () => {
    const { response, queries } = await get(`include=${chain(4)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        detail: `Include locations.organization.locations.organization is 4 relationships deep; at most 3 are allowed.`,
        source: { parameter: 'include' },
      }),
    ]);
    expect(queries).toEqual([]);
  });

  it('refuses the 800-level chain of the review at once, without touching the database', async () => {
    const { response, queries } = await get(`include=${chain(800)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source).toEqual({ parameter: 'include' });
    expect(response.json().errors[0].detail).toMatch(
      /^Include locations\.organization\..*… is 800 relationships deep; at most 3 are allowed\.$/,
    );
    expect(queries).toEqual([]);
  });

  it('refuses more than 10 include paths, counted once each, before any SQL', async () => {
    // Repeating a path does not count twice.
    const repeated = await get(`include=${Array.from({ length: 50 }, () => 'locations').join(',')}`);
    expect(repeated.response.statusCode, repeated.response.body).toBe(200);
    const paths = [
      'locations',
      'locations.animal_intakes',
      'locations.animal_intakes.location',
      'locations.us_county',
      'locations.organization',
      'locations.organization.locations',
      'primary_location',
      'coalition_memberships',
      'coalition_memberships.coalition',
      'coalitions',
      'us_counties',
    ];
    const { response, queries } = await get(`include=${paths.join(',')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        detail: 'include names 11 paths; at most 10 are allowed.',
        source: { parameter: 'include' },
      }),
    ]);
    expect(queries).toEqual([]);
    // The same limits hold on a show and on the re-read after a write.
    const show = await t.request({
      method: 'GET',
      url: `/test/v1/organizations/${organizationId}?include=${chain(4)}`,
      as: 'admin',
    });
    expect(show.statusCode).toBe(400);
  });

  it('refuses a 100 KB query string with a 4xx from the HTTP parser, and keeps serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A raw socket: the server answers an over-long request line and closes at once, which an HTTP
    // client still writing its request sees as a reset rather than an answer.
    const send = (path: string) =>
      new Promise<number>((resolve) => {
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('latin1');
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
        socket.write(
          `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-test-access: admin\r\nConnection: close\r\n\r\n`,
        );
      });
    const includes = Array.from({ length: 10_000 }, () => 'locations').join(',');
    const filters = Array.from({ length: 5_000 }, (_, i) => `filter[name]=${i}`).join('&');
    for (const query of [`include=${includes}`, filters]) {
      expect(query.length).toBeGreaterThan(50_000);
      const status = await send(`/test/v1/organizations?${query}`);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    expect(await send('/test/v1/organizations?filter[name]=Limits')).toBe(200);
  });
});
