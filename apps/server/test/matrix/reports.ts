/** Authorization matrix entries for report exports (issue 5). */
import type { TestApp } from '../support/app';
import { signIn } from '../support/http';
import type { Fixtures, MatrixPart } from './entries';

/** Members of the manager's organization and admins may generate its reports; others do not see it. */
const members = { anonymous: 401, admin: 201, manager: 201, viewer: 201, coalition: 404, legacy: 404 };
/** A report made by the demo manager: only they and admins read it (the viewer did not make it). */
const maker = { anonymous: 401, admin: 200, manager: 200, viewer: 404, coalition: 404, legacy: 404 };

const reportBody = (f: Fixtures) => ({
  data: {
    type: 'report_exports',
    attributes: {
      organization_id: f.organizationId,
      location_id: f.locationId,
      action: 'data-entry',
      date_format: 'month',
      dates: ['01/05/2025'],
    },
  },
});

/** A report of the demo manager's primary location, and its files' links as the API signed them for the manager. */
async function fixtures(t: TestApp, shared: Fixtures): Promise<Fixtures> {
  const manager = await signIn(t.app, 'manager@example.org');
  const response = await manager.request({
    method: 'POST',
    url: '/api/v1/report_exports',
    payload: reportBody(shared),
  });
  if (response.statusCode !== 201) throw new Error(`report export fixture: ${response.body}`);
  const { id, attributes } = response.json().data;
  return { reportExportId: id, reportPdfUrl: attributes.pdf_url, reportCsvUrl: attributes.csv_url };
}

export const reportsMatrix: MatrixPart = {
  fixtures,
  entries: {
    'POST /api/v1/report_exports': {
      expected: members,
      request: (f) => ({ method: 'POST', url: '/api/v1/report_exports', payload: reportBody(f) }),
    },
    'GET /api/v1/report_exports/:id': {
      expected: maker,
      request: (f) => ({ method: 'GET', url: `/api/v1/report_exports/${f.reportExportId}` }),
    },
    'GET /api/v1/report_exports/:id/pdf': {
      expected: maker,
      request: (f) => ({ method: 'GET', url: `/api/v1/report_exports/${f.reportExportId}/pdf` }),
    },
    'GET /api/v1/report_exports/:id/csv': {
      expected: maker,
      request: (f) => ({ method: 'GET', url: `/api/v1/report_exports/${f.reportExportId}/csv` }),
    },
    // The manager's signed link works without headers; with headers, the caller's own access decides.
    'GET /api/v1/report_exports/:id/pdf (manager signed link)': {
      expected: { ...maker, anonymous: 200 },
      request: (f) => ({ method: 'GET', url: String(f.reportPdfUrl) }),
    },
    'GET /api/v1/report_exports/:id/csv (manager signed link)': {
      expected: { ...maker, anonymous: 200 },
      request: (f) => ({ method: 'GET', url: String(f.reportCsvUrl) }),
    },
  },
};
