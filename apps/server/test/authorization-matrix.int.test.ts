/**
 * The authorization matrix: every registered API route, called as every demo role and without a token,
 * against one table of expected statuses. A route without an entry here fails the test, so no endpoint
 * can be added without deciding who may call it.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  coalitionMemberships,
  coalitions,
  locations,
  usCounties,
  userMemberships,
  users,
} from '../src/db/schema/index';
import { seedDemo } from '../src/db/seed/demo';
import { accountsMatrix } from './matrix/accounts';
import { coalitionAnalyticsMatrix } from './matrix/coalition-analytics';
import { coalitionExportsMatrix } from './matrix/coalition-exports';
import { coalitionHomeMatrix } from './matrix/coalition-home';
import { coalitionMembershipsMatrix } from './matrix/coalition-memberships';
import { coalitionStatusMatrix } from './matrix/coalition-status';
import { coalitionsMatrix } from './matrix/coalitions';
import { dashboardsMatrix } from './matrix/dashboards';
import {
  type Entry,
  type Expected,
  everyone,
  type Fixtures,
  ROLES,
  type Role,
  signedIn,
} from './matrix/entries';
import { nationalMatrix } from './matrix/national';
import { organizationsMatrix } from './matrix/organizations';
import { passwordsMatrix } from './matrix/passwords';
import { recordsMatrix } from './matrix/records';
import { reportsMatrix } from './matrix/reports';
import { resourceCenterMatrix } from './matrix/resource-center';
import { shelterSoftwareMatrix } from './matrix/shelter-software';
import { statusesMatrix } from './matrix/statuses';
import { uploadsMatrix } from './matrix/uploads';
import { createTestApp, type TestApp } from './support/app';
import { type Session, signIn } from './support/http';

const PARTS = [
  accountsMatrix,
  passwordsMatrix,
  organizationsMatrix,
  coalitionsMatrix,
  coalitionMembershipsMatrix,
  coalitionStatusMatrix,
  coalitionHomeMatrix,
  coalitionExportsMatrix,
  coalitionAnalyticsMatrix,
  dashboardsMatrix,
  recordsMatrix,
  statusesMatrix,
  uploadsMatrix,
  reportsMatrix,
  nationalMatrix,
  resourceCenterMatrix,
  shelterSoftwareMatrix,
];

const CORE: Record<string, Entry> = {
  'GET /api/v1/health': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/v1/health' }),
  },
  'POST /auth/sign_in': {
    expected: everyone(401),
    request: () => ({
      method: 'POST',
      url: '/auth/sign_in',
      payload: { email: 'admin@example.org', password: 'not-it' },
    }),
  },
  'DELETE /auth/sign_out': {
    expected: { ...signedIn(200), anonymous: 404 },
    request: () => ({ method: 'DELETE', url: '/auth/sign_out' }),
    ownSession: true,
  },
  'GET /auth/validate_token': {
    expected: signedIn(200),
    request: () => ({ method: 'GET', url: '/auth/validate_token' }),
  },
  'GET /refresh_token': {
    expected: signedIn(200),
    request: () => ({ method: 'GET', url: '/refresh_token' }),
    ownSession: true,
  },

  'GET /api/v1/users': { expected: signedIn(200), request: () => ({ method: 'GET', url: '/api/v1/users' }) },
  'GET /api/v1/users/:id': {
    expected: { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 404, legacy: 404 },
    request: (f) => ({ method: 'GET', url: `/api/v1/users/${f.managerId}` }),
  },
  'PATCH /api/v1/users/:id': {
    expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 404, legacy: 404 },
    request: (f) => ({
      method: 'PATCH',
      url: `/api/v1/users/${f.managerId}`,
      payload: { data: { id: String(f.managerId), type: 'users', attributes: { title: f.managerTitle } } },
    }),
  },
  'PUT /api/v1/users/:id': {
    expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 404, legacy: 404 },
    request: (f) => ({
      method: 'PUT',
      url: `/api/v1/users/${f.managerId}`,
      payload: { data: { id: String(f.managerId), type: 'users', attributes: { title: f.managerTitle } } },
    }),
  },
  'GET /api/v1/user_memberships': {
    expected: signedIn(200),
    request: () => ({ method: 'GET', url: '/api/v1/user_memberships' }),
  },
  'GET /api/v1/user_memberships/:id': {
    expected: { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 404, legacy: 404 },
    request: (f) => ({ method: 'GET', url: `/api/v1/user_memberships/${f.managerMembershipId}` }),
  },
  'GET /api/v1/organizations': {
    expected: signedIn(200),
    request: () => ({ method: 'GET', url: '/api/v1/organizations' }),
  },
  'GET /api/v1/organizations/:id': {
    expected: { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 200, legacy: 404 },
    request: (f) => ({ method: 'GET', url: `/api/v1/organizations/${f.organizationId}` }),
  },
  'GET /api/v1/locations': {
    expected: signedIn(200),
    request: () => ({ method: 'GET', url: '/api/v1/locations' }),
  },
  'GET /api/v1/locations/:id': {
    expected: { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 200, legacy: 404 },
    request: (f) => ({ method: 'GET', url: `/api/v1/locations/${f.locationId}` }),
  },
  'GET /api/v1/us_counties': {
    expected: everyone(200),
    request: () => ({ method: 'GET', url: '/api/v1/us_counties?filter[us_state][eq]=TX&page[size]=260' }),
  },
  'GET /api/v1/us_counties/:id': {
    expected: everyone(200),
    request: (f) => ({ method: 'GET', url: `/api/v1/us_counties/${f.countyId}` }),
  },
};

const MATRIX: Record<string, Entry> = Object.assign({}, CORE, ...PARTS.map((part) => part.entries));

const EMAILS: Record<Exclude<Role, 'anonymous'>, string> = {
  admin: 'admin@example.org',
  manager: 'manager@example.org',
  viewer: 'viewer@example.org',
  coalition: 'coalition@example.org',
  legacy: 'legacy@example.org',
};

describe('authorization matrix', () => {
  let t: TestApp;
  let fixtures: Fixtures;
  const sessions = new Map<Role, Session>();

  beforeAll(async () => {
    // With a job queue: the aggregation requests queue jobs (no worker runs them).
    t = await createTestApp({ jobs: true });
    await seedDemo(t.database, { now: t.clock.now() });
    fixtures = await loadFixtures(t);
    for (const part of PARTS) if (part.fixtures) Object.assign(fixtures, await part.fixtures(t, fixtures));
    for (const role of ROLES) if (role !== 'anonymous') sessions.set(role, await signIn(t.app, EMAILS[role]));
  }, 120_000);
  afterAll(() => t.close());

  it('has an entry for every registered API route', () => {
    const registered = t.app.registeredRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const covered = new Set(Object.keys(MATRIX).map((key) => key.replace(/ \(.*\)$/, '')));
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !registered.includes(route))).toEqual([]);
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(`${route}: ${ROLES.map((role) => `${role} ${entry.expected[role]}`).join(', ')}`, async () => {
      const actual: Partial<Expected> = {};
      for (const role of ROLES) {
        const request = entry.request(fixtures);
        if (role === 'anonymous') {
          actual[role] = (await t.app.inject(request)).statusCode;
          continue;
        }
        const session = entry.ownSession ? await signIn(t.app, EMAILS[role]) : sessions.get(role)!;
        actual[role] = (await session.request(request)).statusCode;
      }
      expect(actual).toEqual(entry.expected);
    });
  }
});

async function loadFixtures(t: TestApp): Promise<Fixtures> {
  const db = t.database.db;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const manager = await one(db.select().from(users).where(eq(users.email, 'manager@example.org')));
  const membership = await one(
    db.select().from(userMemberships).where(eq(userMemberships.userId, manager.id)),
  );
  const organizationId = membership.organizationId!;
  const location = await one(
    db
      .select()
      .from(locations)
      .where(and(eq(locations.organizationId, organizationId), eq(locations.primary, true))),
  );
  const contributor = await one(
    db
      .select()
      .from(coalitionMemberships)
      .where(
        and(
          eq(coalitionMemberships.organizationId, organizationId),
          eq(coalitionMemberships.status, 'active'),
        ),
      ),
  );
  const closed = await one(db.select().from(coalitions).where(eq(coalitions.status, 'closed')));
  const county = await one(db.select().from(usCounties).where(isNotNull(usCounties.fipsCode)).limit(1));
  return {
    managerId: manager.id,
    managerTitle: manager.title,
    managerMembershipId: membership.id,
    organizationId,
    locationId: location.id,
    coalitionId: contributor.coalitionId,
    contributorMembershipId: contributor.id,
    closedCoalitionId: closed.id,
    countyId: county.id,
  };
}
