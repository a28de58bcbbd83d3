/** Authorization matrix entries for coalitions, their users and invites (issue 12). */
import { type MatrixPart, signedIn } from './entries';

export const coalitionsMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/coalitions': {
      expected: signedIn(200),
      request: () => ({ method: 'GET', url: '/api/v1/coalitions' }),
    },
    'GET /api/v1/coalitions/:id': {
      expected: signedIn(200),
      request: (f) => ({ method: 'GET', url: `/api/v1/coalitions/${f.coalitionId}` }),
    },
    'GET /api/v1/coalitions/:id (closed)': {
      expected: { anonymous: 401, admin: 200, manager: 404, viewer: 404, coalition: 404, legacy: 404 },
      request: (f) => ({ method: 'GET', url: `/api/v1/coalitions/${f.closedCoalitionId}` }),
    },
  },
};
