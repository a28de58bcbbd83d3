/**
 * Log lines stay small whatever a request carries (issue 10 item 8): an error caused by a megabyte of
 * text (here a real database error quoting it, as the 500s of the review did) logs a few kilobytes.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/connection';
import { LOG_VALUE_MAX_CHARS } from '../src/http/logger';
import { createTestDatabase } from './support/db';

const MEGABYTE = 'A'.repeat(1_000_000);

describe('log lines', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '', LOG_LEVEL: 'info' });
    app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    app.post('/api/v1/test/megabyte-error', { config: { public: true } }, async (request) => {
      const { value } = request.body as { value: string };
      // PostgreSQL refuses it and its error quotes the value; drizzle's adds the query and parameters.
      await database.db.execute(sql`select ${value}::integer`);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('an error caused by a 1 MB value logs less than 8 KB, its long values cut', async () => {
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/test/megabyte-error',
      payload: { value: MEGABYTE },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('AAAA');
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('[cut: ');
    expect(logged.length).toBeLessThan(8 * 1024);
  });

  it('a message or field of 1 MB is cut to its first 2 KB', () => {
    lines.length = 0;
    app.log.warn(MEGABYTE);
    app.log.warn({ value: MEGABYTE, list: Array.from({ length: 10_000 }, () => MEGABYTE) }, 'fields');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.length).toBeLessThan(LOG_VALUE_MAX_CHARS * 25);
    const first = JSON.parse(lines[0]!);
    expect(first.msg).toBe(`${'A'.repeat(LOG_VALUE_MAX_CHARS)}… [cut: 1000000 characters]`);
    const second = JSON.parse(lines[1]!);
    expect(second.value).toHaveLength(LOG_VALUE_MAX_CHARS + '… [cut: 1000000 characters]'.length);
    expect(second.list.at(-1)).toBe('[cut: 10000 entries]');
  });
});
