/**
 * Authorization matrix entries for the coalition data exports (issue 13, 002 §2.11): the coalition's
 * managers and viewers with the agreement accepted, and admins; others 403 (404 for an export's file).
 * The matrix app queues jobs but runs none, so an allowed POST is a 201 with a started export; the fixture
 * export is written by the job's own code, run here directly.
 */
import { and, eq } from 'drizzle-orm';
import { coalitionDataExports, coalitionMemberships, users } from '../../src/db/schema/index';
import { runCoalitionDataExport } from '../../src/resources/coalition-data-exports/write-export';
import type { TestApp } from '../support/app';
import type { Expected, Fixtures, MatrixPart } from './entries';

/** The demo coalition's manager (`coalition`) and admins. */
const coalitionUsers = (status: number): Expected => ({
  anonymous: 401,
  admin: status,
  manager: 403,
  viewer: 403,
  coalition: status,
  legacy: 403,
});

async function fixtures(t: TestApp, shared: Fixtures): Promise<Fixtures> {
  const db = t.database.db;
  const coalitionId = Number(shared.coalitionId);
  const [user] = await db.select().from(users).where(eq(users.email, 'coalition@example.org'));
  const contributors = await db
    .select({ id: coalitionMemberships.organizationId })
    .from(coalitionMemberships)
    .where(and(eq(coalitionMemberships.coalitionId, coalitionId), eq(coalitionMemberships.status, 'active')));
  const now = t.clock.now();
  const [row] = await db
    .insert(coalitionDataExports)
    .values({
      coalitionId,
      userId: user!.id,
      exportFor: 'intake_outcome',
      yearOfRecord: now.getUTCFullYear() - 1,
      filters: { organization_ids: contributors.map((c) => c.id) },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await runCoalitionDataExport(t.database, row!.id, { now: t.clock.now, isLastAttempt: true });
  const [done] = await db.select().from(coalitionDataExports).where(eq(coalitionDataExports.id, row!.id));
  if (done?.status !== 'done') throw new Error(`coalition data export fixture: ${JSON.stringify(done)}`);
  return { coalitionDataExportId: row!.id };
}

export const coalitionExportsMatrix: MatrixPart = {
  fixtures,
  entries: {
    'GET /api/v1/coalition_data_exports': {
      expected: coalitionUsers(200),
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/coalition_data_exports?filter[coalition_id]=${f.coalitionId}&sort=-created_at`,
      }),
    },
    'POST /api/v1/coalition_data_exports': {
      expected: coalitionUsers(201),
      request: (f) => ({
        method: 'POST',
        url: `/api/v1/coalition_data_exports?filter[coalition_id]=${f.coalitionId}`,
        payload: {
          data: {
            type: 'coalition_data_exports',
            attributes: {
              coalition_id: f.coalitionId,
              export_for: 'intake_outcome',
              organization_ids: [f.organizationId],
              year_of_record: 2024,
            },
          },
        },
      }),
    },
    'GET /api/v1/coalition_data_exports/:id/download': {
      expected: { ...coalitionUsers(200), manager: 404, viewer: 404, legacy: 404 },
      request: (f) => ({
        method: 'GET',
        url: `/api/v1/coalition_data_exports/${f.coalitionDataExportId}/download`,
      }),
    },
    'POST /api/v1/organizations/coalition_organization': {
      expected: coalitionUsers(200),
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/organizations/coalition_organization',
        payload: {
          coalition_id: f.coalitionId,
          counties: [],
          provinces: [],
          data_requested: 'intake_outcome',
        },
      }),
    },
    'POST /api/v1/organizations/coalition_organization_types': {
      expected: coalitionUsers(200),
      request: (f) => ({
        method: 'POST',
        url: '/api/v1/organizations/coalition_organization_types',
        payload: { coalition_id: f.coalitionId, counties: [], provinces: [], community_service: false },
      }),
    },
  },
};
