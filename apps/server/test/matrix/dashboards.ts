/**
 * Authorization matrix entries for the organization dashboards (002 §2.13, issue 15): the manager's
 * organization (Riverbend Humane Society) is read by its members and admins; anyone else gets a 404. The
 * Rehome dashboard reads by the organization's tax id (its EIN), with the same answer.
 */
import { eq } from 'drizzle-orm';
import { organizations } from '../../src/db/schema/index';
import type { MatrixPart } from './entries';

const members = { anonymous: 401, admin: 200, manager: 200, viewer: 200, coalition: 404, legacy: 404 };

export const dashboardsMatrix: MatrixPart = {
  entries: {
    'GET /api/v1/dashboard_totals': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/dashboard_totals?filter[organization_id][eq]=${f.organizationId}&filter[action][eq]=intake_outcome&filter[from][eq]=2024-01&filter[to][eq]=2024-12`,
      }),
    },
    'GET /api/v1/dashboard_trends': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/dashboard_trends?filter[organization_id][eq]=${f.organizationId}&filter[from][eq]=2022-01&filter[to][eq]=2024-12`,
      }),
    },
    'GET /api/v1/dashboard_rehome': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/dashboard_rehome?filter[tax_id][eq]=${f.organizationEin}&filter[from][eq]=2022-01&filter[to][eq]=2024-12`,
      }),
    },
    'GET /api/v1/dashboard_comparison': {
      expected: members,
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/dashboard_comparison?filter[organization_id][eq]=${f.organizationId}&filter[from][eq]=2024-01&filter[to][eq]=2024-12`,
      }),
    },
  },
  fixtures: async (t, shared) => {
    const [organization] = await t.database.db
      .select({ ein: organizations.ein })
      .from(organizations)
      .where(eq(organizations.id, Number(shared.organizationId)));
    return { organizationEin: organization!.ein! };
  },
};
