/** A test app on a fresh database, with a clock the test controls. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/connection';
import type { Jobs } from '../../src/jobs/create-jobs';
import { startJobsClient } from '../../src/jobs/start-worker';
import { createTestDatabase } from './db';

export type TestClock = { now: () => Date; set(date: Date | string): void; advance(ms: number): void };

export function createClock(start: Date | string = '2025-06-15T12:00:00Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (date) => {
      current = new Date(date);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  close(): Promise<void>;
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    config?: Partial<Config>;
    database?: Database;
    /** Queue jobs as the API does in production (no worker runs them: tests run or start one). */
    jobs?: boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = createClock();
  const config = loadConfig(
    // Tests write the database behind the app's back (factories), so the app reads every request's
    // authentication afresh unless a test asks for the cache (AUTH_CACHE_SECONDS).
    { NODE_ENV: 'test', WEB_DIST_DIR: '', AUTH_CACHE_SECONDS: '0', ...options.env },
    {
      now: clock.now,
      // Tests never reach a vendor on the internet (a closed local port), nor write a key file.
      credentialsKey: 'a-test-credentials-key-of-32-characters-or-more',
      shelterluvBaseUrl: 'http://127.0.0.1:9/api/v1',
      shelterbuddyBaseUrl: 'http://127.0.0.1:9/{site}/api/v2',
      ...options.config,
    },
  );
  const jobs: Jobs | undefined = options.jobs ? await startJobsClient(database, config) : undefined;
  const app = await buildApp({ config, database, jobs });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await jobs?.stop();
      if (!options.database) await database.close();
    },
  };
}
