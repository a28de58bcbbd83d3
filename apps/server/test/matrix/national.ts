/**
 * Authorization matrix entries for national files (data exports, national data, admin CSVs) (issue 5):
 * admins only. The matrix app queues jobs but runs none, so an admin's POST /api/v1/data_exports is a 201
 * (a started export); the fixture export is written by the job's own code, run here directly.
 */
import { dataExports } from '../../src/db/schema/index';
import { runDataExport } from '../../src/resources/data-exports/write-data-export';
import type { TestApp } from '../support/app';
import { signIn } from '../support/http';
import type { Entry, Expected, Fixtures, MatrixPart } from './entries';

const admins: Expected = {
  anonymous: 401,
  admin: 200,
  manager: 403,
  viewer: 403,
  coalition: 403,
  legacy: 403,
};
/** The admin's signed link works without headers; with headers, the caller's own access decides. */
const adminLink: Expected = { ...admins, anonymous: 200 };

async function fixtures(t: TestApp): Promise<Fixtures> {
  const [created] = await t.database.db
    .insert(dataExports)
    .values({ status: 'started', createdAt: t.clock.now() })
    .returning();
  await runDataExport(t.database, created!.id, { now: t.clock.now, isLastAttempt: true });
  const admin = await signIn(t.app, 'admin@example.org');
  const response = await admin.request({ method: 'GET', url: `/api/v1/data_exports/${created!.id}` });
  const { attributes } = response.json().data;
  if (attributes.status !== 'completed') throw new Error(`data export fixture: ${response.body}`);
  return {
    dataExportId: created!.id,
    dataCsvUrl: attributes.data_csv,
    servicesCsvUrl: attributes.services_csv,
  };
}

const get = (expected: Expected, url: (f: Fixtures) => string): Entry => ({
  expected,
  request: (f) => ({ method: 'GET', url: url(f) }),
});

const adminCsvs = Object.fromEntries(
  ['organizations', 'locations', 'coalitions', 'users'].map((kind) => [
    `GET /api/v1/admin_exports/${kind}`,
    get(admins, () => `/api/v1/admin_exports/${kind}`),
  ]),
);

export const nationalMatrix: MatrixPart = {
  fixtures,
  entries: {
    'GET /api/v1/data_exports': get(admins, () => '/api/v1/data_exports?sort=-created_at&page[size]=1'),
    'GET /api/v1/data_exports/:id': get(admins, (f) => `/api/v1/data_exports/${f.dataExportId}`),
    'POST /api/v1/data_exports': {
      expected: { ...admins, admin: 201 },
      request: () => ({ method: 'POST', url: '/api/v1/data_exports' }),
    },
    'GET /api/v1/data_exports/:id/data_csv': get(
      admins,
      (f) => `/api/v1/data_exports/${f.dataExportId}/data_csv`,
    ),
    'GET /api/v1/data_exports/:id/services_csv': get(
      admins,
      (f) => `/api/v1/data_exports/${f.dataExportId}/services_csv`,
    ),
    'GET /api/v1/data_exports/:id/data_csv (admin signed link)': get(adminLink, (f) => String(f.dataCsvUrl)),
    'GET /api/v1/data_exports/:id/services_csv (admin signed link)': get(adminLink, (f) =>
      String(f.servicesCsvUrl),
    ),
    'GET /api/v1/national_data': get(
      admins,
      () => '/api/v1/national_data?year=2024&file_type=intake_outcome',
    ),
    'GET /api/v1/national_data (services of a month)': get(
      admins,
      () => '/api/v1/national_data?year=2025&month=3&file_type=services',
    ),
    ...adminCsvs,
  },
};
