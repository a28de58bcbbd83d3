/** Authorization matrix entries for the password, email-change, invite and development-mailbox endpoints (issue 3). */
import { enqueueEmail } from '../../src/mail/enqueue-email';
import { type Entry, everyone, type MatrixPart } from './entries';

/** A fresh address per call: reset requests are rate-limited per address, and an invitee joins only once. */
let sequence = 0;
const freshEmail = (kind: string) => {
  sequence += 1;
  return `matrix-${kind}-${sequence}@example.test`;
};

const resetOfManager = (slash: string): Entry => ({
  // Admins for anyone, every user for themselves; the viewer sees the manager but may not reset them.
  expected: { anonymous: 401, admin: 201, manager: 201, viewer: 403, coalition: 404, legacy: 404 },
  request: (f) => ({ method: 'POST', url: `/api/v1/users/${f.managerId}/reset${slash}` }),
});

export const passwordsMatrix: MatrixPart = {
  entries: {
    'POST /auth/password': {
      expected: everyone(200),
      request: () => ({ method: 'POST', url: '/auth/password', payload: { email: freshEmail('forgot') } }),
    },
    'PUT /auth/password': {
      expected: everyone(422),
      request: () => ({
        method: 'PUT',
        url: '/auth/password',
        payload: {
          password: 'new-password-1',
          password_confirmation: 'new-password-1',
          reset_password_token: 'A'.repeat(43),
        },
      }),
    },
    'POST /api/v1/users/:id/reset': resetOfManager(''),
    'POST /api/v1/users/:id/reset/': resetOfManager('/'),
    'POST /api/v1/user_membership_invites': {
      expected: { anonymous: 401, admin: 201, manager: 201, viewer: 403, coalition: 403, legacy: 403 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/user_membership_invites',
        payload: {
          data: {
            type: 'user_membership_invites',
            attributes: {
              resource_id: f.organizationId,
              resource_type: 'organization',
              name: 'Matrix Invitee',
              title: 'Volunteer',
              email: freshEmail('invite'),
              role: 'organization_viewer',
            },
          },
        },
      }),
    },
    'POST /api/v1/user_membership_invites/accept': {
      // Signed in, anyone may try a token; an unknown one is refused.
      expected: { anonymous: 401, admin: 422, manager: 422, viewer: 422, coalition: 422, legacy: 422 },
      request: () => ({
        method: 'POST',
        url: '/api/v1/user_membership_invites/accept',
        payload: { token: 'A'.repeat(43) },
      }),
    },
    'GET /api/v1/dev/emails': {
      expected: everyone(200),
      request: () => ({ method: 'GET', url: '/api/v1/dev/emails' }),
    },
    'GET /api/v1/dev/emails/:id': {
      expected: everyone(200),
      request: (f) => ({ method: 'GET', url: `/api/v1/dev/emails/${f.devEmailId}` }),
    },
  },
  fixtures: async (t) => {
    const { id } = await t.database.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'matrix@example.test', subject: 'Hello', text: 'Hello', template: 'matrix' }),
    );
    return { devEmailId: id };
  },
};
