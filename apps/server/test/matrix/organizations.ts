/** Authorization matrix entries for the organizations, locations, members, archivers, logs and directory (issue 3). */
import { and, eq, isNull } from 'drizzle-orm';
import {
  entryLogs,
  locations,
  organizations,
  usCounties,
  userMemberships,
  users,
} from '../../src/db/schema/index';
import { createUser } from '../support/factories';
import { type Entry, type MatrixPart, signedIn } from './entries';

const organizationPatch = (method: 'PATCH' | 'PUT'): Entry => ({
  // The manager's own organization, its name sent back unchanged: every allowed role gets a 200 each time.
  expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 403, legacy: 404 },
  request: (f) => ({
    method,
    url: `/api/v1/organizations/${f.organizationId}`,
    payload: {
      data: { id: String(f.organizationId), type: 'organizations', attributes: { name: f.organizationName } },
    },
  }),
});

const locationPatch = (method: 'PATCH' | 'PUT'): Entry => ({
  expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 403, legacy: 404 },
  request: (f) => ({
    method,
    url: `/api/v1/locations/${f.locationId}`,
    payload: { data: { id: String(f.locationId), type: 'locations', attributes: { name: f.locationName } } },
  }),
});

const membershipPatch = (method: 'PATCH' | 'PUT'): Entry => ({
  // The viewer's membership, its role unchanged.
  expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 404, legacy: 404 },
  request: (f) => ({
    method,
    url: `/api/v1/user_memberships/${f.viewerMembershipId}`,
    payload: {
      data: {
        id: String(f.viewerMembershipId),
        type: 'user_memberships',
        attributes: { role: 'organization_viewer' },
      },
    },
  }),
});

const archive = (type: 'location' | 'user', id: string | number) => ({
  method: 'POST' as const,
  url: '/api/v1/resource_archivers',
  payload: { data: { type: 'resource_archivers', attributes: { resource_type: type, resource_id: id } } },
});

export const organizationsMatrix: MatrixPart = {
  entries: {
    'PATCH /api/v1/organizations/:id': organizationPatch('PATCH'),
    'PUT /api/v1/organizations/:id': organizationPatch('PUT'),
    'POST /api/v1/locations': {
      expected: { anonymous: 401, admin: 201, manager: 201, viewer: 403, coalition: 403, legacy: 403 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/locations',
        payload: {
          data: {
            type: 'locations',
            attributes: {
              organization_id: f.organizationId,
              name: 'Matrix Annex',
              country: 'United States',
              address_line_1: '1 Matrix Way',
              city: 'Austin',
              us_state: 'TX',
              us_county_id: f.texasCountyId,
              zip_code: '78701',
              contact_phone_number: '5125550100',
            },
          },
        },
      }),
    },
    'PATCH /api/v1/locations/:id': locationPatch('PATCH'),
    'PUT /api/v1/locations/:id': locationPatch('PUT'),
    'PATCH /api/v1/user_memberships/:id': membershipPatch('PATCH'),
    'PUT /api/v1/user_memberships/:id': membershipPatch('PUT'),
    'DELETE /api/v1/user_memberships/:id': {
      // The organization's only manager: allowed callers are stopped by the last-manager rule (422).
      expected: { anonymous: 401, admin: 422, manager: 422, viewer: 403, coalition: 404, legacy: 404 },
      request: (f) => ({ method: 'DELETE', url: `/api/v1/user_memberships/${f.managerMembershipId}` }),
    },
    'POST /api/v1/resource_archivers': {
      // The primary location: allowed callers are stopped by the primary-location rule (422).
      expected: { anonymous: 401, admin: 422, manager: 422, viewer: 403, coalition: 403, legacy: 404 },
      request: (f) => archive('location', f.locationId!),
    },
    'POST /api/v1/resource_archivers (user)': {
      expected: { anonymous: 401, admin: 201, manager: 403, viewer: 403, coalition: 403, legacy: 403 },
      request: (f) => archive('user', f.archivableUserId!),
    },
    'GET /api/v1/entry_logs': {
      expected: signedIn(200),
      request: (f) => ({ method: 'GET', url: `/api/v1/entry_logs?page=1&orgId=${f.organizationId}` }),
    },
    'GET /api/v1/entry_logs/:id': {
      expected: { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 404, legacy: 404 },
      request: (f) => ({ method: 'GET', url: `/api/v1/entry_logs/${f.entryLogId}` }),
    },
    'GET /api/v1/organization_directory': {
      expected: signedIn(200),
      request: () => ({
        method: 'GET',
        url: '/api/v1/organization_directory?filter[country][eq]=United States&filter[state][eq]=TX',
      }),
    },
    'GET /api/v1/organization_directory/:id': {
      expected: signedIn(200),
      request: (f) => ({ method: 'GET', url: `/api/v1/organization_directory/${f.organizationId}` }),
    },
    'GET /api/v1/organization_directory/:id (paused)': {
      expected: { anonymous: 401, admin: 200, manager: 404, viewer: 404, coalition: 404, legacy: 404 },
      request: (f) => ({ method: 'GET', url: `/api/v1/organization_directory/${f.pausedOrganizationId}` }),
    },
  },
  fixtures: async (t) => {
    const db = t.database.db;
    const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    const manager = await one(db.select().from(users).where(eq(users.email, 'manager@example.org')));
    const viewer = await one(db.select().from(users).where(eq(users.email, 'viewer@example.org')));
    const managerMembership = await one(
      db.select().from(userMemberships).where(eq(userMemberships.userId, manager.id)),
    );
    const organizationId = managerMembership.organizationId!;
    const organization = await one(
      db.select().from(organizations).where(eq(organizations.id, organizationId)),
    );
    const location = await one(
      db
        .select()
        .from(locations)
        .where(and(eq(locations.organizationId, organizationId), eq(locations.primary, true))),
    );
    const viewerMembership = await one(
      db
        .select()
        .from(userMemberships)
        .where(
          and(eq(userMemberships.userId, viewer.id), eq(userMemberships.organizationId, organizationId)),
        ),
    );
    const county = await one(db.select().from(usCounties).where(eq(usCounties.usState, 'TX')).limit(1));
    const entryLog = await one(
      db.select().from(entryLogs).where(eq(entryLogs.organizationId, organizationId)).limit(1),
    );
    const paused = await one(
      db
        .select()
        .from(organizations)
        .where(and(eq(organizations.status, 'paused'), isNull(organizations.archivedAt)))
        .limit(1),
    );
    const archivable = await createUser(db, { fullName: 'Matrix Archivable' });
    return {
      organizationName: organization.name,
      locationName: location.name,
      viewerMembershipId: viewerMembership.id,
      texasCountyId: county.id,
      entryLogId: entryLog.id,
      pausedOrganizationId: paused.id,
      archivableUserId: archivable.id,
    };
  },
};
