import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/connection';
import { createTestDatabase } from './support/db';

describe('app', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '' }), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers malformed JSON with a 400 error object, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/health',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: '{"data": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].detail).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown API path with a JSON:API 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].title).toBe('Not Found');
  });

  it('has the US counties of every state and territory loaded', async () => {
    const { rows } = await database.query(
      "select us_state, count(*)::int as n from us_counties where us_state in ('TX','PR','GU','DC') group by us_state order by us_state",
    );
    expect(rows).toEqual([
      { us_state: 'DC', n: 1 },
      { us_state: 'GU', n: 1 },
      { us_state: 'PR', n: 78 },
      { us_state: 'TX', n: 254 },
    ]);
  });
});
