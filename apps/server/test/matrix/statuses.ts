/** Authorization matrix entries for the statuses endpoints (issue 4). */
import type { MatrixPart } from './entries';

/** The manager's organization (Riverbend Humane Society): its members and admins read; others get a 404. */
const members = { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 404, legacy: 404 };

export const statusesMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/data_entry_status': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/data_entry_status?filter[location_id][eq]=${f.locationId}&filter[year][eq]=2025`,
      }),
    },
    'GET /api/v1/data_entry_status (organization)': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/data_entry_status?filter[organization_id][eq]=${f.organizationId}&filter[year][eq]=2025&filter[action][eq]=services`,
      }),
    },
    'GET /api/v1/organizations/annual_intake_totals': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/organizations/annual_intake_totals?filter[organization_id][eq]=${f.organizationId}`,
      }),
    },
    'GET /api/v1/balance_reports': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/balance_reports?filter[location_id][eq]=${f.locationId}&filter[year][eq]=2025`,
      }),
    },
  },
};
