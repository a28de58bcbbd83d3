/** Authorization matrix entries for the accounts endpoints (issue 3). */
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import { addOrganizationMember, createOrganization } from '../support/factories';
import { everyone, type MatrixPart } from './entries';

/** A token of the right shape that no link ever carried. */
const FORGED = 'forged-token-forged-token-forged-token-1234';

export const accountsMatrix: MatrixPart = {
  entries: {
    'POST /api/v1/registrations': {
      // Public; an empty registration is refused on its fields whoever sends it.
      expected: everyone(422),
      request: () => ({
        method: 'POST',
        url: '/api/v1/registrations',
        payload: { data: { type: 'registrations', attributes: {} } },
      }),
    },
    'GET /auth/confirmation': {
      expected: everyone(302),
      request: () => ({ method: 'GET', url: `/auth/confirmation?confirmation_token=${FORGED}` }),
    },
    'GET /auth/organization_authorization': {
      expected: everyone(302),
      request: () => ({
        method: 'GET',
        url: `/auth/organization_authorization?authorization_token=${FORGED}`,
      }),
    },
    'POST /api/v1/resend_authorization_emails': {
      // A registered organization the demo manager manages and the demo viewer views.
      expected: { anonymous: 401, admin: 201, manager: 201, viewer: 403, coalition: 404, legacy: 404 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/resend_authorization_emails',
        payload: {
          data: {
            type: 'resend_authorization_emails',
            attributes: { organization_id: f.registeredOrganizationId },
          },
        },
      }),
    },
    'POST /api/v1/resend_authorization_emails (confirmed)': {
      expected: { anonymous: 401, admin: 422, manager: 422, viewer: 403, coalition: 403, legacy: 404 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/resend_authorization_emails',
        payload: {
          data: { type: 'resend_authorization_emails', attributes: { organizationId: f.organizationId } },
        },
      }),
    },
    'POST /api/v1/organization_import_finalizers': {
      // The demo manager's organization is not imported: managers get as far as that rule.
      expected: { anonymous: 401, admin: 422, manager: 422, viewer: 403, coalition: 403, legacy: 404 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/organization_import_finalizers',
        payload: {
          data: {
            type: 'organization_import_finalizers',
            attributes: {
              organization_id: f.organizationId,
              incorporated_on: '2015-03-01',
              ein: '123456789',
              website_url: 'https://example.org',
            },
          },
        },
      }),
    },
    'PATCH /api/v1/user_memberships/:id/data_use_agreement': {
      // Public; only the emailed token opens it.
      expected: everyone(404),
      request: (f) => ({
        method: 'PATCH',
        url: `/api/v1/user_memberships/${f.managerMembershipId}/data_use_agreement`,
        payload: {
          data: { data_use_agreement: true, data_use_timestamp: '2025-06-15T12:00:00Z' },
          token: FORGED,
        },
      }),
    },
  },
  fixtures: async (t) => {
    const db = t.database.db;
    const userId = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const organization = await createOrganization(db, {
      status: 'registered',
      authorizerName: 'Pat Authorizer',
      authorizerEmail: 'pat.authorizer@example.test',
    });
    await addOrganizationMember(
      db,
      await userId('manager@example.org'),
      organization.id,
      'organization_manager',
    );
    await addOrganizationMember(
      db,
      await userId('viewer@example.org'),
      organization.id,
      'organization_viewer',
    );
    return { registeredOrganizationId: organization.id };
  },
};
