/** Authorization matrix entries for coalitions, their users and invites (issue 12). */
import { and, eq } from 'drizzle-orm';
import { coalitions, userMemberships, users } from '../../src/db/schema/index';
import { addCoalitionMember, createCoalition, createUser } from '../support/factories';
import { type Entry, type MatrixPart, signedIn } from './entries';

let invites = 0;
const freshInviteEmail = () => {
  invites += 1;
  return `matrix-coalition-invite-${invites}-${Date.now()}@example.test`;
};

const coalitionAttributes = {
  name: 'Matrix Coalition',
  country: 'United States',
  description: 'Made by the authorization matrix.',
  data_used: 'Intake and outcome data',
  data_use_agreement: true,
  operating_region_type: 'Statewide',
  operating_region: ['TX'],
};

const coalitionEdit = (method: 'PATCH' | 'PUT'): Entry => ({
  // The demo coalition, its name sent back unchanged: its manager (coalition) and admins may edit it.
  expected: { anonymous: 401, admin: 200, manager: 403, viewer: 403, coalition: 200, legacy: 403 },
  request: (f) => ({
    method,
    url: `/api/v1/coalitions/${f.coalitionId}`,
    payload: {
      data: { id: String(f.coalitionId), type: 'coalitions', attributes: { name: f.coalitionName } },
    },
  }),
});

const coalitionUserMembershipPatch = (method: 'PATCH' | 'PUT'): Entry => ({
  // A viewer of the demo coalition, the role unchanged: only the coalition's managers see its users.
  expected: { anonymous: 401, admin: 200, manager: 404, viewer: 404, coalition: 200, legacy: 404 },
  request: (f) => ({
    method,
    url: `/api/v1/user_memberships/${f.coalitionViewerMembershipId}`,
    payload: {
      data: {
        id: String(f.coalitionViewerMembershipId),
        type: 'user_memberships',
        attributes: { role: 'coalition_viewer' },
      },
    },
  }),
});

export const coalitionsMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/coalitions': {
      expected: signedIn(200),
      request: () => ({ method: 'GET', url: '/api/v1/coalitions' }),
    },
    'GET /api/v1/coalitions (mine)': {
      expected: signedIn(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/coalitions?filter[for_user][eq]=${f.coalitionUserId}&filter[status][not_eq]=closed&extra_fields[coalitions]=organizations_count&stats[total]=count&include=coalition_memberships&filter[coalition_memberships.organization_id][eq]=${f.organizationId}`,
      }),
    },
    'GET /api/v1/coalitions/:id': {
      expected: signedIn(200),
      request: (f) => ({ method: 'GET', url: `/api/v1/coalitions/${f.coalitionId}` }),
    },
    'GET /api/v1/coalitions/:id (closed)': {
      // Its page shows every signed-in user the closed message; lists leave it out for non-admins.
      expected: signedIn(200),
      request: (f) => ({ method: 'GET', url: `/api/v1/coalitions/${f.closedCoalitionId}` }),
    },
    'POST /api/v1/coalitions': {
      expected: signedIn(201),
      request: () => ({
        method: 'POST',
        url: '/api/v1/coalitions',
        payload: { data: { type: 'coalitions', attributes: coalitionAttributes } },
      }),
    },
    'PATCH /api/v1/coalitions/:id': coalitionEdit('PATCH'),
    'PUT /api/v1/coalitions/:id': coalitionEdit('PUT'),
    'POST /api/v1/resource_archivers (coalition)': {
      // A coalition made for this entry: only admins close coalitions (closing twice is no change).
      expected: { anonymous: 401, admin: 201, manager: 403, viewer: 403, coalition: 403, legacy: 403 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/resource_archivers',
        payload: {
          data: {
            type: 'resource_archivers',
            attributes: { resource_type: 'coalition', resource_id: f.closableCoalitionId },
          },
        },
      }),
    },
    'POST /api/v1/user_membership_invites (coalition)': {
      expected: { anonymous: 401, admin: 201, manager: 403, viewer: 403, coalition: 201, legacy: 403 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/user_membership_invites',
        payload: {
          data: {
            type: 'user_membership_invites',
            attributes: {
              resource_id: f.coalitionId,
              resource_type: 'Coalition',
              name: 'Matrix Coalition Invitee',
              email: freshInviteEmail(),
              role: 'coalition_viewer',
            },
          },
        },
      }),
    },
    'GET /api/v1/users (coalition users)': {
      // Everyone may ask; the scope shows the coalition's users to its managers (and admins) only.
      expected: signedIn(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/users?filter[coalition_id][eq]=${f.coalitionId}&include=user_memberships&filter[user_memberships.resource_id][eq]=${f.coalitionId}&sort=full_name&stats[total]=count`,
      }),
    },
    'GET /api/v1/users (coalition managers)': {
      expected: signedIn(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/users?filter[coalition_managers][eq]=${f.coalitionId}`,
      }),
    },
    'PATCH /api/v1/user_memberships/:id (coalition)': coalitionUserMembershipPatch('PATCH'),
    'PUT /api/v1/user_memberships/:id (coalition)': coalitionUserMembershipPatch('PUT'),
    'DELETE /api/v1/user_memberships/:id (coalition)': {
      // The demo coalition's only manager: allowed callers are stopped by the last-manager rule (422).
      expected: { anonymous: 401, admin: 422, manager: 404, viewer: 404, coalition: 422, legacy: 404 },
      request: (f) => ({
        method: 'DELETE',
        url: `/api/v1/user_memberships/${f.coalitionManagerMembershipId}`,
      }),
    },
  },
  fixtures: async (t, shared) => {
    const db = t.database.db;
    const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
    const coalitionId = Number(shared.coalitionId);
    const coalition = await one(db.select().from(coalitions).where(eq(coalitions.id, coalitionId)));
    const coalitionUser = await one(db.select().from(users).where(eq(users.email, 'coalition@example.org')));
    const managerMembership = await one(
      db
        .select()
        .from(userMemberships)
        .where(
          and(eq(userMemberships.userId, coalitionUser.id), eq(userMemberships.coalitionId, coalitionId)),
        ),
    );
    const viewer = await createUser(db, { fullName: 'Matrix Coalition Viewer' });
    const viewerMembership = await addCoalitionMember(db, viewer.id, coalitionId, 'coalition_viewer');
    const closable = await createCoalition(db, { name: 'Matrix Closable Coalition' });
    return {
      coalitionName: coalition.name,
      coalitionUserId: coalitionUser.id,
      coalitionManagerMembershipId: managerMembership.id,
      coalitionViewerMembershipId: viewerMembership.id,
      closableCoalitionId: closable.id,
    };
  },
};
