/**
 * The real app (buildApp, its error handler and body parser) on a fresh test database, with the test
 * resources registered under /test/v1, a header choosing the requester's access, and a count of the
 * SQL statements each request runs.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { type Access, ANONYMOUS, type OrganizationRole } from '../../src/access/types';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database, Db } from '../../src/db/connection';
import * as schema from '../../src/db/schema/index';
import { registerResource } from '../../src/http/jsonapi/index';
import { createTestDatabase } from './db';
import { testResources } from './jsonapi-resources';

export type JsonApiTestApp = {
  app: FastifyInstance;
  database: Database;
  db: Db;
  /** SQL statements run since the last `resetQueries()`. */
  queries: string[];
  resetQueries(): void;
  /** `as`: 'admin', 'manager:<orgId>', 'viewer:<orgId>'; anonymous when absent. */
  request(options: InjectOptions & { as?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

const user = { id: 1, email: 'tester@example.org', fullName: 'Tester', systemAdmin: false, locationId: null };

function accessFrom(header: string | undefined): Access {
  if (!header) return ANONYMOUS;
  if (header === 'admin') return { ...ANONYMOUS, user: { ...user, systemAdmin: true }, isAdmin: true };
  const organizationRoles = new Map<number, OrganizationRole>();
  for (const entry of header.split(',')) {
    const [role, id] = entry.split(':');
    organizationRoles.set(Number(id), role === 'manager' ? 'organization_manager' : 'organization_viewer');
  }
  return { ...ANONYMOUS, user, organizationRoles };
}

export async function createJsonApiTestApp(): Promise<JsonApiTestApp> {
  const base = await createTestDatabase();
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => void queries.push(query) };
  const options = { schema, casing: 'snake_case' as const, logger };
  const db = (base.kind === 'pglite'
    ? drizzlePglite(base.raw as PGlite, options)
    : drizzlePg(base.raw as pg.Pool, options)) as unknown as Db;
  const database: Database = { ...base, db };
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '' }), database });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      request.access = accessFrom(request.headers['x-test-access'] as string | undefined);
    });
    // Public, so that the auth plugin lets anonymous requests through to the scopes under test.
    const open = { public: true };
    const config = { index: open, show: open, create: open, update: open, destroy: open };
    for (const resource of testResources) registerResource(scope, resource, { prefix: '/test/v1', config });
  });
  await app.ready();
  return {
    app,
    database,
    db,
    queries,
    resetQueries: () => {
      queries.length = 0;
    },
    request: ({ as, headers, ...rest }) =>
      app.inject({ ...rest, headers: { ...headers, ...(as ? { 'x-test-access': as } : {}) } }),
    close: async () => {
      await app.close();
      await base.close();
    },
  };
}
