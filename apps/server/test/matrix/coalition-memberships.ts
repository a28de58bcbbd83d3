/**
 * Authorization matrix entries for coalition memberships: requests, invitations, answers, sharing, leaving
 * (issue 12). The demo: manager@ manages Riverbend, an active contributor of the Texas coalition sharing
 * both kinds of data; viewer@ is Riverbend's viewer; coalition@ manages the Texas coalition; legacy@ has
 * nothing to do with either. Every request here is repeated for each role in turn, so the ones that write
 * either write what is already stored (sharing true) or are refused before writing.
 */
import { and, eq } from 'drizzle-orm';
import { coalitionMemberships, coalitions } from '../../src/db/schema/index';
import { type MatrixPart, signedIn } from './entries';

const body = (attributes: Record<string, unknown>, id?: number | string) => ({
  data: { ...(id === undefined ? {} : { id: String(id) }), type: 'coalition_memberships', attributes },
});

export const coalitionMembershipsMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/coalition_memberships': {
      expected: signedIn(200),
      request: () => ({ method: 'GET', url: '/api/v1/coalition_memberships' }),
    },
    'GET /api/v1/coalition_memberships/:id': {
      expected: { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 200, legacy: 404 },
      request: (f) => ({ method: 'GET', url: `/api/v1/coalition_memberships/${f.contributorMembershipId}` }),
    },
    // A request to join: the organization's managers (and admins) pass the side check, then the draft
    // coalition is refused (422); everyone else is refused first (403). Nothing is written.
    'POST /api/v1/coalition_memberships': {
      expected: { anonymous: 401, admin: 422, manager: 422, viewer: 403, coalition: 403, legacy: 403 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/coalition_memberships',
        payload: body({
          organization_id: f.organizationId,
          coalition_id: f.draftCoalitionId,
          status_actor: 'Organization',
        }),
      }),
    },
    // An invitation: the coalition's managers (and admins) pass, then Riverbend is already active (422).
    'POST /api/v1/coalition_memberships (invitation)': {
      expected: { anonymous: 401, admin: 422, manager: 403, viewer: 403, coalition: 422, legacy: 403 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/coalition_memberships',
        payload: body({
          organization_id: f.organizationId,
          coalition_id: f.coalitionId,
          status_actor: 'Coalition',
        }),
      }),
    },
    // Sharing (writes the stored value): the organization's managers; the coalition's side is refused.
    'PATCH /api/v1/coalition_memberships/:id': {
      expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 403, legacy: 404 },
      request: (f) => ({
        method: 'PATCH',
        url: `/api/v1/coalition_memberships/${f.contributorMembershipId}`,
        payload: body({ intake_outcome_data_sharing: true }, f.contributorMembershipId!),
      }),
    },
    'PUT /api/v1/coalition_memberships/:id': {
      expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 403, legacy: 404 },
      request: (f) => ({
        method: 'PUT',
        url: `/api/v1/coalition_memberships/${f.contributorMembershipId}`,
        payload: body({ community_service_data_sharing: true }, f.contributorMembershipId!),
      }),
    },
    // Accepting an active membership: both sides' managers reach the transition check (422).
    'PATCH /api/v1/coalition_memberships/:id (accept an active membership)': {
      expected: { anonymous: 401, admin: 422, manager: 422, viewer: 403, coalition: 422, legacy: 404 },
      request: (f) => ({
        method: 'PATCH',
        url: `/api/v1/coalition_memberships/${f.contributorMembershipId}`,
        payload: body(
          { status_change_action: 'accept', status_actor: 'Coalition' },
          f.contributorMembershipId!,
        ),
      }),
    },
    // Removing an active contributor is the coalition's: the organization's manager is refused before it is.
    'PATCH /api/v1/coalition_memberships/:id (removal by the organization)': {
      expected: { anonymous: 401, admin: 422, manager: 403, viewer: 403, coalition: 422, legacy: 404 },
      request: (f) => ({
        method: 'PATCH',
        url: `/api/v1/coalition_memberships/${f.contributorMembershipId}`,
        // status 'active' is not a removal: those who may remove get the 422 naming status.
        payload: body({ status: 'active', status_actor: 'Organization' }, f.contributorMembershipId!),
      }),
    },
    // Leaving: Riverbend's pending request to the Southwest coalition. The admin, first of the signed-in
    // roles, removes it; the others then find nothing. Who else may leave (the organization's managers, not
    // its viewers nor the coalition) is proved in coalition-memberships.int.test.ts.
    'DELETE /api/v1/coalition_memberships/:id': {
      expected: { anonymous: 401, admin: 200, manager: 404, viewer: 404, coalition: 404, legacy: 404 },
      request: (f) => ({ method: 'DELETE', url: `/api/v1/coalition_memberships/${f.leavingMembershipId}` }),
    },
    'POST /api/v1/coalition_memberships/update_sharing': {
      expected: { anonymous: 401, admin: 200, manager: 200, viewer: 403, coalition: 403, legacy: 404 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/coalition_memberships/update_sharing',
        payload: {
          data: {
            attributes: {
              org_id: f.organizationId,
              coalition_id: f.coalitionId,
              state: true,
              type: 'intake_outcome',
            },
          },
        },
      }),
    },
  },
  fixtures: async (t, shared) => {
    const db = t.database.db;
    const [draft] = await db.select().from(coalitions).where(eq(coalitions.status, 'draft'));
    const [southwest] = await db
      .select()
      .from(coalitions)
      .where(and(eq(coalitions.status, 'active'), eq(coalitions.name, 'Southwest Shelter Collaborative')));
    const [leaving] = await db
      .insert(coalitionMemberships)
      .values({
        organizationId: Number(shared.organizationId),
        coalitionId: southwest!.id,
        status: 'requested',
        statusActor: 'Organization',
      })
      .returning();
    return {
      draftCoalitionId: draft!.id,
      leavingMembershipId: leaving!.id,
    };
  },
};
