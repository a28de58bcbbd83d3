/**
 * Authorization matrix entries for issue 13's Data Status Table: the status CSV job's routes, and the
 * table's reads (the contributors with their month statuses, the Last Update look-ups) as the screen
 * sends them. The matrix app queues jobs but runs none: a POST that passes every check answers 201.
 */
import { statusExports } from '../../src/db/schema/index';
import { writeStoredFile } from '../../src/files/stored-files';
import { type Expected, type MatrixPart, signedIn } from './entries';

/** Only the demo coalition's users (coalition@example.org manages it) and admins; anyone else 404. */
const coalitionOnly = (status: number): Expected => ({
  anonymous: 401,
  admin: status,
  manager: 404,
  viewer: 404,
  coalition: status,
  legacy: 404,
});

export const coalitionStatusMatrix: MatrixPart = {
  fixtures: async (t, shared) => {
    const now = t.clock.now();
    const file = await writeStoredFile(
      t.database.db,
      {
        filename: 'intake-outcome-data-status-table.csv',
        contentType: 'text/csv; charset=utf-8',
        expiresAt: null,
        now,
      },
      'Organization Name\r\n',
    );
    const [row] = await t.database.db
      .insert(statusExports)
      .values({
        coalitionId: Number(shared.coalitionId),
        exportType: 'dataStatuses',
        year: now.getUTCFullYear() - 1,
        status: 'completed',
        progress: 100,
        fileId: file.id,
      })
      .returning();
    return { statusExportId: row!.id };
  },
  entries: {
    'POST /api/v1/exports': {
      // The coalition's users and admins pass every check; without a worker the job cannot be queued.
      expected: { anonymous: 401, admin: 201, manager: 403, viewer: 403, coalition: 201, legacy: 403 },
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/exports',
        payload: { coalition_id: f.coalitionId, year: 2024, status_type: 'dataStatuses', search: '' },
      }),
    },
    'GET /api/v1/exports/:id/status': {
      expected: coalitionOnly(200),
      request: (f) => ({ method: 'GET', url: `/api/v1/exports/${f.statusExportId}/status` }),
    },
    'GET /api/v1/exports/:id/download': {
      expected: coalitionOnly(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/exports/${f.statusExportId}/download`,
        headers: { accept: 'text/csv' },
      }),
    },
    'GET /api/v1/organizations (data status table)': {
      // Scoped lists: each role sees the contributors it may (none, for those outside the coalition).
      expected: signedIn(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/organizations?filter[active_coalition][eq]=${f.coalitionId}&filter[coalition_membership_status][eq]=active&include=data_entry_statuses,community_data_entry_statuses&stats[total]=count&sort=name&filter[data_entry_statuses.year][eq]=2024&filter[community_data_entry_statuses.year][eq]=2024&page[number]=1`,
      }),
    },
    'GET /api/v1/animal_intakes (last update)': {
      expected: signedIn(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/animal_intakes?filter[organization_id][eq]=${f.organizationId}&sort=-updated_at&page[size]=1&page[number]=0`,
      }),
    },
    'GET /api/v1/animal_services (last update)': {
      expected: signedIn(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/animal_services?filter[organization_id][eq]=${f.organizationId}&sort=-updated_at&page[size]=1&page[number]=0`,
      }),
    },
  },
};
