/**
 * Authorization matrix entries for Coalition Analytics (002 §2.9, issue 13): the demo coalition's manager
 * (coalition) and admins read its shared figures; anyone else is refused.
 */
import type { MatrixPart } from './entries';

export const coalitionAnalyticsMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/coalition_analytics': {
      expected: { anonymous: 401, admin: 200, manager: 403, viewer: 403, coalition: 200, legacy: 403 },
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/coalition_analytics?filter[coalition_id][eq]=${f.coalitionId}&filter[from][eq]=2024-01&filter[to][eq]=2024-12`,
      }),
    },
  },
};
