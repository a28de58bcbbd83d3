/**
 * Test helpers of the upload: the test app of an upload test file with a fresh organization per test, a
 * file as the browser sends it, the upload request of a session, and what an upload left in the database.
 */
import type { FileImportType } from '@sac/domain';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/connection';
import { createTestApp, type TestApp } from './app';
import { createOrganizationWithMembers } from './factories';
import { type Session, signIn } from './http';

/** The upload tests' clock: months up to June 2025 may be uploaded, July 2025 is in the future. */
export const UPLOAD_TEST_NOW = '2025-06-15T12:00:00Z';

export type UploadTestBed = {
  /** The file's test app (started in beforeAll, closed in afterAll). */
  readonly t: TestApp;
  /** A fresh organization with its primary location, a manager and a viewer; the manager signed in. */
  world(): ReturnType<typeof createWorld>;
  /** Everything an upload could have written for the organization (see uploadTraces). */
  traces(organizationId: number): Promise<UploadTraces>;
};

async function createWorld(t: TestApp) {
  const w = await createOrganizationWithMembers(t.database.db);
  return { ...w, session: await signIn(t.app, w.manager.email) };
}

/** Starts one test app for the calling test file (or describe block), its clock on UPLOAD_TEST_NOW. */
export function useUploadTestBed(): UploadTestBed {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp();
    started.clock.set(UPLOAD_TEST_NOW);
  });
  afterAll(() => started?.close());
  const bed: UploadTestBed = {
    get t() {
      if (!started) throw new Error('the upload test app is started in beforeAll');
      return started;
    },
    world: () => createWorld(bed.t),
    traces: (organizationId) => uploadTraces(bed.t.database, organizationId),
  };
  return bed;
}

export const dataUrl = (text: string | Buffer, mediaType = 'text/csv') =>
  `data:${mediaType};base64,${Buffer.from(text).toString('base64')}`;

export type UploadAttributes = {
  location_id: number;
  file_type?: FileImportType;
  file: string;
  file_name?: string;
};

/** POST /api/v1/file_imports of `attributes` (an intake/outcome month.csv unless they say otherwise), with `meta` if given. */
export function upload(
  session: Session,
  attributes: UploadAttributes & Record<string, unknown>,
  meta?: unknown,
) {
  return session.request({
    method: 'POST',
    url: '/api/v1/file_imports',
    payload: {
      data: {
        type: 'file_imports',
        attributes: { file_type: 'intake_outcome', file_name: 'month.csv', ...attributes },
      },
      ...(meta === undefined ? {} : { meta }),
    },
  });
}

/** A CSV from rows of cells (no quoting needed for the values tests use). */
export const csvText = (rows: readonly (readonly (string | number)[])[]) =>
  `${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;

/** Every table an upload writes to, each row of which names its organization. */
const UPLOAD_TABLES = [
  'animal_counts',
  'animal_intakes',
  'animal_outcomes',
  'animal_services',
  'data_entry_statuses',
  'organization_data_entry_statuses',
  'entry_logs',
  'file_imports',
] as const;

export type UploadTraces = Record<(typeof UPLOAD_TABLES)[number], Record<string, unknown>[]>;

/**
 * Every row an upload can have written for the organization, whole, table by table: two equal snapshots
 * mean nothing changed in between.
 */
export async function uploadTraces(database: Database, organizationId: number): Promise<UploadTraces> {
  const traces: Partial<UploadTraces> = {};
  for (const table of UPLOAD_TABLES) {
    const { rows } = await database.query(`select * from ${table} where organization_id = $1 order by id`, [
      organizationId,
    ]);
    traces[table] = rows;
  }
  return traces as UploadTraces;
}

/** The traces of an organization no upload has written to. */
export const NO_UPLOAD_TRACES = Object.fromEntries(
  UPLOAD_TABLES.map((table) => [table, []]),
) as unknown as UploadTraces;
