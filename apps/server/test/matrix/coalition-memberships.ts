/** Authorization matrix entries for coalition memberships: requests, invitations, sharing (issue 12). */
import { type MatrixPart, signedIn } from './entries';

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
  },
};
